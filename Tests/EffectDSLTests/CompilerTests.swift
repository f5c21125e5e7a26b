import EffectsRegistry
import Testing

@testable import EffectDSL

/// What each construct compiles to in the core model.
@Suite struct CompilerTests {
    @Test func trackDurationDefaultsToTheGroupThenTheEffect() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                duration 3s
                layer l {
                    set opacity = 0
                    animate opacity to 0
                    group duration 2s { animate opacity to 0; group { animate opacity to 0 } }
                    group { animate opacity to 0 }
                }
            }
            """)
        #expect(Scripts.tracks(timeline, layer: "l").map(\.timing.duration) == [3, 2, 2, 3])
        #expect(timeline.duration == 3)
    }

    @Test func effectTimingIsTheDefaultWholeTrackTiming() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                timing ease-in
                layer l {
                    set opacity = 0
                    animate opacity from 1 to 0
                    animate opacity timing ease-out from 1 to 0
                    animate opacity { 1 ease-in-out; 0.5; 0 }
                }
            }
            """)
        let tracks = Scripts.tracks(timeline, layer: "l")
        #expect(tracks.map(\.timingFunction) == [.easeIn, .easeOut, .easeIn])
        #expect(tracks[2].timingFunctions == [.easeInOut, .linear])
        #expect(tracks[2].keyTimes == nil)
    }

    @Test func keyframeOffsetsInTimeAreDividedByTheTrackDuration() throws {
        let timeline = try Scripts.timeline(
            """
            effect e { layer l { set opacity = 0; animate opacity duration 1.2s { from 1; 0.6s 0.5; 900ms 0.25; to 0 } } }
            """)
        let track = try #require(Scripts.tracks(timeline, layer: "l").first)
        #expect(track.keyTimes == [0, 0.5, 0.75, 1])
        #expect(track.values == [Value(1), Value(0.5), Value(0.25), Value(0)])
    }

    @Test func fromOmittedStartsAtTheLayersModelValue() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                layer l {
                    set position = (10, 20)
                    animate position.x to 50
                    animate position to (0, 0)
                    set position.y = 30
                    animate opacity to 0.5
                    set opacity = 0.5
                }
            }
            """)
        let tracks = Scripts.tracks(timeline, layer: "l")
        #expect(tracks.map { $0.values.first } == [Value(10), Value(10, 30), Value(0.5)])
    }

    @Test func optionsBecomeMediaTiming() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                layer l {
                    set opacity = 0
                    animate opacity duration 2s delay 0.5s offset 250ms speed 2 repeat 2.5 autoreverse fill both mode discrete additive cumulative { 0; 1 }
                    animate opacity repeat forever fill none to 0
                }
            }
            """)
        let tracks = Scripts.tracks(timeline, layer: "l")
        let timing = try #require(tracks.first?.timing)
        #expect(timing.duration == 2)
        #expect(timing.beginTime == 0.5)
        #expect(timing.timeOffset == 0.25)
        #expect(timing.speed == 2)
        #expect(timing.repeatCount == 2.5)
        #expect(timing.autoreverses)
        #expect(timing.fillMode == .both)
        #expect(tracks.first?.calculationMode == .discrete)
        #expect(tracks.first?.isAdditive == true)
        #expect(tracks.first?.isCumulative == true)
        #expect(tracks.last?.timing.repeatCount == .infinity)
        #expect(tracks.last?.timing.fillMode == .removed)
    }

    @Test func groupsKeepTheirOptionsAndChildren() throws {
        let timeline = try Scripts.timeline(
            "effect e { layer l { set opacity = 0; group duration 1s delay 0.2s fill forwards { animate opacity to 0 } } }"
        )
        guard case .group(let group) = timeline.layers.first?.animations.first else {
            Issue.record("expected a group")
            return
        }
        #expect(group.timing.duration == 1)
        #expect(group.timing.beginTime == 0.2)
        #expect(group.timing.fillMode == .forwards)
        #expect(group.animations.count == 1)
    }

    @Test func splineParametersArePerKeyframe() throws {
        let timeline = try Scripts.timeline(
            "effect e { layer l { set opacity = 0; animate opacity mode cubic { 0; 1 tension 0.5 bias -0.5; 0 continuity 1 } } }"
        )
        let track = try #require(Scripts.tracks(timeline, layer: "l").first)
        #expect(track.tension == [0, 0.5, 0])
        #expect(track.continuity == [0, 0, 1])
        #expect(track.bias == [0, -0.5, 0])
        #expect(track.calculationMode == .cubic)
    }

    @Test func loopsAndBranchesBuildIndexedLayers() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                for i in 1...3 {
                    layer card[i] {
                        if i == 1 { set opacity = 1 } else if i == 2 { set opacity = 0.5 } else { set opacity = 0 }
                    }
                }
                for j in 0..<0 { layer never { } }
            }
            """)
        #expect(timeline.layers.map(\.name) == ["card[1]", "card[2]", "card[3]"])
        #expect(timeline.layers.map { $0.modelValues.first?.value.x } == [1, 0.5, 0])
    }

    @Test func unitsConvertToBaseUnits() throws {
        #expect(try Scripts.value("let x = 90deg") == Double.pi / 2)
        #expect(try Scripts.value("let x = 25%") == 0.25)
        #expect(try Scripts.value("let x = 600ms / 1s") == 0.6)
        #expect(try Scripts.value("let x = 2rad") == 2)
        #expect(try Scripts.value("let x = (#ff8000).y") == 128.0 / 255)
    }

    @Test func evaluatesOperatorsAndFunctions() throws {
        #expect(try Scripts.value("let x = 1 + 2 * 3 - 4 / 2") == 5)
        #expect(try Scripts.value("let x = -7 % 3") == -1)
        #expect(try Scripts.value("let x = true && !false ? 1 : 2") == 1)
        #expect(try Scripts.value("let x = clamp(5, 0, 2) + min(1, 2) + max(1, 2) + abs(-1)") == 6)
        #expect(try Scripts.value("let x = lerp(10, 20, 25%)") == 12.5)
        #expect(try Scripts.value("let x = lerp((0, 0), (10, 20), 0.5).y") == 10)
        #expect(try Scripts.value("let x = floor(2.7) + round(2.5) + sqrt(16)") == 9)
        #expect(try Scripts.value("let x = sin(0) + cos(0) + atan2(0, 1)") == 1)
        #expect(try Scripts.value("let f(a, b) = a * b + 1; let g(a) = f(a, a); let x = g(3)") == 10)
        #expect(try Scripts.value("let v = (1, 2) * 3 + (1, 1); let x = v.x + v.y") == 11)
        #expect(try Scripts.value("let x = (1, 2) == (1, 2) && (1, 2) != (2, 1) ? pi : 0") == Double.pi)
    }

    @Test func readsTheViewportFromTheContext() throws {
        let text = "effect e { layer l { set position = (width, height) / 2 } }"
        let timeline = try Scripts.timeline(
            text, context: EffectContext(viewportWidth: 100, viewportHeight: 50))
        #expect(timeline.layers.first?.modelValues.first?.value == Value(50, 25))
    }

    @Test func parametersBindFromText() throws {
        let text = """
            effect e {
                param angle = 10deg in 0deg...90deg "a tilt"
                param side = "left" in ["left", "right"]
                param shown = true
                param at = (1, 2)
                layer l {
                    set transform.rotation = side == "left" ? -angle : angle
                    set opacity = shown ? 1 : 0
                    set position = at
                }
            }
            """
        let effect = try Scripts.effect(text)
        #expect(effect.descriptor.parameter(named: "angle")?.unit == "rad")
        #expect(effect.descriptor.parameter(named: "angle")?.kind == .number(range: 0...(Double.pi / 2)))
        #expect(effect.descriptor.parameter(named: "side")?.kind == .choice(["left", "right"]))
        #expect(effect.descriptor.parameter(named: "angle")?.help == "a tilt")
        let timeline = try effect.timeline(assignments: [
            "angle=0.5", "side=right", "shown=false", "at=(3,4)",
        ])
        #expect(timeline.layers.first?.modelValues.map(\.value) == [Value(0.5), Value(0), Value(3, 4)])
    }

    @Test func valueErrorsFromBoundParametersAreThrownRendered() throws {
        let effect = try Scripts.effect("effect e { param d = 1; layer l { set opacity = 1 / d } }")
        #expect(throws: EffectError.self) { try effect.timeline(assignments: ["d=0"]) }
        do {
            _ = try effect.timeline(assignments: ["d=0"])
        } catch {
            #expect(error.description.hasPrefix("test.fx:1:51: error: division by zero\n"))
        }
    }

    @Test func driveAndSummaryReachTheDescriptor() throws {
        let effect = try Scripts.effect(
            "effect e { summary \"a test\"; drive progress; duration 2s; layer a { }; layer b { } }")
        #expect(effect.descriptor.drive == .progress)
        #expect(effect.descriptor.summary == "a test")
        #expect(effect.descriptor.duration == 2)
        #expect(effect.descriptor.layerNames == ["a", "b"])
    }
}
