import Testing

@testable import EffectsTool

/// `sample --at` before the start or after the end of an effect: sampled as asked, with a warning
/// on standard error naming the moments outside.
@Suite struct SampleMomentOutsideTests {
    @Test func momentsOutsideTheEffectAreSampledWithAWarning() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["sample", "wipe", "--at", "-1,0.5,5", "--columns", "*.position.x"])
        #expect(result.status == 0, "\(result)")
        #expect(result.output == "t,progress,panel.position.x\n-1,-1,0\n0.5,0.5,50\n5,5,0\n")
        #expect(
            result.error
                == "Warning: --at -1, 5 are outside the effect, 0 to 1 s: there each property shows its "
                + "model value, or the value a fill holds\n")
    }

    @Test func progressesOutsideZeroToOneAreSampledWithAWarning() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["sample", "wipe", "--progress", "--at", "1.5", "--columns", "*.x"])
        #expect(result.status == 0, "\(result)")
        #expect(result.error.hasPrefix("Warning: --at 1.5 is outside the progress, 0 to 1: "), "\(result)")
    }

    @Test func momentsInsideTheEffectSayNothing() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["sample", "wipe", "--at", "0,1", "--columns", "*.x"])
        #expect(result.status == 0, "\(result)")
        #expect(result.error == "")
    }
}
