/// A source of effects for a registry: the built-ins, a directory of `.fx` files, one file.
///
/// A provider reports what it could not load next to what it could, so one broken file does not
/// hide the others.
public protocol EffectProvider: Sendable {
    /// What the provider is, for messages: "built-in effects", "effects/".
    var name: String { get }

    /// Loads the provider's effects.
    ///
    /// `registry` holds what was registered before, so an effect can derive from one registered
    /// earlier (a file from a built-in). A provider whose effects derive from each other registers
    /// them into its own copy of `registry` as it goes; the copy does not change the caller's.
    func load(into registry: EffectRegistry) -> EffectProviderResult
}
