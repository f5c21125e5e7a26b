import EffectsInterchange
import EffectsRegistry
import Testing

/// The options are checked once, where they are made: a frame rate out of range never reaches a
/// converter.
@Suite struct InterchangeOptionsTests {
    @Test func theDefaultsAreTheEffectContextsViewportAt60FramesPerSecond() {
        let options = InterchangeOptions()
        #expect(options.context == EffectContext())
        #expect(options.tolerance == InterchangeTolerance())
        #expect(options.framesPerSecond == 60)
        #expect(options.title == "effect")
    }

    @Test(arguments: [0.5, 24, 1000])
    func aFrameRateInRangeIsKept(_ fps: Double) throws {
        #expect(try InterchangeOptions(framesPerSecond: fps).framesPerSecond == fps)
    }

    @Test(arguments: [0, -30, 1000.5, .nan, .infinity])
    func aFrameRateOutOfRangeIsRefused(_ fps: Double) {
        do {
            _ = try InterchangeOptions(framesPerSecond: fps)
            Issue.record("\(fps) frames per second was accepted")
        } catch {
            #expect(error.format == nil)
            #expect(error.description == "--fps must be a number of frames above 0 and at most 1000")
        }
    }
}
