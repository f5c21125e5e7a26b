import EffectsText

/// Why a registry could not find or accept an effect.
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No effect has this name; `suggestions` are the close names, closest first.
    case unknownEffect(name: String, suggestions: [String])
    /// Two effects have the same name; `first` is where the registered one came from.
    case duplicate(name: String, first: EffectOrigin, second: EffectOrigin)
    /// The effect's descriptor has problems (see ``EffectDescriptor/problems()``).
    case invalidEffect(name: String, origin: EffectOrigin, problems: [String])

    /// A lowercase message naming the effect and, for duplicates, both origins.
    public var description: String {
        switch self {
        case .unknownEffect(let name, let suggestions):
            // The suggestions are already the close names; this only phrases them.
            // What to run to see the names is the application's to say (fxctl says 'fxctl list').
            return "unknown effect '\(name)'" + Suggestions.didYouMean(name, in: suggestions)
                + "; no effect of that name is registered"
        case .duplicate(let name, let first, let second):
            return
                "effect '\(name)' is defined twice, first \(Self.phrase(first)), then \(Self.phrase(second))"
        case .invalidEffect(let name, let origin, let problems):
            return "invalid effect '\(name)' (\(origin)): " + problems.joined(separator: "; ")
        }
    }

    /// "built-in", "at path:line" or "from PROVIDER".
    private static func phrase(_ origin: EffectOrigin) -> String {
        switch origin {
        case .builtIn: return "built-in"
        case .file: return "at \(origin)"
        case .swift(let provider): return "from \(provider)"
        }
    }
}
