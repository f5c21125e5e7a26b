import EffectsRegistry

/// Why a timing function could not be read: positioned diagnostics.
public struct TimingFunctionParseError: Error, Sendable, CustomStringConvertible {
    /// The errors, positioned in the text.
    public let diagnostics: [Diagnostic]
    /// The text as a source file, for rendering.
    public let source: SourceFile

    init(_ diagnostics: [Diagnostic], _ source: SourceFile) {
        self.diagnostics = diagnostics
        self.source = source
    }

    /// The first error's message, one line.
    public var message: String { diagnostics.first?.message ?? "not a timing function" }

    /// The errors rendered with the text and a caret.
    public var description: String {
        let text = DiagnosticRenderer(sources: [source]).render(diagnostics)
        return text.isEmpty ? message : String(text.dropLast())
    }
}
