import Effects
import EffectsRegistry
import Testing

@testable import EffectDSL

/// `example` items: what they put on the descriptor, and what a derived effect inherits.
@Suite struct ExampleTests {
    static let base = """
        effect panel {
            param distance = 100 in 0...1000 "how far the panel goes"
            param side = "right" in ["left", "right"]
            duration 1s
            layer panel {
                set position.x = side == "right" ? distance : -distance
                animate position.x from 0 to side == "right" ? distance : -distance
            }
            example "half way at half time" at 0.5s { panel.position.x = 50 }
            example "to the left" at 100% where side = "left", distance = 200 within 1e-6 {
                panel.position.x = -200
                panel.position.y = 0
            }
        }
        """

    @Test func putsTheExamplesOnTheDescriptorInOrder() throws {
        let effect = try Scripts.effect(Self.base)
        #expect(
            effect.descriptor.examples == [
                EffectExample(at: .time(0.5), expect: ["panel.position.x": 50], "half way at half time"),
                EffectExample(
                    ["side=left", "distance=200"], at: .progress(1),
                    expect: ["panel.position.x": -200, "panel.position.y": 0], tolerance: 1e-6, "to the left"),
            ])
        for example in effect.descriptor.examples { #expect(try effect.mismatches(of: example).isEmpty) }
    }

    @Test func readsParameterValuesAsTheLanguageWritesThem() throws {
        let effect = try Scripts.effect(
            """
            effect e {
                param length = 1s in 0.1s...10s
                param tilt = 0.1rad in 0rad...1rad
                param offset = (1, 2)
                param on = true
                duration length
                layer l { set position = offset; set transform.rotation = on ? tilt : 0 }
                example "x" at 0s where length = 1500ms, tilt = 9deg, offset = (3, -4), on = false {
                    l.position.x = 3; l.transform.rotation = 0
                }
                example "y" at 0s where tilt = 50% { l.transform.rotation = 0.5 }
            }
            """)
        #expect(
            effect.descriptor.examples.map(\.assignments) == [
                ["length=1.5", "tilt=0.15707963267948966", "offset=(3, -4)", "on=false"], ["tilt=0.5"],
            ])
    }

    @Test func aDerivedEffectInheritsTheExamplesThatStillHoldWithTheBaseDefaultsPinned() throws {
        let effect = try Scripts.effect(
            Self.base + """

                effect far-panel: panel {
                    param distance = 300
                    example "its own, after the inherited ones" at 0.5s { panel.position.x = 150 }
                }
                """)
        #expect(
            effect.descriptor.examples.map(\.assignments) == [
                ["distance=100"], ["side=left", "distance=200"], [],
            ])
        #expect(effect.descriptor.examples.last?.note == "its own, after the inherited ones")
        for example in effect.descriptor.examples { #expect(try effect.mismatches(of: example).isEmpty) }
    }

    @Test func aDerivedEffectThatChangesTheValuesInheritsNone() throws {
        let slower = try Scripts.effect(Self.base + "\neffect slow-panel: panel { duration 2s }")
        #expect(slower.descriptor.examples.map(\.note) == ["to the left"])
        let eased = try Scripts.effect(Self.base + "\neffect eased-panel: panel { timing ease-in }")
        #expect(eased.descriptor.examples.map(\.note) == ["to the left"])
    }

    @Test func aDerivedEffectInheritsTheBuiltInsExamples() throws {
        let result = DSLLoader.load(
            SourceFile(name: "test.fx", text: "effect wide-swap: swap-card { param angle = 0.3rad }"),
            registry: BadInputCorpusTests.registry)
        let effect = try #require(result.effects.first)
        let builtIn = SwapCard().descriptor.examples
        #expect(effect.descriptor.examples.map(\.note) == builtIn.map(\.note))
        #expect(
            effect.descriptor.examples.map(\.assignments) == builtIn.map { $0.assignments + ["angle=0.15"] })
    }

    @Test func anExampleBelongsDirectlyInsideTheEffect() {
        DiagnosticExpectations.check(
            "effect e { layer l { set opacity = 1 }; if true { 1️⃣example \"x\" at 0s { l.opacity = 1 } } }",
            [
                "1️⃣ 'example' cannot appear inside 'for' or 'if'",
                "hint: it belongs directly inside the 'effect'",
            ])
        DiagnosticExpectations.check(
            "effect e { layer l { set opacity = 1 }; example \"x\" 1️⃣{ l.opacity = 1 } }",
            ["1️⃣ expected 'at' and a time or a percentage after the example's sentence"])
        DiagnosticExpectations.check(
            "effect e { layer l { set opacity = 1 }; example \"x\" at 0s { l 1️⃣= 1 } }",
            ["1️⃣ expected '.' and a key path after the layer's name"])
    }
}
