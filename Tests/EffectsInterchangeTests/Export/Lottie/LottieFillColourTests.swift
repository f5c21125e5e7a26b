import EffectDSL
import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// Every property accounted for in Lottie (issue 24): an animated `backgroundColor` is the fill's
/// colour and opacity, drawn by ThorVG as the sampler says, and a shadow, which the export does not
/// draw, is left out with a warning, listed as not exported and never called exact.
struct LottieFillColourTests {
    static let source = """
        effect tint {
            duration 1s
            layer card {
                set bounds.size = (200, 150)
                set backgroundColor = (0, 0.4, 1, 0.6)
                animate backgroundColor timing ease-in-out from (1, 0.2, 0, 1) to (0, 0.4, 1, 0.6)
            }
            layer glow {
                set bounds.size = (60, 60)
                set position = (60, 80)
                set shadowOpacity = 1
                animate shadowOpacity from 0 to 1
            }
        }
        """

    static func timeline() throws -> Timeline {
        let loaded = DSLLoader.load(SourceFile(name: "tint.fx", text: source))
        let effect = try #require(loaded.effects.first, "\(loaded.rendered())")
        return try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
    }

    @Test func aShadowIsLeftOutWithAWarningAndTheFileIsNotExact() throws {
        let document = try exportDocument(Self.timeline(), as: .lottie)
        let outcomes = Dictionary(uniqueKeysWithValues: document.report.tracks.map { ($0.name, $0.outcome) })
        #expect(outcomes["card.backgroundColor"] == .exact)
        guard case .skipped = outcomes["glow.shadowOpacity"] else {
            Issue.record("glow.shadowOpacity is \(String(describing: outcomes["glow.shadowOpacity"]))")
            return
        }
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.hasPrefix("'glow.shadowOpacity' is not exported: ") == true)
        #expect(document.text.contains("\"exact\":false") || document.text.contains("\"exact\": false"))
        let facts = exportFacts(try Self.timeline())
        for fact in facts where fact.format != .lottie {
            let report = try fact.result.get()
            let colour = try #require(report.tracks.first { $0.name == "card.backgroundColor" })
            #expect(colour.outcome != .exact, "\(fact.format): browsers interpolate colours premultiplied")
        }
    }

    @Test func theFillColourPlaysInThorVGAsTheSamplerSays() throws {
        let timeline = try Self.timeline()
        let export = try LottieExporter.export(timeline, options: InterchangeOptions())
        let frames = [0.0, 15, 30, 45, 59]
        let request = LottiePlayerRun.Request(
            id: "tint", lottie: export.text, layers: ["card"], frames: [], renders: [],
            probes: frames.map { [$0, 187, 333] }, width: 375, height: 667)
        let run = try LottiePlayerRun([request])
        if let missing = run.missing {
            print("the Lottie fill colour check is skipped: \(missing)")
            return
        }
        let result = try #require(run.results["tint"])
        let compiled = CompiledTimeline(timeline)
        let start = try #require(timeline.columnNames.firstIndex(of: "card.backgroundColor.x"))
        var largest = 0.0
        for (frame, pixel) in zip(frames, result.probes) {
            let row = compiled.values(at: frame / 60)
            let (alpha, colour) = (row[start + 3], Array(row[start..<(start + 3)]))
            // ThorVG's canvas holds premultiplied colour over a clear background, each channel rounded
            // to 8 bits before and after the multiply: within 2 of 255.
            let expected = colour.map { $0 * alpha * 255 } + [alpha * 255]
            let difference = zip(pixel, expected).map { abs($0 - $1) }.max() ?? .infinity
            largest = max(largest, difference)
            #expect(difference <= 2, "frame \(frame): ThorVG \(pixel), sampler \(expected)")
        }
        print("Lottie fill colour in ThorVG: \(frames.count) frames, largest difference \(largest) of 255")
    }
}
