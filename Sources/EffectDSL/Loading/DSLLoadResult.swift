/// What loading `.fx` sources produced: the effects that loaded and every diagnostic.
public struct DSLLoadResult: Sendable {
    /// The effects of the files without errors, in source order.
    public var effects: [ScriptedEffect]
    /// Every error and warning of every file, by file then position.
    public var diagnostics: [Diagnostic]
    /// The sources that were loaded, for rendering the diagnostics.
    public var sources: [SourceFile]
    /// The names of the files with errors, whose effects did not load.
    public var failedFiles: [String]
    /// The ``ShippedCatalogue`` effects left out because a loaded file defines their names.
    public var replacedShipped: [String] = []

    /// Whether any file has an error.
    public var hasErrors: Bool { !failedFiles.isEmpty }

    /// The diagnostics of one file.
    public func diagnostics(inFile name: String) -> [Diagnostic] {
        diagnostics.filter { $0.range.start.file == name }
    }

    /// Every diagnostic rendered with its source lines.
    public func rendered(colors: Bool = false) -> String {
        DiagnosticRenderer(sources: sources, colors: colors).render(diagnostics)
    }
}
