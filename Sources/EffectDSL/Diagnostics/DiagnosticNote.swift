/// A note attached to a diagnostic that points somewhere else, such as "first defined here".
public struct DiagnosticNote: Hashable, Sendable {
    /// The note's text, lowercase.
    public var message: String
    /// Where the note points.
    public var range: SourceRange

    /// A note.
    public init(_ message: String, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}

extension DiagnosticNote {
    /// A note at a span of the file called `file`.
    init(_ message: String, at span: SourceSpan, in file: String) {
        self.init(message, at: span.range(in: file))
    }
}
