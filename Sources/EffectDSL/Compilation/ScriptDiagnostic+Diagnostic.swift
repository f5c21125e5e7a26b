extension ScriptDiagnostic {
    /// A DSL diagnostic in the terms a check's JSON prints; the hint and the notes become hints.
    public init(_ diagnostic: Diagnostic) {
        let severity: Severity
        switch diagnostic.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        case .note: severity = .note
        }
        let notes = diagnostic.notes.map { "\($0.range.start): \($0.message)" }
        self.init(
            file: diagnostic.range.start.file, line: diagnostic.range.start.line,
            column: diagnostic.range.start.column, endLine: diagnostic.range.end.line,
            endColumn: diagnostic.range.end.column, severity: severity, message: diagnostic.message,
            hints: (diagnostic.hint.map { [$0] } ?? []) + notes, countedErrors: diagnostic.errorCount)
    }
}
