import EffectsRegistry

// Interim until branch `dsl` lands: a compiler that loads nothing.

/// A compiler for when the effect language is not built in.
struct UnavailableCompiler: ScriptCompiler {
    func compile(_ script: EffectScript, registry: EffectRegistry) -> ScriptCompilation {
        let diagnostic = ScriptDiagnostic(
            file: script.name, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .error,
            message: "effect files are not supported yet", hints: [])
        return ScriptCompilation(effects: [], diagnostics: [diagnostic]) { _ in
            "\(script.name):1:1: error: effect files are not supported yet\n"
        }
    }

    func timingFunction(_ text: String) -> Result<TimingFunction, ScriptTextError> {
        text == "linear" ? .success(.linear) : .failure(ScriptTextError("unknown timing function '\(text)'"))
    }
}
