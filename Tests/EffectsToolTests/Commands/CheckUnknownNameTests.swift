import Effects
import Testing

@testable import EffectsTool

/// `check` takes files and effect names: a word that is neither says so, with the closest names,
/// rather than "cannot read" as if it were a file.
@Suite struct CheckUnknownNameTests {
    @Test func aMistypedEffectNameGetsASuggestion() throws {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.builtIns = [BuiltInEffects.provider]
        let result = fx.run(["check", "swap-crad"])
        #expect(result.status == 1)
        #expect(
            result.error
                == "Error: no file or effect 'swap-crad' (did you mean 'swap-card'?); 'fxctl list' shows the effects\n"
                + "1 error in 1 file\n")
    }

    @Test func aBuiltInCheckedByNameIsCountedAsAnEffectNotAFile() throws {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.builtIns = [BuiltInEffects.provider]
        let builtIn = fx.run(["check", "swap-card"])
        #expect(builtIn.status == 0, "\(builtIn)")
        #expect(builtIn.error.hasSuffix("\n4 warnings in 1 effect\n"), "\(builtIn.error)")
        try fx.write("effect x {\n    layer l { animate opacity { 0% 0; 100% 2 } }\n}\n", to: "x.fx")
        let both = fx.run(["check", "swap-card", "x.fx", "stack"])
        #expect(both.error.hasSuffix(" in 1 file and 2 effects\n"), "\(both.error)")
    }

    @Test func aMissingPathIsStillAFileThatCannotBeRead() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["check", "missing.fx"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Error: cannot read 'missing.fx'"), "\(result)")
    }
}
