import EffectDSL
import Effects
import EffectsRegistry
import EffectsTool
import Testing

/// Inspect's document as a library call: the text names the exporting command only when told, the
/// JSON and the `.fx` source say the same effect.
@Suite struct EffectInspectionTests {
    static func inspection(_ name: String) throws -> EffectInspection {
        let effect = try #require(BuiltInEffects.effect(named: name))
        let entry = RegisteredEffect(effect: effect, origin: .builtIn)
        return try EffectInspection(entry, parameters: try effect.descriptor.bind(["angle": 0.3]))
    }

    @Test func theTextNamesTheExportCommandOnlyWhenGivenOne() throws {
        let inspection = try Self.inspection("swap-card")
        let plain = inspection.text()
        #expect(plain.hasPrefix("swap-card: "))
        #expect(plain.contains("\nEXPORT:\n"))
        #expect(plain.contains("TIMELINE (angle=0.3, viewport 375x667):"))
        #expect(inspection.text(exportCommand: "toastctl export").contains("\nEXPORT (toastctl export):\n"))
    }

    @Test func theJSONCarriesTheChosenParameters() throws {
        let json = try Self.inspection("swap-card").json().text()
        #expect(json.contains("\"name\": \"swap-card\""))
        #expect(json.contains("\"value\": 0.3"))
        #expect(json.contains("\"viewport\": [375, 667]"))
    }

    @Test func theFxSourceReadsBackAsTheSameEffect() throws {
        let inspection = try Self.inspection("swap-card")
        let source = inspection.fxSource(writer: "a test", registry: EffectRegistry())
        #expect(source.contains("a test"))
        let loaded = DSLLoader.load(SourceFile(name: "copy.fx", text: source))
        #expect(loaded.failedFiles.isEmpty)
        #expect(loaded.effects.count == 1)
    }
}
