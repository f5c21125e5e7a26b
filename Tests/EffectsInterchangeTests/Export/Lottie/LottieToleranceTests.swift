import EffectsInterchange
import EffectsRegistry
import Foundation
import Testing

/// Every property of every export, read back by the spec's rules, is the sampler's value within
/// rounding where the export says it is exact and within the tolerance where it approximates, at
/// 500 moments of each effect, at the default tolerance and a coarse one.
@Suite struct LottieToleranceTests {
    @Test(arguments: [
        InterchangeOptions(),
        InterchangeOptions(tolerance: try InterchangeTolerance(points: 0.5, unitless: 0.01)),
    ])
    func everyPropertyIsWithinItsTolerance(_ options: InterchangeOptions) throws {
        for item in try LottieCases.all() {
            // An effect refused at these options exports at its own coarser tolerance.
            var options = options
            options.tolerance = try InterchangeTolerance(
                points: max(options.tolerance.points, item.options.tolerance.points),
                unitless: options.tolerance.unitless)
            let export = try LottieCases.export(item, options: options)
            let document = try #require(
                JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
            let layers = try #require(document["layers"] as? [[String: Any]])
            // With geometry: the expected opacity is 0 where the sampler's `visible` is.
            let sampler = Sampler(timeline: item.timeline, geometry: true)
            let duration = item.timeline.duration
            let moments = (0..<500).map { duration * (Double($0) + 0.5) / 500 }
            let rows = moments.map { sampler.values(at: $0) }
            let index = Dictionary(sampler.columnNames.enumerated().map { ($1, $0) }) { first, _ in first }
            for layer in item.timeline.layers.map(\.name) {
                let poses = rows.map {
                    LottieExpectedPose(
                        layer: layer, row: $0, columns: sampler.columnNames, context: item.context)
                }
                // Every copy of a layer carries the same keyframes: the first one is read.
                let json = try #require(layers.first { $0["nm"] as? String == layer })
                let transform = try #require(json["ks"] as? [String: Any])
                // A transform list or a viewport perspective makes the pose a decomposed matrix, not
                // the helpers' values: LottieThorVGTests compares its geometry.
                let names = Set(sampler.columnNames)
                let decomposed =
                    names.contains("\(layer).transform.m11") || !item.timeline.sublayerTransform.isIdentity
                    || names.contains("\(layer).anchorPointZ")
                    || (names.contains("\(layer).transform.rotation.x")
                        && names.contains("\(layer).transform.rotation.y"))
                for report in export.properties
                where report.layer == layer && report.property.hasPrefix("ks.")
                    && !(decomposed
                        && ["ks.p", "ks.p.x", "ks.p.y", "ks.s", "ks.r", "ks.sk"].contains(report.property))
                {
                    let key = String(report.property.dropFirst(3))
                    let limit = report.isExact ? 1e-6 : Self.tolerance(key, options)
                    var worst = 0.0
                    let reader = try Self.reader(transform[key])
                    for (moment, (time, row)) in zip(moments, rows).enumerated() {
                        let actual = reader(time * options.framesPerSecond)
                        let wanted = Self.lottieValue(
                            key, poses[moment], row: row, index: index, layer: layer)
                        for (a, b) in zip(actual, wanted) { worst = max(worst, abs(a - b)) }
                    }
                    #expect(
                        worst <= limit,
                        "\(item.name).\(layer).\(report.property): off by \(worst), limit \(limit)")
                }
            }
        }
    }

    /// The tolerance of a Lottie transform property in its own units.
    static func tolerance(_ key: String, _ options: InterchangeOptions) -> Double {
        switch key {
        case "s", "o": options.tolerance.unitless * 100
        case "r", "sk": options.tolerance.unitless * 180 / Double.pi
        default: options.tolerance.points
        }
    }

    /// A property read back as its value at a frame, a split position included.
    static func reader(_ property: Any?) throws -> (Double) -> [Double] {
        if let split = property as? [String: Any], split["s"] as? Bool == true {
            let x = try #require(LottieKeyframeReader(split["x"]))
            let y = try #require(LottieKeyframeReader(split["y"]))
            return { x.value(at: $0) + y.value(at: $0) }
        }
        let whole = try #require(LottieKeyframeReader(property))
        return { whole.value(at: $0) }
    }

    /// What the property should be, from the sampler's row, worked out as docs/Export.md maps it.
    static func lottieValue(
        _ key: String, _ pose: LottieExpectedPose, row: [Double], index: [String: Int], layer: String
    ) -> [Double] {
        func value(_ name: String, _ fallback: Double) -> Double {
            index["\(layer).\(name)"].map { row[$0] } ?? fallback
        }
        switch key {
        case "a":
            return [value("anchorPoint.x", 0.5) * pose.width, value("anchorPoint.y", 0.5) * pose.height]
        case "p":
            return [
                value("position.x", 375.0 / 2) + value("transform.translation.x", 0),
                value("position.y", 667.0 / 2) + value("transform.translation.y", 0),
            ]
        case "r": return [value("transform.rotation", 0) * 180 / Double.pi]
        case "o": return [pose.opacity * 100]
        default:
            let scale = value("transform.scale", 1)
            return [
                100 * scale * value("transform.scale.x", 1) * cos(value("transform.rotation.y", 0)),
                100 * scale * value("transform.scale.y", 1) * cos(value("transform.rotation.x", 0)),
            ]
        }
    }
}
