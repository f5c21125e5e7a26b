import EffectsRegistry
import Testing

@testable import EffectDSL

/// `let NAME = TF` names a timing function once for any `timing` option or keyframe line.
@Suite struct NamedTimingTests {
    /// The curve of the issue, `easeOutCubic` of a CSS animation library.
    static let curve = "cubic-bezier(0.215, 0.61, 0.355, 1)"

    @Test func aNamedTimingFunctionBuildsTheTimelineOfTheCurveWrittenOut() throws {
        func effect(_ bz: String, _ settle: String, lets: String) -> String {
            """
            effect e {
                duration 1s
                \(lets)
                timing \(bz)
                layer l {
                    set opacity = 1
                    animate opacity from 0 to 1
                    animate position.x timing \(settle) from 0 to 100
                    animate position.y { 0% 0 \(bz); 50% 1 \(settle); 100% 2 }
                    animate transform.scale { 0 \(bz); 1 \(settle); 2 }
                }
            }
            """
        }
        let named = try Scripts.timeline(
            effect("bz", "settle", lets: "let bz = \(NamedTimingTests.curve); let settle = ease-out"))
        let written = try Scripts.timeline(effect(NamedTimingTests.curve, "ease-out", lets: ""))
        #expect(named == written)
        let tracks = Scripts.tracks(named, layer: "l")
        let bezier = TimingFunction.cubicBezier(try CubicBezier(0.215, 0.61, 0.355, 1))
        #expect(tracks.map(\.timingFunction) == [bezier, .easeOut, bezier, bezier])
        #expect(tracks[2].timingFunctions == [bezier, .easeOut])
        #expect(tracks[3].timingFunctions == [bezier, .easeOut])
        #expect(tracks[3].keyTimes == nil)
    }

    @Test func aNamedTimingFunctionReadsTheLetsOfTheEffectEvenAsItsDefaultTiming() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                let b = 0.3
                let pop = spring(duration: 0.8s, bounce: b)
                timing pop
                layer l { set opacity = 1; animate opacity from 0 to 1 }
            }
            """)
        let track = try #require(Scripts.tracks(timeline, layer: "l").first)
        #expect(track.timingFunction == .spring(try Spring(duration: 0.8, bounce: 0.3)))
    }

    @Test func anotherNameForATimingFunctionIsTheSameFunction() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                let settle = ease-out
                let bz = \(NamedTimingTests.curve)
                let again = bz
                layer l { set opacity = 1; animate opacity timing again { 0 settle; 0.5; 1 } }
            }
            """)
        let track = try #require(Scripts.tracks(timeline, layer: "l").first)
        #expect(track.timingFunction == .cubicBezier(try CubicBezier(0.215, 0.61, 0.355, 1)))
        #expect(track.timingFunctions == [.easeOut, .linear])
    }

    @Test func aValueSpeltLikeATimingFunctionDoesNotHideIt() throws {
        let timeline = try Scripts.timeline(
            "effect e { let linear = 0.5; layer l { set opacity = linear; animate opacity timing linear to 1 } }"
        )
        #expect(Scripts.tracks(timeline, layer: "l").first?.timingFunction == .linear)
    }

    @Test func aWrongNamedTimingFunctionIsOneErrorHoweverOftenItIsUsed() {
        let result = DSLLoader.load(
            SourceFile(
                name: "test.fx",
                text: """
                    effect e {
                        let bz = cubic-bezier(1.5, 0, 1, 1)
                        layer l {
                            set opacity = 1
                            animate opacity timing bz from 0 to 1
                            animate opacity { 0% 0 bz; 50% 1 bz; 100% 1 }
                        }
                    }
                    """))
        #expect(result.diagnostics.map(\.id) == [.bezierXOutOfRange])
        #expect(result.diagnostics.first?.range.start.line == 2)
    }

    @Test(arguments: [
        ("effect e { let bz = ease-in; layer l { set opacity = bz * 2 } }", DiagnosticID.timingUsedAsValue),
        (
            "effect e { let bz = ease-in; layer l { set opacity = 1; animate opacity { 0% bz; 100% 1 } } }",
            .timingUsedAsValue
        ),
        (
            "effect e { let n = 2; layer l { set opacity = 1; animate opacity timing n to 0 } }",
            .valueUsedAsTiming
        ),
        (
            "effect e { let f(x) = x; layer l { set opacity = 1; animate opacity { 0% 1 f; 100% 0 } } }",
            .valueUsedAsTiming
        ),
        ("effect e { let ease = steps(2) }", .nameBuiltIn),
        ("effect e { let bz = ease-in; let bz = ease-out }", .nameDuplicate),
    ])
    func misuseIsOnePositionedError(_ text: String, _ id: DiagnosticID) {
        let result = DSLLoader.load(SourceFile(name: "test.fx", text: text))
        #expect(result.diagnostics.map(\.id) == [id], "\(result.rendered())")
    }
}
