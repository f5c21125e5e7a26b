import EffectsText

/// One problem a compiler found in an effect file, positioned by line and column.
///
/// This is what a check prints for editors as JSON (``EffectCheckReport/json``); lines and columns count from 1, columns
/// in UTF-8 bytes, and the end is just past the last character the problem covers.
public struct ScriptDiagnostic: Sendable, Equatable {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Equatable {
        /// The file does not load.
        case error
        /// The file loads, but probably does not do what was meant.
        case warning
        /// More about another problem.
        case note
    }

    /// The file's name as the user wrote it.
    public var file: String
    /// The line where the problem starts.
    public var line: Int
    /// The column where the problem starts.
    public var column: Int
    /// The line where the problem ends.
    public var endLine: Int
    /// The column just past the problem's end.
    public var endColumn: Int
    /// How serious the problem is.
    public var severity: Severity
    /// What is wrong, lowercase.
    public var message: String
    /// Suggestions of what to do, and notes pointing elsewhere.
    public var hints: [String]
    /// The library diagnostic's ``Diagnostic/errorCount`` when it came from one, so that the count
    /// follows one rule; `nil` for problems the loader finds itself.
    public var countedErrors: Int?

    /// A diagnostic from its parts.
    public init(
        file: String, line: Int, column: Int, endLine: Int, endColumn: Int, severity: Severity,
        message: String,
        hints: [String], countedErrors: Int? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.severity = severity
        self.message = message
        self.hints = hints
        self.countedErrors = countedErrors
    }

    /// An error at the start of `file` (line 1, column 1), such as a file that cannot be read.
    public static func error(_ message: String, file: String) -> ScriptDiagnostic {
        ScriptDiagnostic(
            file: file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .error, message: message,
            hints: [])
    }

    /// How many errors this diagnostic counts for in a summary: itself, or the errors it stands for.
    public var errorCount: Int {
        countedErrors ?? (severity == .error ? 1 : 0)
    }
}
