/// A positioned message about a source file: an error or a warning, with an optional hint and notes.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Which message of the catalog this is.
    public var id: DiagnosticID
    /// How serious it is.
    public var severity: DiagnosticSeverity
    /// The message: lowercase, source quoted in '…'.
    public var message: String
    /// The source the message is about; the caret goes under it.
    public var range: Range<SourceLocation>
    /// A suggestion of what to do, if one helps.
    public var hint: String?
    /// Notes pointing elsewhere, such as where a name was first defined.
    public var notes: [DiagnosticNote]
    /// For `errors-too-many`, how many errors of the file it stands for (they are not shown), so a
    /// count of the file's errors can include them; 0 for every other diagnostic.
    public var omittedErrors = 0

    /// How many of the file's errors this diagnostic counts for: 0 for a warning or a note, the
    /// errors it stands for when it is the cap's "and N more", else 1.
    public var errorCount: Int {
        guard isError else { return 0 }
        return omittedErrors > 0 ? omittedErrors : 1
    }

    /// A diagnostic from a catalog message at `range`.
    public init(_ message: DiagnosticMessage, at range: Range<SourceLocation>, notes: [DiagnosticNote] = []) {
        self.id = message.id
        self.severity = message.severity
        self.message = message.text
        self.range = range
        self.hint = message.hint
        self.notes = notes
    }

    /// The start of `range`.
    public var location: SourceLocation { range.start }

    /// Whether this is an error (which stops the file from loading).
    public var isError: Bool { severity == .error }

    /// `file:line:column: severity: message`, on one line.
    public var description: String { "\(range.start): \(severity.rawValue): \(message)" }
}

extension Diagnostic {
    /// A diagnostic at a range of positions in the file called `file`.
    init(
        _ message: DiagnosticMessage, at range: Range<SourcePosition>, in file: String,
        notes: [DiagnosticNote] = []
    ) {
        self.init(message, at: range.range(in: file), notes: notes)
    }
}
