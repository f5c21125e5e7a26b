extension JSONParser {
    /// The string whose opening quote is at the cursor, its escapes decoded; the cursor ends past
    /// the closing quote.
    mutating func string() throws(JSONError) -> String {
        let start = index + 1
        var end = start
        var ascii = true
        // The common case, no escapes: scan to the closing quote and decode the bytes at once.
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start, plainUntil: end) }
            if byte < 0x20 { throw JSONError(.controlCharacter(byte), offset: end, path: path()) }
            if byte >= 0x80 { ascii = false }
            end += 1
        }
        guard end < bytes.count else { throw JSONError(.unterminatedString, offset: index, path: path()) }
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if !ascii, let bad = Self.firstInvalidUTF8(slice) {
            throw JSONError(.invalidUTF8, offset: start + bad, path: path())
        }
        index = end + 1
        return String(decoding: slice, as: UTF8.self)
    }

    /// The rest of a string that has an escape at `plainUntil` (its text starts at `start`).
    private mutating func escapedString(from start: Int, plainUntil: Int) throws(JSONError) -> String {
        var decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<plainUntil]))
        var cursor = plainUntil
        var runStart = cursor
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<cursor]))
                if let bad = Self.firstInvalidUTF8(UnsafeBufferPointer(rebasing: bytes[start..<cursor])) {
                    throw JSONError(.invalidUTF8, offset: start + bad, path: path())
                }
                index = cursor + 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte < 0x20 { throw JSONError(.controlCharacter(byte), offset: cursor, path: path()) }
            guard byte == UInt8(ascii: "\\") else {
                cursor += 1
                continue
            }
            decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<cursor]))
            cursor = try escape(at: cursor, into: &decoded)
            runStart = cursor
        }
        throw JSONError(.unterminatedString, offset: start - 1, path: path())
    }

    /// Decodes the escape whose backslash is at `offset` into `decoded`; returns the offset past it.
    private func escape(at offset: Int, into decoded: inout [UInt8]) throws(JSONError) -> Int {
        let letter = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            return offset + 2
        }
        guard letter == UInt8(ascii: "u"), let unit = hexUnit(at: offset + 2) else {
            throw JSONError(.invalidEscape(escapeText(at: offset)), offset: offset, path: path())
        }
        var scalar = UnicodeScalar(unit)
        var next = offset + 6
        if (0xD800...0xDBFF).contains(unit), next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"),
            bytes[next + 1] == UInt8(ascii: "u"), let low = hexUnit(at: next + 2),
            (0xDC00...0xDFFF).contains(low)
        {
            scalar = UnicodeScalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
            next += 6
        }
        // A lone surrogate has no scalar: U+FFFD stands in for it.
        decoded.append(contentsOf: String(Character(scalar ?? "\u{FFFD}")).utf8)
        return next
    }

    /// The four hex digits at `offset`, if there are four.
    private func hexUnit(at offset: Int) -> UInt16? {
        guard offset + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for byte in bytes[offset..<offset + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// The escape at `offset` as written, for a message (at most six bytes, printable ASCII).
    private func escapeText(at offset: Int) -> String {
        let end = min(bytes.count, offset + 6)
        let printable = bytes[offset..<end].prefix { (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") }
        return String(decoding: printable, as: UTF8.self)
    }

    /// The offset in `text` of the first byte that does not belong to well-formed UTF-8 (no overlong
    /// forms, no surrogates, nothing above U+10FFFF), or `nil` when all of it does.
    static func firstInvalidUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        while offset < text.count {
            let lead = text[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return offset
            }
            guard offset + length <= text.count else { return offset }
            guard (low...high).contains(text[offset + 1]) else { return offset }
            for continuation in 2..<length where !(0x80...0xBF).contains(text[offset + continuation]) {
                return offset
            }
            offset += length
        }
        return nil
    }
}
