import EffectDSL
import EffectsRegistry

/// What importing one file of a format gave: its effects with their lines, and its diagnostics.
public protocol FileImportResult: Sendable {
    /// The file.
    var source: SourceFile { get }
    /// Every error and warning, in source order.
    var diagnostics: [Diagnostic] { get }
    /// The effects the file defines (none when it has an error), each with the line it starts on.
    var effectsWithLines: [(effect: any TransitionEffect, line: Int)] { get }
}

extension FileImportResult {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The diagnostics as text (`file:line:col: error: …`, the source line, a caret).
    public func rendered(colors: Bool = false) -> String {
        DiagnosticRenderer(sources: [source], colors: colors).render(diagnostics)
    }
}

/// A format's importer of one file, with the settings of a run: what ``ImportedFileProvider``
/// drives for every file it finds.
public protocol FileImporter: Sendable {
    /// What importing one file gives.
    associatedtype Result: FileImportResult
    /// The endings of the format's file names, with the dot, in the order files are loaded.
    var fileExtensions: [String] { get }
    /// The largest file read, in bytes (one more shows the importer a file that is too large).
    var byteLimit: Int { get }
    /// One line naming the settings files are imported with, for the load cache's key.
    var cacheSettings: String { get }
    /// The import of `source`.
    func load(_ source: SourceFile) -> Result
}
