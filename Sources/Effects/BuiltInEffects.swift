import EffectsRegistry

/// The effects shipped with fxkit, one per seed, and the provider that registers them.
public enum BuiltInEffects {
    /// Every built-in effect, in the order of the seeds: reveal, swap-card, slide, stack.
    public static let all: [any BuiltInEffect] = [Reveal(), SwapCard(), Slide(), Stack()]

    /// The built-ins that play in sequences (all of them): galleries and the deck.
    public static let sequenced: [any SequencedEffect] = [Reveal(), SwapCard(), Slide(), Stack()]

    /// A provider registering ``all`` with the origin ``EffectOrigin/builtIn``.
    ///
    /// Each element is converted on its own: converting the array as a whole is a dynamic cast that
    /// looks the conformances up at run time, about a tenth of `fxctl list`'s own start-up.
    public static let provider = StaticEffectProvider(
        name: "built-in effects", effects: all.map { $0 as any TransitionEffect })

    /// The built-in called `name`, if there is one.
    public static func effect(named name: String) -> (any BuiltInEffect)? {
        all.first { $0.descriptor.name == name }
    }
}
