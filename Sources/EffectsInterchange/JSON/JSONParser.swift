/// The reader's state over one document: the bytes, the cursor, and the arrays and objects open
/// around it (an explicit stack instead of recursion).
///
/// What the open containers hold so far sits on two shared stacks, ``elements`` and ``members``,
/// each container's part starting where it opened: a value is appended once and moved once into
/// its closed container, so reading is linear in the document however long one array is. (Each
/// container holding its own array, popped and pushed back for every element, copied it each time.)
struct JSONParser {
    /// An array or object being read.
    enum Open {
        /// An array that started at `offset`, its elements on ``elements`` from `start` on.
        case array(offset: Int, start: Int)
        /// An object that started at `offset`, its members on ``members`` from `start` on, reading
        /// the value of `key` (written at `keyOffset`).
        case object(offset: Int, start: Int, key: String, keyOffset: Int)
    }

    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var index = 0
    /// The containers open around the cursor, outermost first.
    var open: [Open] = []
    /// The elements of the open arrays so far, outermost array's first.
    var elements: [JSONNode] = []
    /// The members of the open objects so far, outermost object's first.
    var members: [JSONMember] = []
    /// The deepest nesting allowed.
    let depthLimit: Int
    /// What the values read so far take in memory, as ``JSONMemory`` estimates it.
    var memory = JSONMemory()
    /// The most memory the document's values may take.
    let memoryLimit: Int

    /// A parser at the start of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int, memoryLimit: Int = .max) {
        self.bytes = bytes
        self.depthLimit = depthLimit
        self.memoryLimit = memoryLimit
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
            while let top = open.last {
                switch top {
                case .array(let offset, let start):
                    try count(memory.element(), at: value.offset)
                    elements.append(value)
                    skipWhitespace()
                    if current == UInt8(ascii: ",") {
                        index += 1
                        break
                    }
                    guard current == UInt8(ascii: "]") else {
                        throw failure(expected: "',' or ']' after an array element", afterElement: true)
                    }
                    index += 1
                    open.removeLast()
                    value = JSONNode(.array(Array(elements[start...])), offset: offset)
                    elements.removeSubrange(start...)
                    continue
                case .object(let offset, let start, let key, let keyOffset):
                    try count(memory.member(), at: value.offset)
                    members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
                    skipWhitespace()
                    if current == UInt8(ascii: ",") {
                        index += 1
                        open[open.count - 1] = .object(
                            offset: offset, start: start, key: "", keyOffset: index)
                        try memberKey()
                        break
                    }
                    guard current == UInt8(ascii: "}") else {
                        throw failure(expected: "',' or '}' after an object member")
                    }
                    index += 1
                    open.removeLast()
                    value = JSONNode(.object(Array(members[start...])), offset: offset)
                    members.removeSubrange(start...)
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
            try count(memory.container(), at: start)
            open.append(.array(offset: start, start: elements.count))
            return nil
        case UInt8(ascii: "{"):
            try checkDepth()
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return JSONNode(.object([]), offset: start)
            }
            try count(memory.container(), at: start)
            open.append(.object(offset: start, start: members.count, key: "", keyOffset: index))
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
        guard case .object(let offset, let start, _, _) = open.last else { return }
        open[open.count - 1] = .object(offset: offset, start: start, key: key, keyOffset: keyOffset)
    }

    /// Refuses the value at `offset` once the values' memory would pass the limit.
    @inline(__always) private func count(_ total: Int, at offset: Int) throws(JSONError) {
        guard total > memoryLimit else { return }
        throw JSONError(.tooMuchMemory(limit: memoryLimit), offset: offset, path: path())
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
