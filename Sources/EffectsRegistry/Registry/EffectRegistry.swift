import EffectsText

/// The effects an application knows, by name, each with where it came from.
///
/// A value type: building one is a sequence of `register` and `load` calls, after which it can be
/// shared freely between tasks. Names are unique; a second definition is refused with both origins.
public struct EffectRegistry: Sendable {
    private var byName: [String: RegisteredEffect] = [:]

    /// An empty registry.
    public init() {}

    /// Adds `effect`, defined at `origin`.
    ///
    /// Refused when an effect of the same name is already registered (the error names both origins)
    /// or when the descriptor has problems (see ``EffectDescriptor/problems()``).
    public mutating func register(_ effect: any TransitionEffect, origin: EffectOrigin) throws(RegistryError)
    {
        let descriptor = effect.descriptor
        if let existing = byName[descriptor.name] {
            throw .duplicate(name: descriptor.name, first: existing.origin, second: origin)
        }
        let problems = descriptor.problems()
        guard problems.isEmpty else {
            throw .invalidEffect(name: descriptor.name, origin: origin, problems: problems)
        }
        byName[descriptor.name] = RegisteredEffect(effect: effect, origin: origin)
    }

    /// Registers every effect `provider` loads and returns what failed: the provider's own failures,
    /// then one for each effect refused (a duplicate name, an invalid descriptor), with its origin as
    /// the source.
    public mutating func load(from provider: some EffectProvider) -> [EffectLoadFailure] {
        let result = provider.load(into: self)
        var failures = result.failures
        for entry in result.effects {
            do {
                try register(entry.effect, origin: entry.origin)
            } catch {
                failures.append(
                    EffectLoadFailure(source: entry.origin.description, message: error.description))
            }
        }
        return failures
    }

    /// Takes the effect called `name` out of the registry and returns it, or returns `nil` when the
    /// registry holds no such effect.
    ///
    /// A loader that lets a file's effect replace one loaded earlier (a shipped `.fx` effect of the
    /// same name) removes the earlier one first, since ``register(_:origin:)`` refuses a second
    /// definition.
    @discardableResult
    public mutating func remove(named name: String) -> RegisteredEffect? {
        byName.removeValue(forKey: name)
    }

    /// The effect called `name`; an unknown name is an error with the close names as suggestions.
    public func effect(named name: String) throws(RegistryError) -> any TransitionEffect {
        guard let entry = byName[name] else {
            throw .unknownEffect(name: name, suggestions: Suggestions.closest(to: name, in: names, limit: 2))
        }
        return entry.effect
    }

    /// The effect called `name` with its origin, or `nil`.
    public func entry(named name: String) -> RegisteredEffect? {
        byName[name]
    }

    /// Every registered effect, sorted by name, for listings.
    public var entries: [RegisteredEffect] {
        byName.keys.sorted().compactMap { byName[$0] }
    }

    /// The registered names, sorted.
    public var names: [String] {
        byName.keys.sorted()
    }

    /// The number of registered effects.
    public var count: Int {
        byName.count
    }
}
