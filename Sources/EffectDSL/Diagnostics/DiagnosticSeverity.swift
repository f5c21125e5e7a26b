/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Hashable, Sendable, Comparable {
    /// Additional information attached to another diagnostic.
    case note
    /// Something that works but is probably not what was meant.
    case warning
    /// Something that stops the file from loading.
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Orders notes before warnings before errors.
    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}
