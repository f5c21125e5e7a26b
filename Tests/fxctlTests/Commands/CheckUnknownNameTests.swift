import Effects
import Testing

@testable import fxctl

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

    @Test func aMissingPathIsStillAFileThatCannotBeRead() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["check", "missing.fx"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Error: cannot read 'missing.fx'"), "\(result)")
    }
}
