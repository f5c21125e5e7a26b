/// A place in a source file: its path, the line and, where known, the column (both 1-based).
public struct SourceFileLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public let path: String
    /// The line.
    public let line: Int
    /// The column, in UTF-8 bytes, when the place is narrower than a line.
    public let column: Int?

    /// A location.
    public init(path: String, line: Int, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line` or `path:line:column`.
    public var description: String {
        column.map { "\(path):\(line):\($0)" } ?? "\(path):\(line)"
    }
}
