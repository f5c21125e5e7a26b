import EffectDSL
import EffectsRegistry

/// Stylesheets as an effect source: each `@keyframes` of a `.css` file an effect, imported for
/// the element the ``CSSImportOptions`` name (see ``CSSImport``).
public struct StylesheetFormat: EffectSourceFormat {
    /// How each stylesheet is imported: the element, and the reduced-motion setting.
    public var options: CSSImportOptions

    /// The format importing stylesheets with `options`.
    public init(options: CSSImportOptions = .standard) {
        self.options = options
    }

    /// `.css`.
    public var fileExtensions: [String] { [".css"] }

    /// What a stylesheet must hold to define an effect.
    public var effectFileContents: String { "a stylesheet's effects are the @keyframes its element plays" }

    /// The provider of the stylesheets of `directories` and of `files`.
    public func provider(
        directories: [String], files: [String], excluding: [String], workingDirectory: String
    )
        -> any EffectProvider
    {
        CSSDirectoryProvider(
            directories: directories, files: files, excluding: excluding, workingDirectory: workingDirectory,
            options: options)
    }

    /// The compilation of the stylesheet `path`: its effects, or its diagnostics, as a `.fx` file's.
    public func compilation(of path: String, workingDirectory: String) -> ScriptCompilation {
        let load = CSSDirectoryProvider(
            directories: [], files: [path], workingDirectory: workingDirectory, options: options
        ).report()
        let result = load.results.first
        return .imported(
            path, problems: load.problems, effects: load.effects, diagnostics: result?.diagnostics
        ) { colors in result?.rendered(colors: colors) ?? "" }
    }

    /// The stylesheets of `directories` as the provider reads them, and the options they are
    /// imported with.
    public func cacheKey(directories: [String], workingDirectory: String) -> (
        settings: String, files: DSLSourceSet
    )? {
        let files = ImportedFiles.read(
            directories: directories, workingDirectory: workingDirectory, fileExtension: ".css",
            limit: options.limits.fileBytes)
        return (options.cacheSettings, files)
    }
}
