/// The text of one source file, as UTF-8 bytes, with the name diagnostics print for it.
public struct SourceFile: Hashable, Sendable {
    /// The name printed in diagnostics (a path, or `<input>`).
    public let name: String
    /// The file's bytes, UTF-8.
    public let bytes: [UInt8]

    /// A source file from its bytes.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// A source file from a string.
    public init(name: String, text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
    }

    /// The location of the byte at `offset` (clamped to the file), counting lines and columns.
    public func location(atOffset offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < clamped {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(file: name, line: line, column: clamped - lineStart + 1, offset: clamped)
    }

    /// The bytes of the line holding `offset`, without its line break.
    public func lineBytes(containing offset: Int) -> ArraySlice<UInt8> {
        let clamped = min(max(offset, 0), bytes.count)
        var start = clamped
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = clamped
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") && bytes[end] != UInt8(ascii: "\r") {
            end += 1
        }
        return bytes[start..<end]
    }
}
