import EffectsRegistry

/// One imported file's compilation, the same for every format whose provider loads it alone.
extension ScriptCompilation {
    /// The compilation of the imported file `path` from what loading it alone gave: a file that
    /// could not be read (its first `problems`) is one error at its start; otherwise its `effects`,
    /// with the `diagnostics` of its import as `rendered` prints them (none for no import).
    package static func imported(
        _ path: String, problems: [DSLFileError], effects: [RegisteredEffect],
        diagnostics: [Diagnostic]?, rendered: @escaping @Sendable (_ colors: Bool) -> String
    ) -> ScriptCompilation {
        if let problem = problems.first { return .failure(problem.description, file: path) }
        guard let diagnostics else { return ScriptCompilation(effects: [], diagnostics: []) { _ in "" } }
        return ScriptCompilation(
            effects: effects, diagnostics: diagnostics.map(ScriptDiagnostic.init), render: rendered)
    }
}
