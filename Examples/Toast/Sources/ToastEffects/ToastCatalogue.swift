import EffectDSL
import Effects
import EffectsRegistry

/// The effects the app plays: fxkit's built-ins, the app's own Swift effects and the `.fx` files of
/// its `effects/` directory, in one registry.
public enum ToastCatalogue {
    /// The app's effects written in Swift.
    public static let provider = StaticEffectProvider(
        name: "toast effects", effects: [ToastEntrance()], origin: .swift(provider: "toast effects"))

    /// A registry of the built-ins, ``provider``'s effects and every `.fx` file under `directory`,
    /// with what did not load (a broken file, a name defined twice) listed beside it.
    public static func registry(effectsDirectory directory: String) -> (
        registry: EffectRegistry, failures: [EffectLoadFailure]
    ) {
        var registry = EffectRegistry()
        var failures = registry.load(from: BuiltInEffects.provider)
        failures += registry.load(from: provider)
        failures += registry.load(from: DSLDirectoryProvider(path: directory))
        return (registry, failures)
    }
}
