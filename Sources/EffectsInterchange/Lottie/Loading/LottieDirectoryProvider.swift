import EffectDSL
import EffectsRegistry

/// Imports Lottie files (`.json`, and dotLottie archives `.lottie`) one by one for
/// ``ImportedFileProvider``: each file an effect (``LottieImport``) under the options.
public struct LottieFileImporter: FileImporter {
    /// How each file is imported: the tolerance curved paths are sampled within, and the limits.
    public var options: LottieImportOptions

    /// An importer of Lottie files with `options`.
    public init(options: LottieImportOptions = .standard) {
        self.options = options
    }

    /// `.json`, then `.lottie`.
    public var fileExtensions: [String] { [".json", ".lottie"] }
    /// The options' file size limit.
    public var byteLimit: Int { options.limits.bytes }
    /// The tolerance and limits, as the load cache keys them.
    public var cacheSettings: String { "lottie: \(options)" }

    /// The import of the Lottie file `source`.
    public func load(_ source: SourceFile) -> LottieImportResult {
        LottieImport.load(source, options: options)
    }
}

/// Loads the Lottie files of some directories and those named, each file an effect.
public typealias LottieDirectoryProvider = ImportedFileProvider<LottieFileImporter>

/// What loading some Lottie files gave: each file's import, and what could not be read.
public typealias LottieLoad = ImportedFileLoad<LottieImportResult>

extension ImportedFileProvider where Importer == LottieFileImporter {
    /// A provider of the Lottie files of `directories` and `files`, imported with `options`.
    public init(
        directories: [String], files: [String] = [], excluding: [String] = [], workingDirectory: String = ".",
        options: LottieImportOptions = .standard
    ) {
        self.init(
            directories: directories, files: files, excluding: excluding, workingDirectory: workingDirectory,
            importer: LottieFileImporter(options: options))
    }

    /// How each file is imported.
    public var options: LottieImportOptions { importer.options }
}

extension LottieImportResult: FileImportResult {
    /// The one effect, on line 1 (a Lottie file is one animation).
    public var effectsWithLines: [(effect: any TransitionEffect, line: Int)] {
        effect.map { [($0, 1)] } ?? []
    }
}
