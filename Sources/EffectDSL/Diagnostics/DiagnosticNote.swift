/// A note attached to a diagnostic that points somewhere else, such as "first defined here".
public struct DiagnosticNote: Hashable, Sendable {
    /// The note's text, lowercase.
    public var message: String
    /// Where the note points.
    public var range: Range<SourceLocation>

    /// A note.
    public init(_ message: String, at range: Range<SourceLocation>) {
        self.message = message
        self.range = range
    }
}

extension DiagnosticNote {
    /// A note at a range of positions in the file called `file`.
    init(_ message: String, at range: Range<SourcePosition>, in file: String) {
        self.init(message, at: range.range(in: file))
    }
}
