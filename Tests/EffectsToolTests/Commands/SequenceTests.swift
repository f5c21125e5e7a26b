import Effects
import EffectsRegistry
import Testing

@testable import EffectsTool

/// `sample --items/--play`: the streamed rows are those of the library's `SequenceSampler`.
@Suite struct SequenceTests {
    @Test(arguments: [
        ("swap-card", ["next", "previous", "next"]), ("slide", ["next", "next"]), ("reveal", ["previous"]),
        ("stack", ["swipe-left", "undo", "swipe-right"]),
    ])
    func streamsTheSequenceSamplersRows(_ effect: String, _ steps: [String]) throws {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.builtIns = [BuiltInEffects.provider]
        let result = fx.run([
            "sample", effect, "--items", "4", "--play", steps.joined(separator: ","), "--fps", "20",
        ])
        #expect(result.status == 0, "\(result)")
        let builtIn = try #require(BuiltInEffects.effect(named: effect))
        let played = try EffectSequence(effect: builtIn, items: 4).play(steps)
        let table = try SequenceSampler(played).table(.framesPerSecond(20))
        #expect(result.output == TableWriter(format: .csv).string(table))
    }

    @Test func samplesASequenceWithGeometry() throws {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.builtIns = [BuiltInEffects.provider]
        let result = fx.run([
            "sample", "swap-card", "--items", "3", "--play", "next,next", "--geometry", "--samples", "7",
        ])
        #expect(result.status == 0, "\(result)")
        let builtIn = try #require(BuiltInEffects.effect(named: "swap-card"))
        let played = try EffectSequence(effect: builtIn, items: 3).play(["next", "next"])
        let table = try SequenceSampler(played, geometry: true).table(.count(7))
        #expect(result.output == TableWriter(format: .csv).string(table))
        #expect(result.output.hasPrefix("t,progress,front.zPosition"))
        #expect(result.output.contains("front.corners.topLeft.x") && result.output.contains("back.item"))
    }
}
