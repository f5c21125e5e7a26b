/// A provider of a fixed list of effects written in Swift, all with one origin.
///
/// The Effects module uses one to hand its built-ins to a registry (origin ``EffectOrigin/builtIn``);
/// an app hands its own Swift effects to a registry with one whose origin is
/// ``EffectOrigin/swift(provider:)``; tests use one for fakes.
public struct StaticEffectProvider: EffectProvider {
    /// What the provider is, for messages, such as "built-in effects".
    public let name: String
    /// The effects, in the order they are registered.
    public let effects: [any TransitionEffect]
    /// Where the effects come from, as listings show it.
    public let origin: EffectOrigin

    /// A provider of `effects` called `name`, with `origin` (fxkit's own built-ins by default; an
    /// app's effects pass `.swift(provider: name)`).
    public init(name: String, effects: [any TransitionEffect], origin: EffectOrigin = .builtIn) {
        self.name = name
        self.effects = effects
        self.origin = origin
    }

    /// Every effect, with the provider's origin; a static list cannot fail to load.
    public func load(into registry: EffectRegistry) -> EffectProviderResult {
        EffectProviderResult(effects: effects.map { RegisteredEffect(effect: $0, origin: origin) })
    }
}
