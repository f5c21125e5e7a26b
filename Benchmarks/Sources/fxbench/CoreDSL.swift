// The one place that knows whether the DSL's loader is on main. Until the branch `dsl` lands, the
// parse figure measures only Python's side and says why; when it lands, make `loadAndCompile` read,
// parse, check and compile the file with the real loader (see the comment).

/// The DSL's loader, or a placeholder while it is not on main.
enum CoreDSL {
    /// Why the DSL cannot be measured yet, or `nil` when it can.
    static let unavailableReason: String? = "the DSL's loader is not on main yet (branch dsl)"

    /// Reads, parses and checks the `.fx` file at `path`, then compiles every effect in it to a
    /// timeline with its default parameters; the number of effects compiled, or why it failed.
    ///
    /// Once on main: load the file through the DSL's file provider into an `EffectRegistry`, then
    /// call `timeline(descriptor.defaults(), context: EffectContext())` on every entry.
    static func loadAndCompile(path: String) -> Result<Int, DSLFailure> {
        .failure(DSLFailure(message: unavailableReason ?? "no loader"))
    }
}

/// Why a generated file did not load.
struct DSLFailure: Error {
    /// The loader's first diagnostic, or what went wrong.
    let message: String
}
