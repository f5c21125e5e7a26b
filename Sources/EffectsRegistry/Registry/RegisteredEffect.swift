/// An effect in a registry, with where it came from.
public struct RegisteredEffect: Sendable {
    /// The effect.
    public let effect: any TransitionEffect
    /// Where it was defined.
    public let origin: EffectOrigin

    /// An effect with its origin.
    public init(effect: any TransitionEffect, origin: EffectOrigin) {
        self.effect = effect
        self.origin = origin
    }

    /// The effect's registry name.
    public var name: String {
        effect.descriptor.name
    }
}
