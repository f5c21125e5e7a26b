import EffectsCore

extension CheckCommand {
    /// The check of the stylesheet `path`: its import's diagnostics, and with none of them errors
    /// its effects registered as a `.fx` file's are.
    static func stylesheet(_ path: String, context: CommandContext, registry: inout EffectRegistry)
        -> ScriptCompilation
    {
        let compilation: ScriptCompilation
        do {
            compilation = try context.stylesheetCompilation(path)
        } catch {
            let message = "\(error)"
            let diagnostic = ScriptDiagnostic(
                file: path, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .error, message: message,
                hints: [])
            return ScriptCompilation(effects: [], diagnostics: [diagnostic]) { _ in "Error: \(message)\n" }
        }
        var checked = compilation.requiringAnEffect(file: path)
        if !checked.hasErrors { register(&checked, into: &registry) }
        return checked
    }
}
