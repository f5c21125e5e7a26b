import EffectDSL
import EffectsRegistry

/// The effect language of the EffectDSL module, as fxctl's `ScriptCompiler`.
struct DSLScriptCompiler: ScriptCompiler {
    /// Loads `script` with the DSL's loader: its effects when it has no error, and every diagnostic.
    func compile(_ script: EffectScript, registry: EffectRegistry) -> ScriptCompilation {
        let result = DSLLoader.load(SourceFile(name: script.name, bytes: script.bytes), registry: registry)
        let effects = result.effects.map { effect in
            RegisteredEffect(
                effect: effect, origin: .file(path: effect.location.file, line: effect.location.line))
        }
        let sources = result.sources
        let diagnostics = result.diagnostics
        return ScriptCompilation(
            effects: result.hasErrors ? [] : effects,
            diagnostics: diagnostics.map(DSLScriptCompiler.diagnostic)
        ) { colors in
            DiagnosticRenderer(sources: sources, colors: colors).render(diagnostics)
        }
    }

    /// The timing function `text` spells, or the first reason it spells none.
    func timingFunction(_ text: String) -> Result<TimingFunction, ScriptTextError> {
        do {
            return .success(try TimingFunctionParser.parse(text))
        } catch {
            return .failure(ScriptTextError("invalid timing function '\(text)': \(error.message)"))
        }
    }

    /// A DSL diagnostic in the terms `check --format json` prints; the hint and the notes become hints.
    static func diagnostic(_ diagnostic: Diagnostic) -> ScriptDiagnostic {
        let severity: ScriptDiagnostic.Severity
        switch diagnostic.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        case .note: severity = .note
        }
        let notes = diagnostic.notes.map { "\($0.range.start): \($0.message)" }
        return ScriptDiagnostic(
            file: diagnostic.range.start.file, line: diagnostic.range.start.line,
            column: diagnostic.range.start.column, endLine: diagnostic.range.end.line,
            endColumn: diagnostic.range.end.column, severity: severity, message: diagnostic.message,
            hints: (diagnostic.hint.map { [$0] } ?? []) + notes)
    }
}
