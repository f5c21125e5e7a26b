import EffectsRegistry
import Platform

/// One animatable Lottie property of one layer, as a function of the sampled row: what the exporter
/// fits keyframes to.
///
/// Each Lottie property is a plain function of fxkit's columns (position plus translation, the
/// scales times each other, radians as degrees, or for a layer with a transform list or out of
/// its plane the decomposition of its flat pose, ``LottieAffinePose``), so its value at any moment
/// is exactly what the sampler says; fitting then decides where keyframes can reproduce it exactly.
struct LottieChannel: Sendable {
    /// What the channel computes from a row.
    enum Quantity: Hashable, Sendable, CaseIterable {
        /// `ks.a`: the anchor point in the layer's own points (anchorPoint × bounds.size).
        case anchor
        /// `ks.p`: position plus transform.translation.
        case position
        /// `ks.p.x` of a split position: its x alone.
        case positionX
        /// `ks.p.y` of a split position: its y alone.
        case positionY
        /// `ks.s`: the scales in percent, foreshortened by the rotations about x and y.
        case scale
        /// `ks.r`: the rotation about z in degrees.
        case rotation
        /// `ks.sk`: the skew in degrees, about axis `sa` 0 (a horizontal shear).
        case skew
        /// `ks.o`: the opacity in percent, clamped to 0...100 as Core Animation clamps it.
        case opacity
        /// The rectangle's size: bounds.size.
        case size
        /// The rectangle's centre in the layer: half of bounds.size.
        case centre
        /// The rectangle's corner radius.
        case cornerRadius
        /// The fill's colour: backgroundColor's red, green and blue in 0...1.
        case fillColor
        /// The fill's opacity: backgroundColor's alpha in percent.
        case fillOpacity
    }

    /// The layer's name.
    let layer: String
    /// What the channel computes.
    let quantity: Quantity
    /// Where the columns of the layer's geometry are in the sampled row.
    let columns: LottieLayerColumns
    /// The largest error allowed where the channel is approximated, in the channel's own units.
    let tolerance: Double

    /// How many numbers the channel has.
    var dimensions: Int {
        switch quantity {
        case .anchor, .position, .scale, .size, .centre: 2
        case .fillColor: 3
        case .positionX, .positionY, .rotation, .skew, .opacity, .cornerRadius, .fillOpacity: 1
        }
    }

    /// The fxkit properties whose tracks drive the channel: where exact easings come from.
    var properties: Set<String> {
        switch quantity {
        case .anchor: ["anchorPoint", "bounds.size"]
        case .position, .positionX, .positionY:
            Set(["position", "transform.translation"]).union(LottieChannel.flattened)
        case .scale:
            Set([
                "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation.x",
                "transform.rotation.y",
            ]).union(LottieChannel.flattened)
        case .rotation: Set(["transform.rotation"]).union(LottieChannel.flattened)
        case .skew: LottieChannel.flattened
        case .opacity: ["opacity", "hidden", "doubleSided"]
        case .size, .centre: ["bounds.size"]
        case .cornerRadius: ["cornerRadius"]
        case .fillColor, .fillOpacity: ["backgroundColor"]
        }
    }

    /// Whether the channel is a length in points, by ``InterchangeTolerance/lengths``: one of the
    /// properties driving it is a length, the flattened ones (which reach every part) aside.
    var isLength: Bool {
        !properties.subtracting(LottieChannel.flattened).isDisjoint(with: InterchangeTolerance.lengths)
    }

    /// The properties that reach every flat part of the pose once a layer leaves the helpers-only
    /// case (``LottieAffinePose/isHelperOnly(_:sublayerTransform:)``): the transform list, and what
    /// moves the layer out of its plane.
    static let flattened: Set<String> = [
        "transform", "transform.rotation.x", "transform.rotation.y", "transform.translation.z",
        "transform.scale.z", "anchorPointZ", "zPosition",
    ]

    /// The fxkit properties that drive the Lottie property at `path` (`ks.p`).
    static func properties(driving path: String) -> Set<String> {
        let channels = Quantity.allCases.map {
            LottieChannel(layer: "", quantity: $0, columns: .empty, tolerance: 0)
        }
        return channels.filter { $0.lottiePath == path }.reduce(into: Set<String>()) {
            $0.formUnion($1.properties)
        }
    }

    /// The key path the channel is reported under: Lottie's name for it.
    var lottiePath: String {
        switch quantity {
        case .anchor: "ks.a"
        case .position: "ks.p"
        case .positionX: "ks.p.x"
        case .positionY: "ks.p.y"
        case .scale: "ks.s"
        case .rotation: "ks.r"
        case .skew: "ks.sk"
        case .opacity: "ks.o"
        case .size: "shapes.rc.s"
        case .centre: "shapes.rc.p"
        case .cornerRadius: "shapes.rc.r"
        case .fillColor: "shapes.fl.c"
        case .fillOpacity: "shapes.fl.o"
        }
    }

    /// The channel's value in `row`.
    func value(in row: [Double]) -> [Double] {
        let c = columns
        switch quantity {
        case .anchor:
            return [
                c.value(.anchorX, row) * c.value(.width, row), c.value(.anchorY, row) * c.value(.height, row),
            ]
        case .position, .positionX, .positionY, .scale, .rotation, .skew:
            return flat(in: row)
        case .opacity:
            // Hidden, or its back turned while single-sided: transparent for as long as it lasts.
            return [pose(in: row).isVisible ? 100 * min(max(c.value(.opacity, row), 0), 1) : 0]
        case .size:
            return [c.value(.width, row), c.value(.height, row)]
        case .centre:
            return [c.value(.width, row) / 2, c.value(.height, row) / 2]
        case .cornerRadius:
            return [max(c.value(.cornerRadius, row), 0)]
        case .fillColor:
            return Array(c.backgroundColor(row).prefix(3))
        case .fillOpacity:
            return [100 * (c.backgroundColor(row).last ?? 0)]
        }
    }

    /// The layer's placement in `row` as a flat map.
    func pose(in row: [Double]) -> LottieAffinePose {
        LottieAffinePose(
            columns.geometry(row), sublayerTransform: columns.sublayerTransform,
            viewportSize: columns.viewportSize)
    }

    /// A flat channel's value: fxkit's own helper values while they alone place the layer (as
    /// exact as they are), else the decomposition of the layer's flat pose.
    private func flat(in row: [Double]) -> [Double] {
        let c = columns
        let geometry = c.geometry(row)
        guard LottieAffinePose.isHelperOnly(geometry, sublayerTransform: c.sublayerTransform) else {
            let pose = LottieAffinePose(
                geometry, sublayerTransform: c.sublayerTransform, viewportSize: c.viewportSize)
            let position = pose.position
            let parts = pose.decomposed
            switch quantity {
            case .positionX: return [position[0]]
            case .positionY: return [position[1]]
            case .scale: return parts.scale
            case .rotation: return [parts.rotation]
            case .skew: return [parts.skew]
            default: return position
            }
        }
        switch quantity {
        case .positionX:
            return [c.value(.positionX, row) + c.value(.translationX, row)]
        case .positionY:
            return [c.value(.positionY, row) + c.value(.translationY, row)]
        case .scale:
            let scale = c.value(.scale, row)
            return [
                100 * scale * c.value(.scaleX, row) * Math.cos(c.value(.rotationY, row)),
                100 * scale * c.value(.scaleY, row) * Math.cos(c.value(.rotationX, row)),
            ]
        case .rotation:
            return [c.value(.rotation, row) * 180 / Double.pi]
        case .skew:
            return [0]
        default:
            return [
                c.value(.positionX, row) + c.value(.translationX, row),
                c.value(.positionY, row) + c.value(.translationY, row),
            ]
        }
    }
}
