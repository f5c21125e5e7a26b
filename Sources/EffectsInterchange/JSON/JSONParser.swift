/// The reader's state over one document: the bytes, the cursor, the entries written so far and
/// the arrays and objects open around the cursor (an explicit stack instead of recursion).
///
/// Each value is written once, in document order, into ``entries``; closing a container only
/// records its count and end in the entry written when it opened. Reading is linear in the
/// document however long one array is, and nothing is copied.
struct JSONParser {
    /// An array or object being read.
    struct Open {
        /// The container's entry.
        let entry: Int
        /// Whether it is an object.
        let isObject: Bool
        /// The elements or members complete so far.
        var count = 0
        /// An object's key entry for the member being read, once its key is read.
        var key: Int?
    }

    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var index = 0
    /// The containers open around the cursor, outermost first.
    var open: [Open] = []
    /// The values and keys read so far.
    var entries: [JSONEntry] = []
    /// The text of the non-empty strings and keys read so far.
    var strings: [String] = []
    /// The deepest nesting allowed.
    let depthLimit: Int

    /// A parser at the start of `bytes`, which must be shorter than 4 GiB (offsets are 32-bit).
    init(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
        // Every entry but the first follows a byte of its own ('[', '{', ',' or ':') and has at
        // least one: no document has more entries than half its bytes and one. Reserving them
        // once means no copy as the entries grow; pages never written are never touched.
        entries.reserveCapacity(bytes.count / 2 + 1)
    }

    /// The byte at the cursor, or 0 at the end (0 is never valid where a byte is looked at, so the
    /// end needs no test of its own until an error is worded).
    @inline(__always) var current: UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// The whole document: one value, with only whitespace around it.
    mutating func document() throws(JSONError) -> JSONDocument {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw JSONError(.empty, offset: index) }
        try values()
        skipWhitespace()
        guard index >= bytes.count else {
            throw JSONError(.trailingContent(found: found()), offset: index)
        }
        return JSONDocument(entries: entries, strings: strings)
    }

    /// Reads values until the outermost one is complete: each value read completes an element or
    /// member of the innermost open container, and a closed container completes one in its turn.
    private mutating func values() throws(JSONError) {
        while true {
            guard try valueOrOpening() else { continue }
            // Close every container the value completes.
            while let top = open.last {
                open[open.count - 1].count += 1
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    if top.isObject {
                        open[open.count - 1].key = nil
                        try memberKey()
                    }
                    break
                }
                guard current == UInt8(ascii: top.isObject ? "}" : "]") else {
                    throw top.isObject
                        ? failure(expected: "',' or '}' after an object member")
                        : failure(expected: "',' or ']' after an array element", afterElement: true)
                }
                index += 1
                open.removeLast()
                entries[top.entry].payload = UInt64(entries.count) << 32 | UInt64(top.count + 1)
            }
            if open.isEmpty { return }
        }
    }

    /// Writes the value at the cursor and returns `true`, or opens an array or object (whose first
    /// element or member is read next) and returns `false`; an empty container is written whole.
    private mutating func valueOrOpening() throws(JSONError) -> Bool {
        skipWhitespace()
        let start = index
        switch current {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isObject = current == UInt8(ascii: "{")
            try checkDepth()
            index += 1
            write(isObject ? .object : .array, at: start)
            skipWhitespace()
            if current == UInt8(ascii: isObject ? "}" : "]") {
                index += 1
                entries[entries.count - 1].payload = UInt64(entries.count) << 32
                return true
            }
            open.append(Open(entry: entries.count - 1, isObject: isObject))
            if isObject { try memberKey() }
            return false
        case UInt8(ascii: "\""):
            write(.string, at: start, text: try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            write(.number, at: start, payload: try number().bitPattern)
        default:
            write(try word(), at: start)
        }
        return true
    }

    /// Reads a member's key and the colon after it into the innermost (object) container.
    private mutating func memberKey() throws(JSONError) {
        skipWhitespace()
        let keyOffset = index
        guard current == UInt8(ascii: "\"") else {
            throw failure(
                expected: current == UInt8(ascii: "}")
                    ? "a member's key (JSON allows no ',' before '}')"
                    : "a member's key (a string in double quotes)")
        }
        let key = try string()
        write(.key, at: keyOffset, text: key)
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw failure(expected: "':' after the key '\(key)'") }
        index += 1
        open[open.count - 1].key = entries.count - 1
    }

    /// Appends an entry of `tag` for the value starting at `offset`.
    @inline(__always) private mutating func write(_ tag: JSONEntry.Tag, at offset: Int, payload: UInt64 = 0) {
        entries.append(JSONEntry(payload: payload, offset: UInt32(truncatingIfNeeded: offset), tag: tag))
    }

    /// Appends a string or key entry, its text in the string table unless it is empty.
    private mutating func write(_ tag: JSONEntry.Tag, at offset: Int, text: String) {
        guard !text.isEmpty else { return write(tag, at: offset, payload: JSONEntry.emptyString) }
        write(tag, at: offset, payload: UInt64(strings.count))
        strings.append(text)
    }

    /// Refuses to open a container past the depth limit.
    private func checkDepth() throws(JSONError) {
        guard open.count < depthLimit else {
            throw JSONError(.tooDeep(limit: depthLimit), offset: index, path: path())
        }
    }

    /// Moves the cursor past spaces, tabs and line breaks.
    @inline(__always) mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }
}
