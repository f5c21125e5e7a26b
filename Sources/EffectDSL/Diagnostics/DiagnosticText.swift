import EffectsRegistry

/// A diagnostic's message and hint, or the timeline finding they are written from, written only
/// when read: a load reports a warning for each of thousands of findings that often no one prints.
enum DiagnosticText: Sendable {
    /// The message and the hint, written.
    case written(String, hint: String?)
    /// A finding of the timeline's analysis, in its own words (`fxctl inspect` prints the same);
    /// boxed, so that a diagnostic stays as small to copy as one written out.
    indirect case finding(TimelineFinding)

    /// The message: lowercase, source quoted in '…'.
    var message: String {
        switch self {
        case .written(let message, _): return message
        case .finding(let finding): return finding.message
        }
    }

    /// A suggestion of what to do, if one helps.
    var hint: String? {
        switch self {
        case .written(_, let hint): return hint
        case .finding(let finding): return finding.hint
        }
    }
}
