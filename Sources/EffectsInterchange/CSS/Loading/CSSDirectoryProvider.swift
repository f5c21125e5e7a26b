import EffectDSL
import EffectsRegistry

/// Imports stylesheets one by one for ``ImportedFileProvider``: each `@keyframes` an effect
/// (``CSSImport``) under the options.
public struct CSSFileImporter: FileImporter {
    /// How each stylesheet is imported: the element, and the reduced-motion setting.
    public var options: CSSImportOptions

    /// An importer of stylesheets with `options`.
    public init(options: CSSImportOptions = .standard) {
        self.options = options
    }

    /// `.css`.
    public var fileExtensions: [String] { [".css"] }
    /// The options' file size limit.
    public var byteLimit: Int { options.limits.fileBytes }
    /// The element, media and limits, as the load cache keys them.
    public var cacheSettings: String { options.cacheSettings }

    /// The import of the stylesheet `source`.
    public func load(_ source: SourceFile) -> CSSImportResult { CSSImport.load(source, options: options) }
}

/// Loads the `.css` files of some directories and those named, each `@keyframes` an effect.
public typealias CSSDirectoryProvider = ImportedFileProvider<CSSFileImporter>

/// What loading some stylesheets gave: each file's import, and what could not be read.
public typealias CSSLoad = ImportedFileLoad<CSSImportResult>

extension ImportedFileProvider where Importer == CSSFileImporter {
    /// A provider of the stylesheets of `directories` and `files`, imported with `options`.
    public init(
        directories: [String], files: [String] = [], excluding: [String] = [], workingDirectory: String = ".",
        options: CSSImportOptions = .standard
    ) {
        self.init(
            directories: directories, files: files, excluding: excluding, workingDirectory: workingDirectory,
            importer: CSSFileImporter(options: options))
    }

    /// How each stylesheet is imported.
    public var options: CSSImportOptions { importer.options }
}

extension CSSImportResult: FileImportResult {
    /// Each effect with the line of its `@keyframes` rule.
    public var effectsWithLines: [(effect: any TransitionEffect, line: Int)] {
        effects.map { ($0, lines[$0.descriptor.name] ?? 1) }
    }
}
