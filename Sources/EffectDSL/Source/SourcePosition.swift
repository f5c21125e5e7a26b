/// A position in a file without the file's name: byte offset, line and UTF-8 column.
///
/// Tokens and syntax nodes carry positions and ranges of them rather than full locations, so that a
/// large file parses without copying its name into every node; a `Range<SourcePosition>` becomes a
/// `Range<SourceLocation>` with the name when a diagnostic is made (`range(in:)`).
public struct SourcePosition: Hashable, Sendable, Comparable {
    private var storedOffset: Int32
    private var storedLine: Int32
    private var storedColumn: Int32

    /// A position; values beyond `Int32` are clamped (files are far smaller).
    public init(offset: Int, line: Int, column: Int) {
        storedOffset = Int32(clamping: offset)
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The byte offset from the start of the file, from 0.
    public var offset: Int { Int(storedOffset) }
    /// The line, from 1.
    public var line: Int { Int(storedLine) }
    /// The UTF-8 column, from 1.
    public var column: Int { Int(storedColumn) }

    /// Orders by offset.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.storedOffset < rhs.storedOffset
    }

    /// The full location in the file called `file`.
    public func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column, offset: offset)
    }
}
