import EffectsRegistry

/// Loads the effects of one `.fx` file into a registry.
public struct DSLFileProvider: EffectProvider {
    /// The file's path, as messages and origins show it.
    public let path: String
    /// The limits applied while loading.
    public let limits: DSLLimits

    /// A provider for the file at `path`.
    public init(path: String, limits: DSLLimits = .standard) {
        self.path = path
        self.limits = limits
    }

    /// The file's path.
    public var name: String { path }

    /// The file's effects, or one failure with its rendered diagnostics.
    public func load(into registry: EffectRegistry) -> EffectProviderResult {
        DSLSourceLoading.load(paths: [path], registry: registry, limits: limits)
    }
}
