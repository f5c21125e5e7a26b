import EffectsRegistry
import EffectsText
import Foundation
import Testing

@testable import EffectDSL

/// Springs run in seconds, as `CASpringAnimation` and SwiftUI run them (issue 12, items 3 and 4):
/// a track's duration cuts a spring or lets it rest; it does not stretch it.
@Suite struct SpringSecondsTests {
    /// The one effect of `text`, loaded, and every diagnostic of the file.
    static func load(_ text: String) throws -> (ScriptedEffect, [Diagnostic]) {
        let result = DSLLoader.load(SourceFile(name: "spring.fx", text: text))
        return (try #require(result.effects.first), result.diagnostics)
    }

    /// The effect of the issue: a `duration 3s` effect whose opacity springs from 0 to 1.
    static func opacitySpring(damping: Double) -> String {
        """
        effect e {
            duration 3s
            layer l {
                set opacity = 1
                animate opacity timing spring(mass: 1, stiffness: 100, damping: \(damping)) from 0 to 1
            }
        }
        """
    }

    /// Core Animation's under-damped closed form from rest: 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t).
    static func closedForm(ratio: Double, frequency: Double, time: Double) -> Double {
        let damped = frequency * (1 - ratio * ratio).squareRoot()
        let decay = ratio * frequency
        return 1 - exp(-decay * time) * (cos(damped * time) + decay / damped * sin(damped * time))
    }

    @Test(arguments: [(15.0, 0.75, 0.2982), (5.0, 0.25, 0.3929)])
    func aSpringTrackRunsInSecondsNotStretchedOverItsDuration(
        damping: Double, ratio: Double, rounded: Double
    ) throws {
        let (effect, _) = try Self.load(Self.opacitySpring(damping: damping))
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        let value = try #require(CompiledTimeline(timeline).values(at: 0.1).last)
        let expected = Self.closedForm(ratio: ratio, frequency: 10, time: 0.1)
        #expect(abs(value - expected) < 1e-12)
        #expect((value * 1e4).rounded() / 1e4 == rounded)
    }

    @Test func aSpringThatSettledAtTheModelValueDoesNotSnapBack() throws {
        // The effect: `set` holds the end value, and the spring rests there long before 3 s.
        let (_, diagnostics) = try Self.load(Self.opacitySpring(damping: 15))
        #expect(diagnostics.isEmpty)
        // With no duration anywhere the track lasts the settling duration and ends within the
        // spring's tolerance of the end value, which the model value holds: no warning either.
        let (_, untimed) = try Self.load(
            "effect e { layer l { set opacity = 1; animate opacity timing spring(damping: 15) from 0 to 1 } }"
        )
        #expect(untimed.isEmpty)
    }

    @Test func aTrackWithoutADurationLastsItsSpringsSettlingDuration() throws {
        let (effect, diagnostics) = try Self.load(
            """
            effect e {
                layer l {
                    set transform.scale = 1
                    animate transform.scale timing spring(duration: 0.8s, bounce: 0.3) from 0.5 to 1
                    animate opacity from 0 to 1
                }
            }
            """)
        #expect(diagnostics.isEmpty)
        let settling = try Spring(duration: 0.8, bounce: 0.3).settlingDuration
        #expect(abs(settling - 1.3583) < 1e-4)
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        // The effect without a duration lasts as long as that track; other tracks keep 0.25 s.
        #expect(timeline.duration == settling)
        let durations = timeline.layers[0].animations.compactMap { animation -> Double? in
            guard case .track(let track) = animation else { return nil }
            return track.timing.simpleDuration
        }
        #expect(durations == [settling, MediaTiming.defaultDuration])
    }

    @Test func aTrackShorterThanItsSpringCutsItAndWarnsWithTheValueAtTheCut() throws {
        let (_, diagnostics) = try Self.load(
            """
            effect e {
                duration 0.5s
                layer l {
                    set opacity = 1
                    animate opacity timing spring(damping: 5) from 0 to 1
                }
            }
            """)
        let cut = try Spring(damping: 5).position(atTime: 0.5)
        #expect(diagnostics.map(\.id) == [.springCut])
        #expect(
            diagnostics.first?.message
                == "'l.opacity' cuts its spring at 0.5 s, 0.5 s into it, at the value "
                + NumberFormatting.string((cut * 1e4).rounded() / 1e4) + "; it settles after 2.865267 s")
        #expect(diagnostics.first?.range.start.line == 5)
    }

    @Test func aCutSpringSnapsBackOnlyWhenTheModelValueIsNotItsEnd() throws {
        // No `set`: the model value 1 is not the spring's end 0.5, so the jump is a snap-back too.
        let (_, diagnostics) = try Self.load(
            "effect e { duration 0.5s; layer l { animate opacity timing spring(damping: 5) from 0 to 0.5 } }")
        #expect(diagnostics.map(\.id) == [.springCut, .propertySnapsBack])
    }

    @Test func aKeyframeSpringRunsInItsSegmentsSeconds() throws {
        // The first segment lasts 0.4 s of a 2 s track and its spring runs from 0 s; the second
        // segment's spring starts at 0.4 s, so at 0.7 s it has run 0.3 s.
        let (effect, diagnostics) = try Self.load(
            """
            effect e {
                duration 2s
                layer l {
                    set position.x = 0
                    animate position.x fill forwards { 0% 0 spring(damping: 15); 20% 100 spring(damping: 15); 100% 0 }
                }
            }
            """)
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        let compiled = CompiledTimeline(timeline)
        let column = try #require(compiled.columnNames.firstIndex(of: "l.position.x"))
        let spring = try Spring(damping: 15)
        let first = compiled.values(at: 0.1)[column]
        #expect(abs(first - 100 * spring.position(atTime: 0.1)) < 1e-9)
        let second = compiled.values(at: 0.7)[column]
        #expect(abs(second - (100 - 100 * spring.position(atTime: 0.3))) < 1e-9)
        // The first segment (0.4 s) cuts its spring; the second (1.6 s) lets it settle.
        #expect(diagnostics.map(\.id) == [.springCut])
        let prefix = "'l.position.x' cuts its spring at 0.4 s, 0.4 s into it"
        #expect(diagnostics.first?.message.hasPrefix(prefix) == true)
    }
}
