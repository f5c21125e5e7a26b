import EffectsRegistry

extension CSSTimelineBuilder {
    /// The tracks of one animation, in the order its keyframes set their properties, with its own
    /// timing unless `timing` is given.
    func tracks(of animation: CSSAnimationPlan, timing given: MediaTiming? = nil) throws(TimelineError)
        -> [Track]
    {
        let timing = given ?? animation.reversedIteration ?? animation.timing
        var result: [Track] = []
        for plan in animation.tracks {
            func numbers(_ keyPath: String, _ values: [Value]) throws(TimelineError) -> Track {
                try Track(
                    keyPath: keyPath, values: values, keyTimes: plan.offsets, timingFunctions: plan.easings,
                    timing: timing)
            }
            switch plan.property {
            case "opacity":
                let values = plan.values.map { value -> Value in
                    if case .opacity(let opacity)? = value ?? plan.base(in: self) { return Value(opacity) }
                    return Value(1)
                }
                result.append(try numbers("opacity", values))
            case "transform":
                let lists = plan.values.map { value -> TransformList in
                    guard case .transform(let list)? = value ?? plan.base(in: self) else { return .none }
                    return list.resolved(size: size, viewport: viewport)
                }
                result.append(
                    try Track(
                        transform: lists, keyTimes: plan.offsets, timingFunctions: plan.easings,
                        timing: timing))
            case "translate", "rotate", "scale":
                let axis = plan.rotationAxis
                let keyframes = plan.values.map {
                    components(of: $0 ?? plan.base(in: self) ?? plan.initial, axis: axis)
                }
                let style = components(of: plan.base(in: self) ?? plan.initial, axis: axis)
                for (index, (keyPath, _)) in style.enumerated() {
                    let values = keyframes.map { $0.count > index ? $0[index].value : neutral(keyPath) }
                    let styled = style.first { $0.keyPath == keyPath }?.value ?? neutral(keyPath)
                    // A z nobody sets stays out, so that a 2D effect has 2D columns.
                    if keyPath.hasSuffix(".z"), values.allSatisfy({ $0 == neutral(keyPath) }),
                        styled == neutral(keyPath)
                    {
                        continue
                    }
                    result.append(try numbers(keyPath, values))
                }
            case "visibility", "backface-visibility":
                result.append(try switches(plan, timing: timing))
            case "transform-origin":
                result += try originTracks(plan, timing: timing)
            default:
                continue
            }
        }
        result += try boxTracks(of: animation, timing: timing)
        return result
    }

    /// The tracks of an animated `transform-origin`.
    ///
    /// They are the anchor point (the origin as a fraction of the size) and the position it sits
    /// at, which move together so that the box stays where it is while the point its transform
    /// turns about moves (CSS Transforms 1, §6), and the anchor's z with the `zPosition` that moves
    /// it out and back when a z origin is involved. Each is the origin's keyframes under an affine
    /// map, so it interpolates exactly as the origin does.
    private func originTracks(_ plan: CSSTrackPlan, timing: MediaTiming) throws(TimelineError) -> [Track] {
        let origins = plan.values.map { value -> (x: Double, y: Double, z: Double) in
            guard case .origin(let x, let y, let z)? = value ?? plan.base(in: self) else {
                return (size.width / 2, size.height / 2, 0)
            }
            return (
                x.resolved(basis: size.width, viewport: viewport),
                y.resolved(basis: size.height, viewport: viewport), z.resolved(basis: 0, viewport: viewport)
            )
        }
        func track(_ keyPath: String, _ values: [Value]) throws(TimelineError) -> Track {
            try Track(
                keyPath: keyPath, values: values, keyTimes: plan.offsets, timingFunctions: plan.easings,
                timing: timing)
        }
        var tracks = [
            try track(
                "anchorPoint",
                origins.map {
                    Value(size.width > 0 ? $0.x / size.width : 0, size.height > 0 ? $0.y / size.height : 0)
                }),
            try track("position", origins.map { Value(place.left + $0.x, place.top + $0.y) }),
        ]
        if origins.contains(where: { $0.z != 0 }) || origin.z != 0 {
            tracks.append(try track("anchorPointZ", origins.map { Value($0.z) }))
            tracks.append(try track("zPosition", origins.map { Value($0.z) }))
        }
        return tracks
    }

    /// The key paths and values a `translate`, `rotate` or `scale` value sets; a rotation of 0 is
    /// taken about `axis`, the track's.
    func components(of value: CSSPropertyValue?, axis: CSSRotationAxis = .z) -> [(
        keyPath: String, value: Value
    )] {
        switch value {
        case .translate(let x, let y, let depth)?:
            return [
                (
                    "transform.translation",
                    Value(resolve(x, basis: size.width), resolve(y, basis: size.height))
                ),
                ("transform.translation.z", Value(resolve(depth, basis: 0))),
            ]
        case .rotate(let valueAxis, let angle)?:
            let used = angle == 0 ? axis : valueAxis
            let keyPath = used == .z ? "transform.rotation" : "transform.rotation.\(used.rawValue)"
            return [(keyPath, Value(angle))]
        case .scale(let x, let y, let depth)?:
            return [
                ("transform.scale.x", Value(x)), ("transform.scale.y", Value(y)),
                ("transform.scale.z", Value(depth)),
            ]
        default:
            return []
        }
    }

    /// The value of `keyPath` that changes nothing.
    func neutral(_ keyPath: String) -> Value {
        if keyPath.hasPrefix("transform.scale") { return Value(1) }
        return keyPath == "transform.translation" ? Value(0, 0) : Value(0)
    }

    private func resolve(_ length: CSSLength, basis: Double) -> Double {
        length.resolved(basis: basis, viewport: viewport)
    }

    /// The tracks of `width`, `height`, `left` and `top`: the layer's size, and its position, which
    /// is the box's corner plus the anchor's offset in the (possibly animated) size.
    private func boxTracks(of animation: CSSAnimationPlan, timing: MediaTiming) throws(TimelineError)
        -> [Track]
    {
        var result: [Track] = []
        let origin = self.origin
        let anchor = self.anchor
        for (sizeName, placeName, axis) in [("width", "left", 0), ("height", "top", 1)] {
            let sized = animation.tracks.first { $0.property == sizeName }
            let placed = animation.tracks.first { $0.property == placeName }
            guard let shape = sized ?? placed else { continue }
            let basis = axis == 0 ? viewport.width : viewport.height
            let sizeDefault = axis == 0 ? size.width : size.height
            let placeDefault = axis == 0 ? place.left : place.top
            // A keyframe's `width` is the content's and its `left` the margin box's: the layer is
            // the border box, the padding and borders added, the margin moved by.
            let box = plan.box
            let extra = box.extraSize(stageWidth: viewport.width, viewport: viewport)
            let margin = (axis == 0 ? box.margin.left : box.margin.top).resolved(
                basis: viewport.width, viewport: viewport)
            func length(_ track: CSSTrackPlan?, _ index: Int, _ fallback: Double, plus: Double) -> Double {
                guard let track, case .length(let length)? = track.values[index] else { return fallback }
                return length.resolved(basis: basis, viewport: viewport) + plus
            }
            let sizes = shape.offsets.indices.map {
                length(sized, $0, sizeDefault, plus: axis == 0 ? extra.0 : extra.1)
            }
            let places = shape.offsets.indices.map { length(placed, $0, placeDefault, plus: margin) }
            let offset = axis == 0 ? origin.x : origin.y
            let fraction = axis == 0 ? anchor.x : anchor.y
            let positions = zip(places, sizes).map { corner, extent in
                corner + (sized == nil ? offset : fraction * extent)
            }
            let suffix = axis == 0 ? "x" : "y"
            if sized != nil {
                result.append(
                    try Track(
                        keyPath: "bounds.size.\(sizeName)", values: sizes.map { Value($0) },
                        keyTimes: shape.offsets,
                        timingFunctions: shape.easings, timing: timing))
            }
            result.append(
                try Track(
                    keyPath: "position.\(suffix)", values: positions.map { Value($0) },
                    keyTimes: shape.offsets,
                    timingFunctions: shape.easings, timing: timing))
        }
        return result
    }
}

extension CSSTrackPlan {
    /// The element's own value of the track's property, which CSS uses for a missing 0 % or 100 %.
    func base(in builder: CSSTimelineBuilder) -> CSSPropertyValue? {
        builder.plan.style[property]
    }

    /// The property's initial value, for a missing keyframe of an element that does not set it.
    var initial: CSSPropertyValue? {
        CSSPropertyValue.initial(of: property, axis: rotationAxis)
    }
}
