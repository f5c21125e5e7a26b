import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// The fitter is not fooled: a track whose keyframe moments were cut off is refused, and a piece
/// that matches the sampler at its probes but not between them is not written as exact.
@Suite struct LottieFitCheckTests {
    @Test func refusesMoreRepetitionsThanTheAnalysisLists() throws {
        let fade = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)],
            timing: MediaTiming(duration: 0.0001, repeatCount: 25_000))
        let timeline = try Timeline(duration: 3, layers: [Layer(name: "a", animations: [.track(fade)])])
        do {
            _ = try LottieExporter.export(timeline)
            Issue.record("exported")
        } catch {
            #expect(
                error == .tooManyKeyTimes(layer: "a", keyPath: "opacity", limit: PlacedTrack.maximumKeyTimes))
            #expect(error.description.contains("too many keyframes or repetitions"))
        }
    }

    @Test func aSpikeBetweenTheProbesIsNotExact() throws {
        // linear() stops on the line y = x at every tenth, with a spike to 1 at 12 %: frame 7 of 60.
        let spike = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)],
            timingFunction: .piecewiseLinear(
                try PiecewiseLinear(stops: [
                    .init(output: 0, inputs: [0]), .init(output: 0.1, inputs: [0.1]),
                    .init(output: 1, inputs: [0.12]), .init(output: 0.14, inputs: [0.14]),
                    .init(output: 1, inputs: [1]),
                ])),
            timing: MediaTiming(duration: 1))
        let timeline = try Timeline(duration: 1, layers: [Layer(name: "a", animations: [.track(spike)])])
        let export = try LottieExporter.export(timeline)
        let opacity = try #require(export.properties.first { $0.property == "ks.o" })
        #expect(!opacity.isExact)
    }
}

/// A refused channel is named by the fxkit tracks driving it.
@Suite struct LottieErrorNameTests {
    @Test func namesTheFxkitKeyPathWithLottiesProperty() throws {
        let timeline = try LottieFixtures.ringingWheel()
        do {
            _ = try LottieExporter.export(
                timeline, options: InterchangeOptions(tolerance: try InterchangeTolerance(unitless: 1e-9)))
            Issue.record("exported")
        } catch {
            #expect(
                error.findingDescription.hasPrefix("layer 'wheel': 'transform.rotation (ks.r)'"), "\(error)")
        }
    }
}

/// A viewport too small or too large is refused as such, not as a fraction.
@Suite struct LottieViewportRangeTests {
    @Test(arguments: [0.0, 0.5, 2e6, Double.nan, Double.infinity])
    func refusesAViewportOutOfRange(_ width: Double) throws {
        do {
            _ = try LottieExporter.export(
                Timeline(duration: 1),
                options: InterchangeOptions(context: EffectContext(viewportWidth: width)))
            Issue.record("exported")
        } catch {
            // The height and the limit as given, whatever the width.
            #expect(error == .viewportOutOfRange(width: width, height: 667, limit: 1e6))
        }
    }
}
