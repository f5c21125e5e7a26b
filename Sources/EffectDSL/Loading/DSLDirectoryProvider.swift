import EffectsRegistry

/// Loads the effects of every `.fx` file under some directories (subdirectories included) into a
/// registry; each broken file is one failure and the others load.
///
/// The files of all the directories load together, so an effect may derive from one in any other
/// file. How files are found (order, depth, links, limits) is described in `docs/DSL.md`,
/// "Finding files".
public struct DSLDirectoryProvider: EffectProvider {
    /// The directories, searched in order.
    public let paths: [String]
    /// Files loaded before the directories', in the same pass, whatever their names.
    ///
    /// A file named on a command line: of two effects with one name, its effect loads. These files
    /// are left out of the directories, so that they keep the path given here.
    public let files: [String]
    /// Files left out of the directories, because the caller loads them itself.
    public let excluding: [String]
    /// The directory relative paths start from; `"."` uses them as given.
    public let workingDirectory: String
    /// The limits applied while finding and loading.
    public let limits: DSLLimits
    /// The ``ShippedCatalogue`` effects loaded with the files (an effect of the files replaces a
    /// shipped one of its name), or `nil` for none.
    public let catalogue: CatalogueSelection?
    /// Whether warnings are looked for (see ``DSLLoader/load(_:catalogue:registry:limits:collectsWarnings:)``).
    public let collectsWarnings: Bool

    /// A provider for the directory at `path`.
    public init(path: String, limits: DSLLimits = .standard) {
        self.init(paths: [path], limits: limits)
    }

    /// A provider for the `files`, then the directories `paths`, leaving out `excluding`, then the
    /// shipped effects `catalogue` selects; without `collectsWarnings`, no warning is looked for.
    public init(
        paths: [String], files: [String] = [], excluding: [String] = [], workingDirectory: String = ".",
        catalogue: CatalogueSelection? = nil, limits: DSLLimits = .standard, collectsWarnings: Bool = true
    ) {
        self.catalogue = catalogue
        self.collectsWarnings = collectsWarnings
        self.paths = paths
        self.files = files
        self.excluding = excluding
        self.workingDirectory = workingDirectory
        self.limits = limits
    }

    /// The directories with a trailing slash, as messages show them: "effects/".
    public var name: String {
        paths.map { $0.hasSuffix("/") ? $0 : $0 + "/" }.joined(separator: ", ")
    }

    /// Everything the load found: the effects, one short failure per file, and every diagnostic.
    public func report(into registry: EffectRegistry) -> DSLFileLoad {
        report(into: registry, from: sources())
    }

    /// The files the load reads, found and read but not loaded: what a load's result depends on
    /// besides the registry and the catalogue.
    public func sources() -> DSLSourceSet {
        FileSearch(
            directories: paths, files: files, excluding: excluding, workingDirectory: workingDirectory,
            limits: limits
        ).gather()
    }

    /// Everything the load of `sources` (this provider's ``sources()``, read before) found.
    public func report(into registry: EffectRegistry, from sources: DSLSourceSet) -> DSLFileLoad {
        FileSearch.load(
            sources, into: registry, adding: [], catalogue: catalogue, limits: limits,
            collectsWarnings: collectsWarnings)
    }

    /// The effects of the directories' files, and one failure per file that did not load.
    public func load(into registry: EffectRegistry) -> EffectProviderResult {
        report(into: registry).providerResult
    }
}
