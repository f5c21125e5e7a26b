/// The text of a diagnostic before it is given a place: its identity, severity, message and hint.
///
/// Every message the language can produce is in the catalog (`DiagnosticMessage+Catalog.swift`).
public struct DiagnosticMessage: Hashable, Sendable {
    /// Which message of the catalog this is.
    public let id: DiagnosticID
    /// How serious it is.
    public let severity: DiagnosticSeverity
    /// The message: lowercase, source quoted in '…'.
    public let text: String
    /// A suggestion of what to do, if one helps.
    public let hint: String?

    /// A message of a catalog: the language's, or a format's (in the format's own domain).
    public init(
        _ id: DiagnosticID, _ severity: DiagnosticSeverity = .error, _ text: String, hint: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.text = text
        self.hint = hint
    }
}
