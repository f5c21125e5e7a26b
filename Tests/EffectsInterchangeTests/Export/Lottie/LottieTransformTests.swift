import EffectsRegistry
import Foundation
import Testing

@testable import EffectsInterchange

/// The constructs of the transform model as Lottie holds them.
///
/// A skew as `sk`, a flip in perspective as the path of its projected corners (refused by name for
/// a rounded box, which four vertices cannot draw), a rotation about x without perspective as a flat
/// map, `hidden` and a turned back as opacity 0. LottieThorVGTests checks the geometry
/// of every shipped effect.
@Suite struct LottieTransformTests {
    /// The deviation a refusal of a layer out of the plane states (infinite for a corner behind the
    /// viewer), or `nil` for any other refusal.
    static func deviation(_ error: InterchangeError) -> Double? {
        guard error.format == .lottie, error.reason.hasPrefix("turns the layer out of the viewport's plane")
        else {
            return nil
        }
        if error.reason.contains("a corner of its projected quad is behind the viewer") { return .infinity }
        guard let range = error.reason.range(of: "its projected quad is ") else { return nil }
        return Double(error.reason[range.upperBound...].prefix { $0 != " " })
    }

    /// A 100 × 50 card at (200, 300) with these model values and animations.
    private func card(_ values: [ModelValue] = [], _ animations: [Track] = [], perspective: Double? = nil)
        throws -> Timeline
    {
        let layer = Layer(
            name: "card",
            modelValues: [
                try ModelValue(keyPath: "bounds.size", value: Value(100, 50)),
                try ModelValue(keyPath: "position", value: Value(200, 300)),
            ] + values,
            animations: animations.map { .track($0) })
        return try Timeline(
            duration: 1, layers: [layer],
            sublayerTransform: perspective.map { .perspective(distance: $0) } ?? .identity,
            viewportSize: EffectContext().viewport)
    }

    private func transform(_ text: String, of export: LottieExport) throws -> [String: Any] {
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
        let layer = try #require((document["layers"] as? [[String: Any]])?.first)
        return try #require(layer[text] as? [String: Any])
    }

    @Test func aSkewIsLottiesSkewWithTheOppositeSign() throws {
        // CSS skewX(20°) is x' = x + tan 20° · y; Lottie's sk 20 (axis 0) is x' = x − tan 20° · y.
        let timeline = try card([try ModelValue(transform: TransformList([.skewX(20 * .pi / 180)]))])
        let export = try LottieExporter.export(timeline)
        let ks = try transform("ks", of: export)
        let skew = try #require(ks["sk"] as? [String: Any])
        #expect(abs((skew["k"] as? Double ?? .nan) + 20) < 1e-9)
        #expect((ks["sa"] as? [String: Any])?["k"] as? Double == 0)
        #expect(export.isExact)
    }

    @Test func aFileWithoutSkewHasNoSkewProperty() throws {
        let export = try LottieExporter.export(
            try card([try ModelValue(keyPath: "transform.rotation", value: Value(1))]))
        #expect(try transform("ks", of: export)["sk"] == nil)
    }

    @Test func aFlipInPerspectiveIsRefusedNamingTheLayerAndKeyPath() throws {
        let item = try #require(try LottieCases.all().first { $0.name == "flip-x" })
        // A plain box exports as the path of its projected corners (issue 26), approximated.
        let corners = try LottieExporter.export(
            item.timeline, options: InterchangeOptions(context: item.context))
        #expect(corners.report.approximatedTracks.contains("card.transform"))
        #expect(corners.text.contains("\"card corners\""))
        // A rounded box cannot be four vertices: refused by name.
        let rounded = try item.timeline.replacing(
            layers: item.timeline.layers.map { layer in
                Layer(
                    name: layer.name,
                    modelValues: layer.modelValues + [
                        try ModelValue(keyPath: "cornerRadius", value: Value(8))
                    ],
                    animations: layer.animations)
            })
        #expect {
            _ = try LottieExporter.export(rounded, options: InterchangeOptions(context: item.context))
        } throws: { error in
            guard let error = error as? InterchangeError, let deviation = Self.deviation(error) else {
                return false
            }
            return error.layer == "card" && error.keyPath == "transform" && deviation > 1
        }
        // At a tolerance above twice its deviation it exports, approximated.
        let export = try LottieExporter.export(rounded, options: item.options)
        #expect(export.report.approximatedTracks.contains("card.transform"))
    }

    @Test func aRotationAboutXInPerspectiveNamesItsKeyPath() throws {
        let turn = try Track(
            keyPath: "transform.rotation.x", values: [Value(0), Value(1)], timing: MediaTiming(duration: 1))
        #expect {
            // Rounded: a plain box would export as the path of its corners.
            let rounded = try ModelValue(keyPath: "cornerRadius", value: Value(6))
            _ = try LottieExporter.export(try card([rounded], [turn], perspective: 300))
        } throws: { error in
            guard let error = error as? InterchangeError, Self.deviation(error) != nil else { return false }
            return error.keyPath == "transform.rotation.x"
        }
    }

    @Test func aRotationAboutXWithoutPerspectiveIsAFlatMap() throws {
        let turn = try Track(
            transform: [.none, TransformList([.rotateX(1)])], timing: MediaTiming(duration: 1))
        let export = try LottieExporter.export(try card([], [turn]))
        // Sampled (cos of a line is no Bézier), within the tolerance.
        #expect(export.report.approximatedTracks == ["card.transform"])
    }

    @Test func hiddenIsOpacityZero() throws {
        let hide = try Track(
            keyPath: "hidden", values: [Value(0), Value(1)], calculationMode: .discrete,
            timing: MediaTiming(duration: 1))
        let export = try LottieExporter.export(try card([], [hide]))
        let opacity = try #require(try transform("ks", of: export)["o"] as? [String: Any])
        let keyframes = try #require(opacity["k"] as? [[String: Any]])
        let values = keyframes.compactMap { ($0["s"] as? [Double])?.first }
        #expect(values.first == 100 && values.last == 0)
        #expect(export.isExact)
    }

    @Test func aSingleSidedBackIsOpacityZero() throws {
        // Turned 180° about y, single-sided: its back faces the viewer the whole time.
        let timeline = try card([
            try ModelValue(keyPath: "transform.rotation.y", value: Value(.pi)),
            try ModelValue(keyPath: "doubleSided", value: Value(0)),
        ])
        let opacity = try #require(
            try transform("ks", of: LottieExporter.export(timeline))["o"] as? [String: Any])
        #expect(opacity["k"] as? Double == 0)
    }

    @Test func aLayerMovedTowardsTheViewerInPerspectiveIsScaledExactly() throws {
        // 100 points nearer an eye 400 points away: scaled by 400 / 300 about the viewport's centre.
        let timeline = try card(
            [try ModelValue(keyPath: "transform.translation.z", value: Value(100))], perspective: 400)
        let export = try LottieExporter.export(timeline)
        #expect(export.isExact)
        let ks = try transform("ks", of: export)
        let scale = try #require((ks["s"] as? [String: Any])?["k"] as? [Double])
        let position = try #require((ks["p"] as? [String: Any])?["k"] as? [Double])
        let centre = (x: 375.0 / 2, y: 667.0 / 2)
        #expect(scale.count == 2 && scale.allSatisfy { abs($0 - 400.0 / 3) < 1e-9 })
        #expect(abs(position[0] - (centre.x + (200 - centre.x) * 4 / 3)) < 1e-9)
        #expect(abs(position[1] - (centre.y + (300 - centre.y) * 4 / 3)) < 1e-9)
    }
}
