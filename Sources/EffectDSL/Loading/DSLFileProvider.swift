import EffectsRegistry

/// Loads the effects of some `.fx` files, named on their own, into a registry.
///
/// A named file is read whatever its name ends with and whatever it is (a pipe such as
/// `/dev/fd/3` too); the files load together, so an effect may derive from one in another file.
public struct DSLFileProvider: EffectProvider {
    /// The files' paths, as messages and origins show them.
    public let paths: [String]
    /// The directory relative paths start from; `"."` uses them as given.
    public let workingDirectory: String
    /// The limits applied while loading.
    public let limits: DSLLimits
    /// The ``ShippedCatalogue`` effects loaded with the files (an effect of the files replaces a
    /// shipped one of its name), or `nil` for none.
    public let catalogue: CatalogueSelection?

    /// A provider for the file at `path`.
    public init(path: String, limits: DSLLimits = .standard) {
        self.init(paths: [path], limits: limits)
    }

    /// A provider for the files at `paths`, in order; a file named twice loads once.
    public init(
        paths: [String], workingDirectory: String = ".", catalogue: CatalogueSelection? = nil,
        limits: DSLLimits = .standard
    ) {
        self.catalogue = catalogue
        self.paths = paths
        self.workingDirectory = workingDirectory
        self.limits = limits
    }

    /// The files' paths, separated by commas.
    public var name: String { paths.joined(separator: ", ") }

    /// Everything the load found; `extra` sources (standard input) load after the files, with them.
    public func report(into registry: EffectRegistry, adding extra: [SourceFile] = []) -> DSLFileLoad {
        FileSearch(
            directories: [], files: paths, excluding: [], workingDirectory: workingDirectory, limits: limits
        ).load(into: registry, adding: extra, catalogue: catalogue)
    }

    /// The files' effects, or one failure per file that did not load.
    public func load(into registry: EffectRegistry) -> EffectProviderResult {
        report(into: registry).providerResult
    }
}
