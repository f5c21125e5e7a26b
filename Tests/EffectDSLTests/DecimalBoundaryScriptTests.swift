import EffectsRegistry
import Testing

/// The `.fx` cases of issue 12 on boundaries, sampled as `fxctl sample` samples them.
@Suite struct DecimalBoundaryScriptTests {
    @Test func aDecimalEndShowsTheModelValueAtItsMomentAndOnTheLastFrame() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                duration 0.3s
                layer l {
                    set position.x = 7
                    animate position.x duration 0.2s delay 0.1s fill none from 0 to 100000
                }
            }
            """)
        let sampler = Sampler(timeline: timeline)
        #expect(sampler.value(of: "l.position.x", at: 0.3) == 7)
        #expect(try sampler.table(.framesPerSecond(60)).column(named: "l.position.x")?.last == 7)
    }

    @Test func aReversedStepsTrackHeldAfterItsEndShowsTheStepBelow() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                duration 3s
                layer l {
                    animate opacity duration 1s repeat 1 autoreverse fill forwards timing steps(4, jump-start) from 0 to 1
                }
            }
            """)
        let sampler = Sampler(timeline: timeline)
        #expect(sampler.value(of: "l.opacity", at: 2) == 0)
        #expect(sampler.value(of: "l.opacity", at: 2.5) == 0)
    }
}
