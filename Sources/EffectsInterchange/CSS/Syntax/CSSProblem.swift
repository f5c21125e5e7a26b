import EffectDSL

/// A diagnostic before it is given lines and columns: a catalog message and the bytes it is about.
///
/// The readers collect these; ``CSSImport`` turns them into ``Diagnostic``s against the file once,
/// at the end, so that no line is counted for a problem that is never shown.
struct CSSProblem: Hashable, Sendable {
    /// What is wrong.
    var message: DiagnosticMessage
    /// The bytes of the file it is about.
    var range: Range<Int>

    /// A problem with `message` at `range`.
    init(_ message: DiagnosticMessage, at range: Range<Int>) {
        self.message = message
        self.range = range
    }

    /// Whether the problem is an error (not a warning).
    var isError: Bool { message.severity == .error }
}

/// Where a value reader puts what it finds wrong; shared by every reader of one stylesheet.
struct CSSProblems: Sendable {
    /// The problems, in the order they were found.
    private(set) var all: [CSSProblem] = []

    /// Records a problem.
    mutating func add(_ message: DiagnosticMessage, at range: Range<Int>) {
        all.append(CSSProblem(message, at: range))
    }

    /// Records every problem of `others`.
    mutating func add(contentsOf others: [CSSProblem]) {
        all += others
    }

    /// Whether any problem is an error.
    var hasErrors: Bool { all.contains(where: \.isError) }
}
