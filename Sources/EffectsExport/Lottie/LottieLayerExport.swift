import EffectGraphics
import EffectsCore
import EffectsText

/// One fxkit layer as a Lottie shape layer: its transform fitted property by property, and a
/// rectangle of its bounds filled with its colour from `fxctl render`.
///
/// Fields come in the order every player reads alike: `ddd` before `ks` (rlottie ignores a rotation
/// otherwise), `st` on every layer (lottie-ios requires it).
struct LottieLayerExport {
    /// The layer as Lottie JSON.
    let json: JSONValue
    /// How each of its properties was exported.
    let reports: [LottiePropertyReport]

    /// Fits and writes layer `index`, named `layer`.
    init(
        layer: String, index: Int, sampler: Sampler, analysis: TimelineAnalysis, context: EffectContext,
        options: LottieExportOptions, boundaries: [Double], duration: Double, budget: LottieSampleBudget,
        sublayerTransform: Matrix3D = .identity
    ) throws(LottieExportError) {
        let columns = LottieLayerColumns(
            layer: layer, columns: sampler.columnNames, context: context, sublayerTransform: sublayerTransform
        )
        // Only this layer's tracks: its columns sample to the same numbers, the others are not needed.
        let own = Set(sampler.columnNames.indices.filter { sampler.columnNames[$0].hasPrefix(layer + ".") })
        let compiled = sampler.compiled.keepingTracks(writingTo: own)
        let fps = options.framesPerSecond
        let flatness = try LottieLayerExport.flatness(
            layer: layer, columns: columns, sample: { compiled.values(at: $0) }, options: options,
            boundaries: boundaries, duration: duration, budget: budget)
        var reports: [LottiePropertyReport] = []
        func channel(_ quantity: LottieChannel.Quantity) -> LottieChannel {
            let unscaled = LottieChannel(layer: layer, quantity: quantity, columns: columns, tolerance: 0)
            // Lengths as the web export classifies them; the rest is unitless, in Lottie's percent or
            // degrees.
            let tolerance: Double
            if unscaled.isLength {
                tolerance = options.tolerance.points
            } else if quantity == .rotation || quantity == .skew {
                tolerance = options.tolerance.unitless * 180 / Double.pi
            } else {
                tolerance = options.tolerance.unitless * 100
            }
            return LottieChannel(layer: layer, quantity: quantity, columns: columns, tolerance: tolerance)
        }
        func fit(_ quantity: LottieChannel.Quantity) throws(LottieExportError) -> [LottiePiece] {
            let channel = channel(quantity)
            let tracks = analysis.tracks.filter {
                $0.layer == layer && channel.properties.contains($0.track.target.property.name)
            }
            let fitter = LottieFitter(
                channel: channel, sample: { compiled.values(at: $0) },
                source: LottieEasingSource(tracks: tracks), budget: budget, framesPerSecond: fps)
            return try fitter.fit(boundaries: boundaries)
        }
        func property(_ quantity: LottieChannel.Quantity, scalar: Bool) throws(LottieExportError) -> JSONValue
        {
            let pieces = try fit(quantity)
            let json = LottieKeyframes.property(pieces, framesPerSecond: fps, scalar: scalar)
            reports.append(
                LottieLayerExport.report(layer, channel(quantity).lottiePath, pieces, json, split: false))
            return json
        }
        // Position: one easing for both dimensions unless they need different curves, then x and y apart.
        let joint = try fit(.position)
        var position = LottieKeyframes.property(joint, framesPerSecond: fps, scalar: false)
        var positionReport = LottieLayerExport.report(layer, "ks.p", joint, position, split: false)
        if joint.contains(where: { !$0.isExact }) {
            let x = try fit(.positionX)
            let y = try fit(.positionY)
            if (x + y).filter({ !$0.isExact }).count < joint.filter({ !$0.isExact }).count {
                let xJSON = LottieKeyframes.property(x, framesPerSecond: fps, scalar: true)
                let yJSON = LottieKeyframes.property(y, framesPerSecond: fps, scalar: true)
                position = .object([("s", .bool(true)), ("x", xJSON), ("y", yJSON)])
                positionReport = LottiePropertyReport(
                    layer: layer, property: "ks.p", isExact: (x + y).allSatisfy(\.isExact),
                    keyframeCount: LottieLayerExport.count(xJSON) + LottieLayerExport.count(yJSON),
                    isSplit: true)
            }
        }
        let anchor = try property(.anchor, scalar: false)
        reports.append(positionReport)
        let scale = try property(.scale, scalar: false)
        let rotation = try property(.rotation, scalar: true)
        let skewPieces = try fit(.skew)
        let opacity = try property(.opacity, scalar: true)
        let size = try property(.size, scalar: false)
        let centre = try property(.centre, scalar: false)
        let corner = try property(.cornerRadius, scalar: true)
        var members: [(String, JSONValue)] = [
            ("a", anchor), ("p", position), ("s", scale), ("r", rotation), ("o", opacity),
        ]
        // Skew only where the transform holds one: files without it stay as they were.
        if skewPieces.contains(where: { $0.start != [0] || $0.end != [0] }) {
            let skew = LottieKeyframes.property(skewPieces, framesPerSecond: fps, scalar: true)
            reports.append(LottieLayerExport.report(layer, "ks.sk", skewPieces, skew, split: false))
            members += [("sk", skew), ("sa", .object([("a", .number(0)), ("k", .number(0))]))]
        }
        let transform = JSONValue.object(members)
        if flatness > 0 {
            // The flat map itself approximates the projected quad: nothing it drives is exact.
            let flat: Set<String> = ["ks.p", "ks.s", "ks.r", "ks.sk"]
            reports = reports.map { report in
                guard flat.contains(report.property) else { return report }
                return LottiePropertyReport(
                    layer: report.layer, property: report.property, isExact: false,
                    keyframeCount: report.keyframeCount, isSplit: report.isSplit)
            }
        }
        let frames = duration * fps
        self.json = .object([
            ("ddd", .number(0)), ("ind", .number(Double(index + 1))), ("ty", .number(4)),
            ("nm", .string(layer)),
            ("sr", .number(1)), ("ks", transform), ("ao", .number(0)),
            (
                "shapes",
                .array([LottieLayerExport.rectangle(size: size, centre: centre, corner: corner, index: index)]
                )
            ),
            ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0)),
        ])
        self.reports = reports
    }

    /// How far the layer's projected quad comes from a flat map at worst, at every frame, boundary
    /// and midpoint between boundaries: 0 for a layer in the plane; past half the point tolerance
    /// (the other half is the fitting's) the layer is refused, naming what turns it out of the
    /// plane.
    private static func flatness(
        layer: String, columns: LottieLayerColumns, sample: (Double) -> [Double],
        options: LottieExportOptions,
        boundaries: [Double], duration: Double, budget: LottieSampleBudget
    ) throws(LottieExportError) -> Double {
        // Only perspective bends a quad: without it every placement is affine.
        let perspective =
            columns.sublayerTransform.m14 != 0 || columns.sublayerTransform.m24 != 0
            || columns.sublayerTransform.m34 != 0
        let lists = columns.hasTransformList
        guard perspective || lists else { return 0 }
        let frames = Int(min(max(duration * options.framesPerSecond, 0), 1e6).rounded(.down))
        var times = (0...frames).map { Double($0) / options.framesPerSecond }.filter { $0 < duration }
        times += boundaries + zip(boundaries, boundaries.dropFirst()).map { ($0 + $1) / 2 }
        var worst = (deviation: 0.0, time: 0.0, geometry: LayerGeometry())
        for time in times {
            try budget.spend()
            let row = sample(time)
            let geometry = columns.geometry(row)
            let pose = LottieAffinePose(
                geometry, sublayerTransform: columns.sublayerTransform, viewportSize: columns.viewportSize)
            // A layer that does not show may be anywhere.
            guard pose.isVisible, columns.value(.opacity, row) > 0 else { continue }
            if !(pose.deviation <= worst.deviation) { worst = (pose.deviation, time, geometry) }
        }
        guard worst.deviation <= options.tolerance.points / 2 else {
            let g = worst.geometry
            let keyPath =
                g.rotation.x != 0
                ? "transform.rotation.x"
                : g.rotation.y != 0
                    ? "transform.rotation.y"
                    : !g.transform.is2D
                        ? "transform" : g.translation.z != 0 ? "transform.translation.z" : "zPosition"
            throw .notFlat(layer: layer, keyPath: keyPath, time: worst.time, deviation: worst.deviation)
        }
        return worst.deviation
    }

    /// The rectangle of the bounds, from (0, 0) to (width, height) in the layer, filled with the
    /// layer's tint from `fxctl render`.
    private static func rectangle(size: JSONValue, centre: JSONValue, corner: JSONValue, index: Int)
        -> JSONValue
    {
        let tint = Palette.tints[index % Palette.tints.count]
        let identity = JSONValue.object([
            ("a", .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
            ("p", .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
            ("s", .object([("a", .number(0)), ("k", .numbers([100, 100]))])),
            ("r", .object([("a", .number(0)), ("k", .number(0))])),
            ("o", .object([("a", .number(0)), ("k", .number(100))])),
        ])
        return .object([
            ("ty", .string("gr")), ("nm", .string("bounds")),
            (
                "it",
                .array([
                    .object([
                        ("ty", .string("rc")), ("nm", .string("rectangle")), ("d", .number(1)), ("p", centre),
                        ("s", size), ("r", corner),
                    ]),
                    .object([
                        ("ty", .string("fl")), ("nm", .string("fill")),
                        (
                            "c",
                            .object([
                                ("a", .number(0)),
                                ("k", .numbers(LottieLayerExport.rgba(tint))),
                            ])
                        ),
                        (
                            "o",
                            .object([
                                ("a", .number(0)),
                                ("k", .number(100)),
                            ])
                        ), ("r", .number(1)),
                    ]),
                    .object([("ty", .string("tr"))] + LottieLayerExport.members(identity)),
                ])
            ),
        ])
    }

    private static func members(_ object: JSONValue) -> [(String, JSONValue)] {
        if case .object(let members) = object { return members }
        return []
    }

    /// `#rrggbb` as Lottie's red, green, blue, alpha in 0...1.
    private static func rgba(_ hex: String) -> [Double] {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { start -> Double in
            guard digits.count >= start + 2, let byte = UInt8(String(digits[start..<start + 2]), radix: 16)
            else {
                return 0
            }
            return Double(byte) / 255
        }
        return channels + [1]
    }

    private static func report(
        _ layer: String, _ property: String, _ pieces: [LottiePiece], _ json: JSONValue, split: Bool
    ) -> LottiePropertyReport {
        LottiePropertyReport(
            layer: layer, property: property, isExact: pieces.allSatisfy(\.isExact),
            keyframeCount: count(json),
            isSplit: split)
    }

    /// How many keyframes a written property has.
    private static func count(_ json: JSONValue) -> Int {
        guard case .object(let members) = json, let keyframes = members.first(where: { $0.0 == "k" })?.1,
            case .array(let list) = keyframes, members.contains(where: { $0.0 == "a" && $0.1 == .number(1) })
        else { return 0 }
        return list.count
    }
}
