import EffectDSL
import EffectsRegistry

/// A source format whose files a ``FileImporter`` imports one by one: the provider, one file's
/// compilation and the load cache's key come with it, so a format gives only its importer and
/// what its files must hold.
public protocol ImportingSourceFormat: EffectSourceFormat {
    /// The importer of the format's files.
    associatedtype Importer: FileImporter
    /// The importer, with the run's settings.
    var importer: Importer { get }
}

extension ImportingSourceFormat {
    /// The importer's file endings.
    public var fileExtensions: [String] { importer.fileExtensions }

    /// The provider of the format's files in `directories` and of `files`.
    public func provider(
        directories: [String], files: [String], excluding: [String], workingDirectory: String
    ) -> any EffectProvider {
        ImportedFileProvider(
            directories: directories, files: files, excluding: excluding, workingDirectory: workingDirectory,
            importer: importer)
    }

    /// The compilation of the file `path`: its effects, or its diagnostics, as a `.fx` file's.
    public func compilation(of path: String, workingDirectory: String) -> ScriptCompilation {
        let load = ImportedFileProvider(
            directories: [], files: [path], workingDirectory: workingDirectory, importer: importer
        ).report()
        let result = load.results.first
        return .imported(
            path, problems: load.problems, effects: load.effects, diagnostics: result?.diagnostics
        ) { colors in result?.rendered(colors: colors) ?? "" }
    }

    /// The format's files in `directories` as the provider reads them, and the importer's settings.
    public func cacheKey(directories: [String], workingDirectory: String) -> (
        settings: String, files: DSLSourceSet
    )? {
        let provider = ImportedFileProvider(
            directories: directories, workingDirectory: workingDirectory, importer: importer)
        return (importer.cacheSettings, provider.sources())
    }
}
