import EffectDSL
import EffectsRegistry

/// An effect imported from a file of a foreign format, carrying what that file's import warned
/// about, so that a command can say what the effect lacks without importing the file again.
public protocol ImportedEffect: TransitionEffect {
    /// The warnings of the import of the effect's file (what it dropped or left out), in source
    /// order.
    var sourceWarnings: [Diagnostic] { get }
    /// The tracks the import approximated, each within its tolerance (a Lottie file's curved
    /// motion paths), so that an export of the effect says its source was approximated.
    var sourceApproximations: [Approximation] { get }
}
