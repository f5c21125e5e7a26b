extension Parser {
    /// The first control byte of a file that holds two or more, with its place and how many others
    /// follow; `nil` for a text file.
    ///
    /// A control byte is one below 0x20 other than tab, line feed, form feed and carriage return, or
    /// DEL (0x7F). One stray control character in a text file is reported where it stands, as any
    /// unexpected character; a second one means the file is not text (a binary, or UTF-16, whose
    /// every other byte is NUL), and lexing it would print an error for nearly every byte.
    static func controlBytes(in bytes: [UInt8]) -> (byte: UInt8, at: SourcePosition, others: Int)? {
        var first: (byte: UInt8, offset: Int)?
        var count = 0
        bytes.withUnsafeBufferPointer { buffer in
            func scan(_ range: Range<Int>) {
                for offset in range where isControl(buffer[offset]) {
                    if first == nil { first = (buffer[offset], offset) }
                    count += 1
                }
            }
            // Eight bytes at a time: a word without a byte below 0x20 or a DEL holds no control
            // byte, and most of a text file's words are such (only a line's end looks closer).
            var offset = 0
            if let base = buffer.baseAddress {
                while offset + 8 <= buffer.count {
                    let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                    if mayHoldControl(word) { scan(offset..<offset + 8) }
                    offset += 8
                }
            }
            scan(offset..<buffer.count)
        }
        guard let first, count >= 2 else { return nil }
        // Columns count bytes from the line's start, after a leading byte-order mark, as the lexer's do.
        let before = bytes[..<first.offset]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        var lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
        if lineStart == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) && first.offset >= 3 { lineStart = 3 }
        let at = SourcePosition(offset: first.offset, line: line, column: first.offset - lineStart + 1)
        return (first.byte, at, count - 1)
    }

    /// Whether a byte of `word` is below 0x20 or is 0x7F (exact for whether any is, not for which).
    @inline(__always) private static func mayHoldControl(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & highs
        let del = word ^ (ones &* 0x7F)
        return below | ((del &- ones) & ~del & highs) != 0
    }

    private static func isControl(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09, 0x0A, 0x0C, 0x0D: return false
        case 0x00..<0x20, 0x7F: return true
        default: return false
        }
    }
}
