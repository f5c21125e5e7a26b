import EffectDSL
import EffectsRegistry

/// The DSL's loader, as the parse figure uses it.
enum CoreDSL {
    /// Why the DSL cannot be measured, or `nil` when it can.
    static let unavailableReason: String? = nil

    /// Reads, parses and checks the `.fx` file at `path` and builds every effect in it with its
    /// default parameters (the loader does all of that, as `fxctl` loads a file); the number of
    /// effects loaded, or the first failure.
    static func loadAndCompile(path: String) -> Result<Int, DSLFailure> {
        let registry = EffectRegistry()
        let result = DSLFileProvider(path: path).load(into: registry)
        if let failure = result.failures.first {
            return .failure(DSLFailure(message: String(failure.message.prefix(300))))
        }
        return .success(result.effects.count)
    }
}

/// Why a generated file did not load.
struct DSLFailure: Error {
    /// The loader's first diagnostic, or what went wrong.
    let message: String
}
