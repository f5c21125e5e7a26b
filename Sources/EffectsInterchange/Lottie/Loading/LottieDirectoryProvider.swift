import EffectDSL
import EffectsRegistry

/// What loading some Lottie files gave: each file's import, and what could not be read.
public struct LottieLoad: Sendable {
    /// The import of each file read, in loading order.
    public var results: [LottieImportResult] = []
    /// The files and directories that could not be read or searched.
    public var problems: [DSLFileError] = []

    /// The effects of the files without errors, with their origins.
    public var effects: [RegisteredEffect] {
        results.compactMap { result in
            result.effect.map {
                RegisteredEffect(effect: $0, origin: .file(path: result.source.name, line: 1))
            }
        }
    }

    /// One short entry per file that did not load: unreadable, or with its error.
    public var failures: [EffectLoadFailure] {
        problems.map { EffectLoadFailure(source: $0.path, message: $0.description) }
            + results.filter(\.hasErrors).map { result in
                let first =
                    result.diagnostics.first(where: \.isError).map { "\($0.location): \($0.message)" } ?? ""
                return EffectLoadFailure(source: result.source.name, message: "1 error: " + first)
            }
    }
}

/// Loads the Lottie files (`.json`, and dotLottie archives `.lottie`) of some directories and those named, each file an effect
/// (``LottieImport``): the provider beside the `.fx` loader, searching by the same policy.
public struct LottieDirectoryProvider: EffectProvider {
    /// The endings of the files the provider reads.
    public static let fileExtensions = [".json", ".lottie"]

    /// The directories searched, in order.
    public let directories: [String]
    /// Files named on their own, loaded first.
    public let files: [String]
    /// Files left out (a caller loads them itself).
    public let excluding: [String]
    /// The directory relative paths start from.
    public let workingDirectory: String
    /// How each file is imported.
    public let options: LottieImportOptions

    /// A provider of the Lottie files of `directories` and `files`, imported with `options`.
    public init(
        directories: [String], files: [String] = [], excluding: [String] = [], workingDirectory: String = ".",
        options: LottieImportOptions = .standard
    ) {
        self.directories = directories
        self.files = files
        self.excluding = excluding
        self.workingDirectory = workingDirectory
        self.options = options
    }

    /// What the provider is, for messages.
    public var name: String { (files + directories).joined(separator: ", ") }

    /// Whether `path` names a file the provider reads.
    public static func reads(_ path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix($0) }
    }

    /// Finds, reads and imports every file.
    public func report() -> LottieLoad {
        var load = LottieLoad()
        for fileExtension in Self.fileExtensions {
            let (results, problems) = ImportedFiles.load(
                directories: directories, files: files.filter { $0.hasSuffix(fileExtension) },
                excluding: excluding,
                workingDirectory: workingDirectory, fileExtension: fileExtension, limit: options.limits.bytes
            ) { LottieImport.load($0, options: options) }
            load.results += results
            load.problems += problems
        }
        return load
    }

    /// Loads the effects of every file without errors.
    public func load(into registry: EffectRegistry) -> EffectProviderResult {
        let load = report()
        return EffectProviderResult(effects: load.effects, failures: load.failures)
    }
}
