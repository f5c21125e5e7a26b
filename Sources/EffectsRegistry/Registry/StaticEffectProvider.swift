/// A provider of a fixed list of effects written in Swift, all with the origin ``EffectOrigin/builtIn``.
///
/// The Effects module uses one to hand its built-ins to a registry; tests use one for fakes.
public struct StaticEffectProvider: EffectProvider {
    /// What the provider is, for messages, such as "built-in effects".
    public let name: String
    /// The effects, in the order they are registered.
    public let effects: [any TransitionEffect]

    /// A provider of `effects` called `name`.
    public init(name: String, effects: [any TransitionEffect]) {
        self.name = name
        self.effects = effects
    }

    /// Every effect, as built-in; a static list cannot fail to load.
    public func load(into registry: EffectRegistry) -> EffectProviderResult {
        EffectProviderResult(effects: effects.map { RegisteredEffect(effect: $0, origin: .builtIn) })
    }
}
