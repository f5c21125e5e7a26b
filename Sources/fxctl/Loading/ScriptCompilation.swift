import EffectsRegistry

/// What compiling one effect file gave: its effects, or the problems that stopped it, and a way to
/// print those problems as compilers do.
struct ScriptCompilation: Sendable {
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

    /// Whether any diagnostic is an error (then the file's effects cannot be used).
    var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The number of errors.
    var errorCount: Int {
        diagnostics.count { $0.severity == .error }
    }
}
