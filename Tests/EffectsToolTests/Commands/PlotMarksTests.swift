import EffectGraphics
import Effects
import EffectsRegistry
import Testing

@testable import EffectsTool

/// The keyframe marks `plot` draws (``ChartSpec/init(title:timeline:)``) come from the timeline's
/// analysis: each moment once, in order.
@Suite struct PlotMarksTests {
    @Test func marksEachKeyframeMomentOnce() throws {
        // swap-card: zPosition at 0 and 1.2 s, the rotation at 0 and 1 s (its 2 s end is cut), the
        // position at 0, 0.6 and 1.2 s: the three tracks share 0 and 1.2 s.
        let effect = try #require(BuiltInEffects.effect(named: "swap-card"))
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        #expect(ChartSpec(title: "swap-card", timeline: timeline).keyframeTimes == [0, 0.6, 1, 1.2])
    }
}
