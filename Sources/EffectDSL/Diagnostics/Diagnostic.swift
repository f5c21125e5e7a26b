import EffectsRegistry

/// A positioned message about a source file: an error or a warning, with an optional hint and notes.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Which message of the catalog this is.
    public var id: DiagnosticID
    /// How serious it is.
    public var severity: DiagnosticSeverity
    /// The message: lowercase, source quoted in '…'.
    public var message: String {
        get { text.message }
        set { text = .written(newValue, hint: text.hint) }
    }
    /// The source the message is about; the caret goes under it.
    public var range: Range<SourceLocation>
    /// A suggestion of what to do, if one helps.
    public var hint: String? {
        get { text.hint }
        set { text = .written(text.message, hint: newValue) }
    }
    /// Notes pointing elsewhere, such as where a name was first defined.
    public var notes: [DiagnosticNote]
    /// For `errors-too-many`, how many errors of the file it stands for (they are not shown), so a
    /// count of the file's errors can include them; 0 for every other diagnostic.
    public var omittedErrors = 0
    /// The message and hint, or what they are written from when first read.
    private var text: DiagnosticText

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
        self.text = .written(message.text, hint: message.hint)
        self.range = range
        self.notes = notes
    }

    /// A warning about a finding of the timeline's analysis at `range`, its words written when read.
    init(finding: TimelineFinding, at range: Range<SourceLocation>) {
        self.id = DiagnosticID(finding)
        self.severity = .warning
        self.text = .finding(finding)
        self.range = range
        self.notes = []
    }

    /// The start of `range`.
    public var location: SourceLocation { range.start }

    /// Whether this is an error (which stops the file from loading).
    public var isError: Bool { severity == .error }

    /// `file:line:column: severity: message`, on one line.
    public var description: String { "\(range.start): \(severity.rawValue): \(message)" }

    /// Whether the two say the same, however their words are kept.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.id == rhs.id && lhs.severity == rhs.severity && lhs.range == rhs.range
            && lhs.omittedErrors == rhs.omittedErrors && lhs.notes == rhs.notes && lhs.message == rhs.message
            && lhs.hint == rhs.hint
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(severity)
        hasher.combine(range)
        hasher.combine(omittedErrors)
        hasher.combine(notes)
        hasher.combine(message)
        hasher.combine(hint)
    }
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
