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
    ///
    /// With a `catalogue` selection, the ``ShippedCatalogue`` effects it names and those the
    /// sources derive from load in the same pass; an effect of the sources replaces a shipped one
    /// of the same name (the user's own wins), and ``DSLLoadResult/replacedShipped`` names it.
    ///
    /// With `collectsWarnings` false no warning is looked for or reported, and the effects carry
    /// none: a caller that shows only what loaded (`fxctl list`) skips the analysis of every
    /// timeline, the larger part of a warning's cost. What loads, and every error, is the same.
    public static func load(
        _ sources: [SourceFile], catalogue: CatalogueSelection? = nil,
        registry: EffectRegistry = EffectRegistry(),
        limits: DSLLimits = .standard, collectsWarnings: Bool = true
    ) -> DSLLoadResult {
        var session = LoadSession(registry: registry, limits: limits, collectsWarnings: collectsWarnings)
        for source in sources { session.parse(source) }
        let shipped = catalogue.map { session.parseCatalogue($0) } ?? []
        session.declare()
        session.checkAll()
        return session.result(sources + shipped)
    }
}
