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
        for (depth, container) in open.enumerated() {
            if container.isObject {
                if let key = container.key { components.append(.key(text(ofKey: key))) }
            } else {
                let last = depth == open.count - 1 && afterElement
                components.append(.index(max(0, container.count - (last ? 1 : 0))))
            }
        }
        return JSONPath(components)
    }

    /// The text of the key entry at `index`.
    private func text(ofKey index: Int) -> String {
        let payload = entries[index].payload
        return payload == JSONEntry.emptyString ? "" : strings[Int(payload)]
    }

    /// Whether `byte` can be part of a bare word (`true`, `NaN`, `undefined`).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The literal `true`, `false` or `null` at the cursor.
    mutating func word() throws(JSONError) -> JSONEntry.Tag {
        let start = index
        var end = index
        while end < bytes.count, end - start < 24, Self.isWordByte(bytes[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        switch word {
        case "true":
            index = end
            return .true
        case "false":
            index = end
            return .false
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
