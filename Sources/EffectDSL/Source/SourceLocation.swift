/// A position in a source file: its name, line, UTF-8 column and byte offset.
///
/// Lines and columns count from 1; the column counts UTF-8 bytes, so it agrees with the byte offset
/// whatever characters precede it. Locations order by file name, then offset.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's name as given to the parser (a path, or `<input>`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The UTF-8 column, from 1.
    public var column: Int
    /// The byte offset from the start of the file, from 0.
    public var offset: Int

    /// A location.
    public init(file: String, line: Int, column: Int, offset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Orders by file name, then by offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return lhs.offset < rhs.offset
    }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}
