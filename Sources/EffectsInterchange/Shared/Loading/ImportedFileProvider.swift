import EffectDSL
import EffectsRegistry

/// Loads the files of one format in some directories and those named, each imported by
/// `Importer`: the provider of a format's files beside the `.fx` loader, searching by the same
/// policy (``CSSDirectoryProvider`` and ``LottieDirectoryProvider`` are two).
public struct ImportedFileProvider<Importer: FileImporter>: EffectProvider {
    /// The directories searched, in order.
    public let directories: [String]
    /// Files named on their own, loaded first.
    public let files: [String]
    /// Files left out (a caller loads them itself).
    public let excluding: [String]
    /// The directory relative paths start from.
    public let workingDirectory: String
    /// How each file is imported.
    public let importer: Importer

    /// A provider of the files of `directories` and `files`, imported by `importer`.
    public init(
        directories: [String], files: [String] = [], excluding: [String] = [], workingDirectory: String = ".",
        importer: Importer
    ) {
        self.directories = directories
        self.files = files
        self.excluding = excluding
        self.workingDirectory = workingDirectory
        self.importer = importer
    }

    /// What the provider is, for messages.
    public var name: String { (files + directories).joined(separator: ", ") }

    /// Finds, reads and imports every file, one file ending after another.
    public func report() -> ImportedFileLoad<Importer.Result> {
        var load = ImportedFileLoad<Importer.Result>()
        for fileExtension in importer.fileExtensions {
            let (results, problems) = ImportedFiles.load(
                directories: directories, files: files.filter { $0.hasSuffix(fileExtension) },
                excluding: excluding, workingDirectory: workingDirectory, fileExtension: fileExtension,
                limit: importer.byteLimit, importer.load)
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

    /// The files of `directories` as ``report()`` reads them, for the load cache's key.
    func sources() -> DSLSourceSet {
        var sources = DSLSourceSet.empty
        for fileExtension in importer.fileExtensions {
            sources.append(
                ImportedFiles.read(
                    directories: directories, workingDirectory: workingDirectory,
                    fileExtension: fileExtension,
                    limit: importer.byteLimit))
        }
        return sources
    }
}
