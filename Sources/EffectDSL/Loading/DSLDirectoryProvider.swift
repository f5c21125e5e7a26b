import EffectsRegistry

/// Loads the effects of every `.fx` file under a directory (subdirectories included) into a
/// registry; each broken file is one failure and the others load.
public struct DSLDirectoryProvider: EffectProvider {
    /// The directory's path.
    public let path: String
    /// The limits applied while loading.
    public let limits: DSLLimits

    /// A provider for the directory at `path`.
    public init(path: String, limits: DSLLimits = .standard) {
        self.path = path
        self.limits = limits
    }

    /// The directory's path with a trailing slash, as messages show it.
    public var name: String { path.hasSuffix("/") ? path : path + "/" }

    /// The effects of the directory's files, and one failure per file that did not load.
    public func load(into registry: EffectRegistry) -> EffectProviderResult {
        let paths: [String]
        do {
            paths = try FileReader.fxFiles(in: path)
        } catch {
            return EffectProviderResult(failures: [
                EffectLoadFailure(source: name, message: error.description)
            ])
        }
        return DSLSourceLoading.load(paths: paths, registry: registry, limits: limits)
    }
}
