import EffectDSL

/// The hints fxctl gives in place of the DSL's own where a command can show what the library can
/// only describe: the DSL says "the effect's sample table lists them", fxctl names the command.
enum ToolHints {
    /// The tool's hint for each diagnostic that has one.
    static let hints: [DiagnosticID: String] = [
        .exampleColumnUnknown:
            "a column is 'layer.keypath', with '.x', '.y', '.z' or '.w' for a vector; 'fxctl sample' lists them",
        .exampleValueNotConstant: "write the number the effect shows; 'fxctl sample' prints it",
    ]

    /// `diagnostic` with the tool's hint in place of the library's, where the tool has one.
    static func applied(to diagnostic: Diagnostic) -> Diagnostic {
        guard let hint = hints[diagnostic.id] else { return diagnostic }
        var changed = diagnostic
        changed.hint = hint
        return changed
    }
}
