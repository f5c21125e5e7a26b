extension JSONParser {
    /// The error "expected `expected`, found …" at the cursor, inside the value being read.
    ///
    /// With `afterElement`, the innermost array is past its last element (the path names that
    /// element rather than the next one).
    func failure(expected: String, afterElement: Bool = false) -> JSONError {
        let reason: JSONError.Reason =
            index < bytes.count
            ? .unexpected(found: found(), expected: expected) : .unexpectedEnd(expected: expected)
        return JSONError(reason, offset: index, path: path(afterElement: afterElement))
    }

    /// What stands at the cursor, for messages: a quoted character, "the end of the file", or for a
    /// letter the whole word.
    func found() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if Self.isWordByte(byte) {
            var end = index
            while end < bytes.count, end - index < 24, Self.isWordByte(bytes[end]) { end += 1 }
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                + "'"
        }
        if byte < 0x20 { return "a control character" }
        if byte >= 0x80 { return "a non-ASCII character" }
        return "'" + String(UnicodeScalar(byte)) + "'"
    }

    /// The path of the value at the cursor: the open containers and, in each, the element or
    /// member being read.
    func path(afterElement: Bool = false) -> JSONPath {
        var components: [JSONPath.Component] = []
        // Each container's part of its stack ends where the next container of its kind starts.
        var arrayEnds: [Int] = []
        var memberEnds: [Int] = []
        var nextArray = elements.count
        var nextObject = members.count
        for container in open.reversed() {
            switch container {
            case .array(_, let start):
                arrayEnds.append(nextArray)
                nextArray = start
            case .object(_, let start, _, _):
                memberEnds.append(nextObject)
                nextObject = start
            }
        }
        for (depth, container) in open.enumerated() {
            switch container {
            case .array(_, let start):
                let count = (arrayEnds.popLast() ?? start) - start
                let last = depth == open.count - 1 && afterElement
                components.append(.index(max(0, count - (last ? 1 : 0))))
            case .object(_, let start, let key, _):
                let end = memberEnds.popLast() ?? start
                if !key.isEmpty {
                    components.append(.key(key))
                } else if depth < open.count - 1, end > start {
                    components.append(.key(members[end - 1].key))
                }
            }
        }
        return JSONPath(components)
    }

    /// Whether `byte` can be part of a bare word (`true`, `NaN`, `undefined`).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The literal `true`, `false` or `null` at the cursor.
    mutating func word() throws(JSONError) -> JSONNode.Kind {
        let start = index
        var end = index
        while end < bytes.count, end - start < 24, Self.isWordByte(bytes[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        switch word {
        case "true":
            index = end
            return .bool(true)
        case "false":
            index = end
            return .bool(false)
        case "null":
            index = end
            return .null
        case "NaN", "Infinity", "undefined", "nan", "inf", "infinity":
            throw JSONError(.notJSON(word: word), offset: start, path: path())
        default:
            if current == UInt8(ascii: "]") || current == UInt8(ascii: "}"), followsComma(start) {
                throw failure(
                    expected: "a value (JSON allows no ',' before '\(String(UnicodeScalar(current)))')")
            }
            throw failure(expected: "a value (an object, array, string, number, true, false or null)")
        }
    }

    /// Whether the last byte before `offset` that is not whitespace is a comma.
    private func followsComma(_ offset: Int) -> Bool {
        var before = offset - 1
        while before >= 0, before < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[before]) {
            before -= 1
        }
        return before >= 0 && before < bytes.count && bytes[before] == UInt8(ascii: ",")
    }
}
