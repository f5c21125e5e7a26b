import EffectDSL
import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// A layer turned out of the plane in perspective exports to Lottie as the path of its projected
/// corners (`flip-x`, shipped): ThorVG draws the path's vertices where `fxctl sample --geometry`
/// puts the corners, within 1e-3 pt, at every frame.
@Suite struct LottieProjectedExportTests {
    @Test func thorVGDrawsTheCornersWhereTheSamplerPutsThem() throws {
        let source = SourceFile(
            name: "flip-x.fx",
            text: try String(contentsOfFile: Repository.path("effects/examples/flip-x.fx"), encoding: .utf8))
        let loaded = DSLLoader.load(source)
        let effect = try #require(loaded.effects.first, "\(loaded.rendered())")
        let context = EffectContext()
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: context)
        let export = try LottieExporter.export(timeline, options: try InterchangeOptions(framesPerSecond: 60))
        #expect(!export.isExact)
        let layers = timeline.layers.map(\.name)
        let frames = (0..<Int(timeline.duration * 60)).map(Double.init) + [12.5, 20.25]
        let player = try LottieImportPlayer([
            LottieImportPlayer.Request(
                id: "flip", lottie: export.text, layers: [], frames: frames, paths: layers)
        ])
        guard player.missing == nil else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { Issue.record("ThorVG is missing") }
            return
        }
        let sampler = Sampler(timeline: timeline, geometry: true)
        let drawn = try #require(player.paths["flip"])
        var largest = 0.0
        for (frame, shapes) in zip(frames, drawn) {
            for layer in layers {
                let seconds = frame / 60
                // ThorVG gives a layer of opacity 0 no paint at all.
                guard sampler.value(of: "\(layer).visible", at: seconds) == 1,
                    (sampler.value(of: "\(layer).opacity", at: seconds) ?? 1) >= 1.0 / 255
                else { continue }
                guard let points = shapes[layer] ?? nil else {
                    Issue.record("\(layer) at frame \(frame): ThorVG draws no path")
                    continue
                }
                let corners = ["topLeft", "topRight", "bottomRight", "bottomLeft"].map {
                    [
                        sampler.value(of: "\(layer).corners.\($0).x", at: seconds) ?? .nan,
                        sampler.value(of: "\(layer).corners.\($0).y", at: seconds) ?? .nan,
                    ]
                }
                #expect(points.count >= 4, "\(layer) at frame \(frame): \(points)")
                for (point, corner) in zip(points, corners) where point.count == 2 {
                    let distance = hypot(point[0] - corner[0], point[1] - corner[1])
                    largest = max(largest, distance)
                    #expect(
                        distance < 1e-3, "\(layer) at frame \(frame): ThorVG \(point), the sampler \(corner)")
                }
            }
        }
        print("Lottie projected corners: ThorVG draws flip-x's within \(String(format: "%.2g", largest)) pt")
    }
}
