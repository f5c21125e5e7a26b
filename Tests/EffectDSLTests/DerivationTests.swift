import EffectsRegistry
import Testing

@testable import EffectDSL

/// `effect NAME: BASE { … }` from a built-in (the probe) and from a scripted effect.
@Suite struct DerivationTests {
    @Test func inheritsParametersAndLayersOfABuiltIn() throws {
        let effect = try Scripts.effect(
            """
            effect big-probe: probe {
                param size = 50
                layer label { set opacity = size / 100 }
            }
            """)
        #expect(effect.descriptor.parameterNames == ["size", "duration"])
        #expect(effect.descriptor.parameter(named: "size")?.defaultValue == .number(50))
        #expect(effect.descriptor.parameter(named: "size")?.kind == .number(range: -100...100))
        #expect(effect.descriptor.layerNames == ["box", "label"])
        #expect(effect.baseName == "probe")
        let timeline = try effect.timeline(assignments: ["size=20"])
        #expect(timeline.layers[0].modelValues.last?.value == Value(20, 20))
        #expect(timeline.layers[1].modelValues.first?.value == Value(0.2))
        #expect(timeline.duration == 1)
    }

    @Test func aDurationPlaysTheBaseFasterOrSlower() throws {
        let effect = try Scripts.effect("effect slow-probe: probe { duration 4s }")
        let timeline = try effect.timeline(assignments: [])
        #expect(timeline.duration == 4)
        let sampler = Sampler(timeline: timeline)
        #expect(sampler.value(of: "box.opacity", at: 2) == 0.5)
        #expect(sampler.value(of: "box.opacity", at: 4) == 0)
    }

    @Test func aTimingAppliesToTheBaseTracksWithoutOne() throws {
        let effect = try Scripts.effect("effect eased-probe: probe { timing ease-in }")
        let timeline = try effect.timeline(assignments: [])
        #expect(Scripts.tracks(timeline, layer: "box").first?.timingFunction == .easeIn)
    }

    @Test func addsToALayerOfTheBase() throws {
        let effect = try Scripts.effect("effect e: probe { layer box { set transform.scale = 2 } }")
        let timeline = try effect.timeline(assignments: [])
        #expect(timeline.layers.map(\.name) == ["box"])
        #expect(timeline.layers[0].modelValues.count == 3)
    }

    @Test func derivesFromAScriptedEffectInTheSameFile() throws {
        let text = """
            effect base {
                param lift = 10
                duration 1s
                timing linear
                layer card { set position = (0, 0); animate position.y from 0 to -lift }
            }
            effect lifted: base {
                param lift = 40
                timing ease-out
            }
            """
        let effect = try Scripts.effect(text)
        #expect(effect.descriptor.name == "lifted")
        let timeline = try effect.timeline(assignments: [])
        let track = try #require(Scripts.tracks(timeline, layer: "card").first)
        #expect(track.values == [Value(0), Value(-40)])
        #expect(track.timingFunction == .easeOut)
    }

    @Test func loadsBasesBeforeWhatDerivesFromThem() {
        let result = DSLLoader.load(
            [
                SourceFile(name: "a.fx", text: "effect child: parent { }"),
                SourceFile(name: "b.fx", text: "effect parent: probe { }"),
            ], registry: ProbeEffect.registry)
        #expect(!result.hasErrors)
        #expect(result.effects.map(\.descriptor.name) == ["child", "parent"])
        #expect(result.effects.first?.descriptor.layerNames == ["box"])
    }

    @Test func aBrokenFileDoesNotStopTheOthers() {
        let result = DSLLoader.load(
            [
                SourceFile(name: "good.fx", text: "effect good { layer l { } }"),
                SourceFile(
                    name: "bad.fx", text: "effect bad { layer l { set opacity = nope } }\neffect fine { }"),
            ])
        #expect(result.failedFiles == ["bad.fx"])
        #expect(result.effects.map(\.descriptor.name) == ["good"])
        #expect(result.diagnostics(inFile: "bad.fx").map(\.id) == [.nameUnknown])
    }
}
