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

/// What the two providers share: read, load together, and turn the result into registry terms.
enum DSLSourceLoading {
    static func load(paths: [String], registry: EffectRegistry, limits: DSLLimits) -> EffectProviderResult {
        var sources: [SourceFile] = []
        var failures: [EffectLoadFailure] = []
        for path in paths {
            do {
                sources.append(
                    SourceFile(name: path, bytes: try FileReader.read(path, limit: limits.fileBytes)))
            } catch {
                failures.append(EffectLoadFailure(source: path, message: error.description))
            }
        }
        let result = DSLLoader.load(sources, registry: registry, limits: limits)
        let renderer = DiagnosticRenderer(sources: result.sources)
        for file in result.failedFiles {
            var message = renderer.render(result.diagnostics(inFile: file))
            if message.hasSuffix("\n") { message.removeLast() }
            failures.append(EffectLoadFailure(source: file, message: message))
        }
        let effects = result.effects.map { effect in
            RegisteredEffect(
                effect: effect, origin: .file(path: effect.location.file, line: effect.location.line))
        }
        return EffectProviderResult(effects: effects, failures: failures)
    }
}
