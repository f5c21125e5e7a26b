import EffectsText

/// One problem a compiler found in an effect file, positioned by line and column.
///
/// This is what `check --format json` prints for editors; lines and columns count from 1, columns
/// in UTF-8 bytes, and the end is just past the last character the problem covers.
struct ScriptDiagnostic: Sendable, Equatable {
    /// How serious a problem is.
    enum Severity: String, Sendable, Equatable {
        /// The file does not load.
        case error
        /// The file loads, but probably does not do what was meant.
        case warning
        /// More about another problem.
        case note
    }

    /// The file's name as the user wrote it.
    var file: String
    /// The line where the problem starts.
    var line: Int
    /// The column where the problem starts.
    var column: Int
    /// The line where the problem ends.
    var endLine: Int
    /// The column just past the problem's end.
    var endColumn: Int
    /// How serious the problem is.
    var severity: Severity
    /// What is wrong, lowercase.
    var message: String
    /// Suggestions of what to do, and notes pointing elsewhere.
    var hints: [String]
    /// The library diagnostic's ``Diagnostic/errorCount`` when it came from one, so that the count
    /// follows one rule; `nil` for problems fxctl finds itself.
    var countedErrors: Int?

    /// How many errors this diagnostic counts for in a summary: itself, or the errors it stands for.
    var errorCount: Int {
        countedErrors ?? (severity == .error ? 1 : 0)
    }
}
