import EffectsRegistry

/// Loads `.fx` sources into scripted effects: parses every file, orders effects so that a base
/// comes before what derives from it, checks each, and builds it once with its defaults.
///
/// A file with an error loads none of its effects; the other files load regardless. A base is
/// looked up among the effects being loaded first, then in `registry` (built-ins included).
public enum DSLLoader {
    /// Loads one source.
    public static func load(
        _ source: SourceFile, registry: EffectRegistry = EffectRegistry(), limits: DSLLimits = .standard
    ) -> DSLLoadResult {
        load([source], registry: registry, limits: limits)
    }

    /// Loads several sources together, so that effects may derive from effects in other files.
    public static func load(
        _ sources: [SourceFile], registry: EffectRegistry = EffectRegistry(), limits: DSLLimits = .standard
    ) -> DSLLoadResult {
        var session = LoadSession(registry: registry, limits: limits)
        for source in sources { session.parse(source) }
        session.declare()
        session.checkAll()
        return session.result(sources)
    }
}
