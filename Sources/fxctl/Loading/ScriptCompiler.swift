import EffectsRegistry

/// Turns `.fx` text into effects, and timing-function text into a timing function: the part of
/// fxctl that speaks the effect language.
///
/// The tool uses the EffectDSL module's compiler; tests may stand in a small fake.
protocol ScriptCompiler: Sendable {
    /// Compiles `script`; `registry` holds the effects it may derive from.
    func compile(_ script: EffectScript, registry: EffectRegistry) -> ScriptCompilation

    /// The timing function written as `text` (`ease-in`, `cubic-bezier(.42,0,.58,1)`), or a
    /// lowercase message saying what is wrong with it.
    func timingFunction(_ text: String) -> Result<TimingFunction, ScriptTextError>
}

/// A message about text that is not what the language expects.
struct ScriptTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, lowercase.
    var message: String

    /// An error with `message`.
    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
