/// What a provider loaded: the effects that loaded and the failures of those that did not.
public struct EffectProviderResult: Sendable {
    /// The effects that loaded, with their origins, in the provider's order.
    public var effects: [RegisteredEffect]
    /// What could not be loaded, one entry per broken source.
    public var failures: [EffectLoadFailure]

    /// A result; both lists default to empty.
    public init(effects: [RegisteredEffect] = [], failures: [EffectLoadFailure] = []) {
        self.effects = effects
        self.failures = failures
    }
}
