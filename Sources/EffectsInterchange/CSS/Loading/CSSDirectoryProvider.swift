import EffectDSL
import EffectsRegistry

/// What loading some stylesheets gave: each file's import, and what could not be read.
public struct CSSLoad: Sendable {
    /// The import of each file read, in loading order.
    public var results: [CSSImportResult] = []
    /// The files and directories that could not be read or searched.
    public var problems: [DSLFileError] = []

    /// The effects of the files without errors, with their origins.
    public var effects: [RegisteredEffect] {
        results.flatMap { result in
            result.effects.map { effect in
                RegisteredEffect(
                    effect: effect,
                    origin: .file(path: result.source.name, line: result.lines[effect.descriptor.name] ?? 1))
            }
        }
    }

    /// One short entry per file that did not load: unreadable, or with errors.
    public var failures: [EffectLoadFailure] {
        problems.map { EffectLoadFailure(source: $0.path, message: $0.description) }
            + results.filter(\.hasErrors).map { result in
                let errors = result.diagnostics.reduce(0) { $0 + $1.errorCount }
                let first =
                    result.diagnostics.first(where: \.isError).map { ": \($0.location): \($0.message)" } ?? ""
                return EffectLoadFailure(
                    source: result.source.name, message: "\(errors) error\(errors == 1 ? "" : "s")\(first)")
            }
    }
}

/// Loads the `.css` files of some directories and those named, each `@keyframes` an effect
/// (``CSSImport``): the provider of stylesheets beside the `.fx` loader, searching by the same policy.
public struct CSSDirectoryProvider: EffectProvider {
    /// The directories searched, in order.
    public let directories: [String]
    /// Stylesheets named on their own, loaded first.
    public let files: [String]
    /// Files left out (a caller loads them itself).
    public let excluding: [String]
    /// The directory relative paths start from.
    public let workingDirectory: String
    /// How each stylesheet is imported.
    public let options: CSSImportOptions

    /// A provider of the stylesheets of `directories` and `files`, imported with `options`.
    public init(
        directories: [String], files: [String] = [], excluding: [String] = [], workingDirectory: String = ".",
        options: CSSImportOptions = .standard
    ) {
        self.directories = directories
        self.files = files
        self.excluding = excluding
        self.workingDirectory = workingDirectory
        self.options = options
    }

    /// What the provider is, for messages.
    public var name: String { (files + directories).joined(separator: ", ") }

    /// Finds, reads and imports every stylesheet.
    public func report() -> CSSLoad {
        let (results, problems) = ImportedFiles.load(
            directories: directories, files: files, excluding: excluding, workingDirectory: workingDirectory,
            fileExtension: ".css", limit: options.limits.fileBytes
        ) { CSSImport.load($0, options: options) }
        var load = CSSLoad(problems: problems)
        load.results = results
        return load
    }

    /// Loads the effects of every stylesheet without errors.
    public func load(into registry: EffectRegistry) -> EffectProviderResult {
        let load = report()
        return EffectProviderResult(effects: load.effects, failures: load.failures)
    }
}
