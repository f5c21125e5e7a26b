import EffectDSL
import EffectsCore

/// What loading one effect file gave: its effects, or the problems that stopped it, and a way to
/// print those problems as compilers do.
struct ScriptCompilation: Sendable {
    /// The name standard input goes by in messages.
    static let standardInputName = "<stdin>"

    /// The effects the file defines, with their origins; empty when the file has errors.
    var effects: [RegisteredEffect]
    /// Every error and warning, in source order.
    var diagnostics: [ScriptDiagnostic]
    /// The diagnostics as text (`file:line:col: error: …`, the source line, a caret), in colour or not.
    var render: @Sendable (_ colors: Bool) -> String

    /// A compilation from its parts.
    init(
        effects: [RegisteredEffect], diagnostics: [ScriptDiagnostic],
        render: @escaping @Sendable (_ colors: Bool) -> String
    ) {
        self.effects = effects
        self.diagnostics = diagnostics
        self.render = render
    }

    /// The part of `load` about the file `name`: a file that could not be read is one error at its
    /// start, printed as `Error: …`; otherwise its diagnostics, and its effects when it has no error.
    ///
    /// The effects are all those the file defines, even one whose name the registry already holds:
    /// a command that names the file means that file's effect.
    init(file name: String, of load: DSLFileLoad) {
        if let problem = load.problems.first(where: { $0.path == name }) {
            let message = problem.description
            self.init(
                effects: [],
                diagnostics: [
                    ScriptDiagnostic(
                        file: name, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .error,
                        message: message, hints: [])
                ]
            ) { _ in "Error: \(message)\n" }
            return
        }
        let result = load.result
        let diagnostics = result.diagnostics(inFile: name).map(ToolHints.applied(to:))
        let failed = result.failedFiles.contains(name)
        let effects = result.effects.filter { !failed && $0.location.file == name }.map { effect in
            RegisteredEffect(effect: effect, origin: .file(path: name, line: effect.location.line))
        }
        let sources = result.sources
        self.init(effects: effects, diagnostics: diagnostics.map(ScriptDiagnostic.init)) { colors in
            DiagnosticRenderer(sources: sources, colors: colors).render(diagnostics)
        }
    }

    /// Whether any diagnostic is an error (then the file's effects cannot be used).
    var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
