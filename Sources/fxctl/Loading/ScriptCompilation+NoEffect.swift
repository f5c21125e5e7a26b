/// A file that defines no effect (an empty file, one of comments only): the same error whether
/// `check` checks it or `sample`, `inspect`, `plot` or `render` names it.
extension ScriptCompilation {
    /// "'empty.fx' defines no effect; …", for the file as the user named it.
    static func noEffectMessage(_ file: String) -> String {
        if CommandContext.isStylesheet(file) {
            return "'\(file)' defines no effect; a stylesheet's effects are the @keyframes its element plays"
        }
        return "'\(file)' defines no effect; a .fx file holds at least one 'effect NAME { … }'"
    }

    /// This compilation, with an error at the file's start when it has no error and no effect.
    func requiringAnEffect(file: String) -> ScriptCompilation {
        guard !hasErrors, effects.isEmpty else { return self }
        let message = Self.noEffectMessage(file)
        let error = ScriptDiagnostic(
            file: file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .error, message: message,
            hints: [])
        let render = render
        return ScriptCompilation(effects: [], diagnostics: diagnostics + [error]) { colors in
            render(colors) + "\(file):1:1: error: \(message)\n"
        }
    }
}
