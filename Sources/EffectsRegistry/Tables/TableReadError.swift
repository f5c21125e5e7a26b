/// Why csv text could not be read back into a ``SampleTable``: where (line and field, from 1) and what.
public struct TableReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the text, from 1 (the header is line 1).
    public let line: Int
    /// The field on that line, from 1.
    public let field: Int
    /// A lowercase reason.
    public let reason: String

    /// An error at `line` and `field` for `reason`.
    public init(line: Int, field: Int, reason: String) {
        self.line = line
        self.field = field
        self.reason = reason
    }

    /// "line L, field F: reason".
    public var description: String { "line \(line), field \(field): \(reason)" }
}
