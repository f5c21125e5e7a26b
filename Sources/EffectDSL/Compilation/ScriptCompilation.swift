import EffectsRegistry

/// What loading one effect file gave: its effects, or the problems that stopped it, and a way to
/// print those problems as compilers do.
public struct ScriptCompilation: Sendable {
    /// The name standard input goes by in messages.
    public static let standardInputName = "<stdin>"

    /// The effects the file defines, with their origins; empty when the file has errors.
    public var effects: [RegisteredEffect]
    /// Every error and warning, in source order.
    public var diagnostics: [ScriptDiagnostic]
    /// The diagnostics as text (`file:line:col: error: …`, the source line, a caret), in colour or not.
    public var render: @Sendable (_ colors: Bool) -> String

    /// A compilation from its parts.
    public init(
        effects: [RegisteredEffect], diagnostics: [ScriptDiagnostic],
        render: @escaping @Sendable (_ colors: Bool) -> String
    ) {
        self.effects = effects
        self.diagnostics = diagnostics
        self.render = render
    }

    /// A file that could not be used at all: one error at its start, printed as `Error: message`.
    public static func failure(_ message: String, file: String) -> ScriptCompilation {
        ScriptCompilation(effects: [], diagnostics: [.error(message, file: file)]) { _ in
            "Error: \(message)\n"
        }
    }

    /// The part of `load` about the file `name`: a file that could not be read is one error at its
    /// start, printed as `Error: …`; otherwise its diagnostics, and its effects when it has no error.
    ///
    /// The effects are all those the file defines, even one whose name the registry already holds:
    /// whoever names the file means that file's effect. `hints` replace the DSL's own hints by
    /// diagnostic, where an application can say more (a tool names its command).
    public init(file name: String, of load: DSLFileLoad, hints: [DiagnosticID: String] = [:]) {
        if let problem = load.problems.first(where: { $0.path == name }) {
            self = .failure(problem.description, file: name)
            return
        }
        let result = load.result
        let diagnostics = result.diagnostics(inFile: name).map { diagnostic in
            guard let hint = hints[diagnostic.id] else { return diagnostic }
            var changed = diagnostic
            changed.hint = hint
            return changed
        }
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
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
