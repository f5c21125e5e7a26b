import EffectDSL
import EffectsRegistry

/// Lottie files as an effect source: each `.json` animation (and each dotLottie archive, `.lottie`)
/// one effect, its layers placed and timed as players draw them (see ``LottieImport``).
public struct LottieFormat: EffectSourceFormat {
    /// How each file is imported: the tolerance curved paths are sampled within, and the limits.
    public var options: LottieImportOptions

    /// The format importing Lottie files with `options`.
    public init(options: LottieImportOptions = .standard) {
        self.options = options
    }

    /// `.json` and `.lottie`.
    public var fileExtensions: [String] { LottieDirectoryProvider.fileExtensions }

    /// What a Lottie file must hold to define an effect.
    public var effectFileContents: String { "a Lottie file is one animation with 'layers'" }

    /// The provider of the Lottie files of `directories` and of `files`.
    public func provider(
        directories: [String], files: [String], excluding: [String], workingDirectory: String
    )
        -> any EffectProvider
    {
        LottieDirectoryProvider(
            directories: directories, files: files, excluding: excluding, workingDirectory: workingDirectory,
            options: options)
    }

    /// The compilation of the Lottie file `path`: its effect, or its error and warnings, as a `.fx`
    /// file's.
    public func compilation(of path: String, workingDirectory: String) -> ScriptCompilation {
        let load = LottieDirectoryProvider(
            directories: [], files: [path], workingDirectory: workingDirectory, options: options
        ).report()
        let result = load.results.first
        return .imported(
            path, problems: load.problems, effects: load.effects, diagnostics: result?.diagnostics
        ) { colors in result?.rendered(colors: colors) ?? "" }
    }

    /// The Lottie files of `directories` as the provider reads them (`.json`, then `.lottie`), and
    /// the options they are imported with.
    public func cacheKey(directories: [String], workingDirectory: String) -> (
        settings: String, files: DSLSourceSet
    )? {
        var files = DSLSourceSet.empty
        for fileExtension in fileExtensions {
            files.append(
                ImportedFiles.read(
                    directories: directories, workingDirectory: workingDirectory,
                    fileExtension: fileExtension,
                    limit: options.limits.bytes))
        }
        return ("lottie: \(options)", files)
    }
}
