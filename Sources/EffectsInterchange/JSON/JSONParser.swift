/// The reader's state over one document: the bytes, the cursor, and the arrays and objects open
/// around it (an explicit stack instead of recursion).
struct JSONParser {
    /// An array or object being read, with what it holds so far.
    enum Open {
        /// An array that started at `offset`.
        case array(offset: Int, elements: [JSONNode])
        /// An object that started at `offset`, reading the value of `key` (written at `keyOffset`).
        case object(offset: Int, members: [JSONMember], key: String, keyOffset: Int)
    }

    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var index = 0
    /// The containers open around the cursor, outermost first.
    var open: [Open] = []
    /// The deepest nesting allowed.
    let depthLimit: Int

    /// A parser at the start of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    /// The byte at the cursor, or 0 at the end (0 is never valid where a byte is looked at, so the
    /// end needs no test of its own until an error is worded).
    @inline(__always) var current: UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// The whole document: one value, with only whitespace around it.
    mutating func document() throws(JSONError) -> JSONNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw JSONError(.empty, offset: index) }
        let value = try values()
        skipWhitespace()
        guard index >= bytes.count else {
            throw JSONError(.trailingContent(found: found()), offset: index)
        }
        return value
    }

    /// Reads values until the outermost one is complete: each value read is added to the innermost
    /// open container, and a closed container becomes a value in its turn.
    private mutating func values() throws(JSONError) -> JSONNode {
        while true {
            guard var value = try valueOrOpening() else { continue }
            // Close every container the value completes.
            while let top = open.popLast() {
                switch top {
                case .array(let offset, var elements):
                    elements.append(value)
                    skipWhitespace()
                    if current == UInt8(ascii: ",") {
                        index += 1
                        open.append(.array(offset: offset, elements: elements))
                        break
                    }
                    guard current == UInt8(ascii: "]") else {
                        open.append(.array(offset: offset, elements: elements))
                        throw failure(expected: "',' or ']' after an array element", afterElement: true)
                    }
                    index += 1
                    value = JSONNode(.array(elements), offset: offset)
                    continue
                case .object(let offset, var members, let key, let keyOffset):
                    members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
                    skipWhitespace()
                    if current == UInt8(ascii: ",") {
                        index += 1
                        open.append(.object(offset: offset, members: members, key: "", keyOffset: index))
                        try memberKey()
                        break
                    }
                    guard current == UInt8(ascii: "}") else {
                        open.append(.object(offset: offset, members: members, key: key, keyOffset: keyOffset))
                        throw failure(expected: "',' or '}' after an object member")
                    }
                    index += 1
                    value = JSONNode(.object(members), offset: offset)
                    continue
                }
                break
            }
            if open.isEmpty { return value }
        }
    }

    /// The scalar at the cursor, or `nil` after opening an array or object (whose first element or
    /// member is read next); an empty container is returned whole.
    private mutating func valueOrOpening() throws(JSONError) -> JSONNode? {
        skipWhitespace()
        let start = index
        switch current {
        case UInt8(ascii: "["):
            try checkDepth()
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return JSONNode(.array([]), offset: start)
            }
            open.append(.array(offset: start, elements: []))
            return nil
        case UInt8(ascii: "{"):
            try checkDepth()
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return JSONNode(.object([]), offset: start)
            }
            open.append(.object(offset: start, members: [], key: "", keyOffset: index))
            try memberKey()
            return nil
        case UInt8(ascii: "\""):
            return JSONNode(.string(try string()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try number()), offset: start)
        default:
            return JSONNode(try word(), offset: start)
        }
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
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw failure(expected: "':' after the key '\(key)'") }
        index += 1
        guard case .object(let offset, let members, _, _) = open.popLast() else { return }
        open.append(.object(offset: offset, members: members, key: key, keyOffset: keyOffset))
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
