import EffectsCore

/// An effect found from a reference on the command line, with where it came from.
struct ResolvedEffect: Sendable {
    /// The effect.
    var effect: any TransitionEffect
    /// Where it was defined: built-in, or a file and line.
    var origin: EffectOrigin

    /// The effect's registry name.
    var name: String { effect.descriptor.name }
}
