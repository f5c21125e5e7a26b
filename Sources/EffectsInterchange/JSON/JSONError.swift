/// Why a document is not JSON (or not JSON the reader accepts), where, and in which value.
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The document is larger than the limit, in bytes.
        case tooLarge(limit: Int)
        /// Arrays and objects nest deeper than the limit.
        case tooDeep(limit: Int)
        /// The document holds no value.
        case empty
        /// The text ended where `expected` was needed.
        case unexpectedEnd(expected: String)
        /// `found` (a quoted character, or a word) stands where `expected` was needed.
        case unexpected(found: String, expected: String)
        /// A word that JSON does not have, such as `NaN`, `Infinity` or `undefined`.
        case notJSON(word: String)
        /// A number whose form JSON does not allow (`01`, `1.`, `.5`, `+1`, `1e`).
        case malformedNumber(String)
        /// A number too large for a `Double` (it would read as infinity).
        case numberOutOfRange(String)
        /// A backslash escape that JSON does not have.
        case invalidEscape(String)
        /// A control character (U+0000 to U+001F) inside a string, which JSON requires escaped.
        case controlCharacter(UInt8)
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// A string that does not end before the text does.
        case unterminatedString
        /// Something after the top-level value.
        case trailingContent(found: String)
    }

    /// What is wrong.
    public let reason: Reason
    /// The offset of the byte the problem starts at.
    public let offset: Int
    /// The value the problem is in (the array or object being read, with the member or element).
    public let path: JSONPath

    /// A problem of `reason` at byte `offset`, inside the value at `path`.
    public init(_ reason: Reason, offset: Int, path: JSONPath = JSONPath()) {
        self.reason = reason
        self.offset = offset
        self.path = path
    }

    /// Whether the document is JSON the reader will not hold (too large or too deep)
    /// rather than text that is not JSON.
    public var isLimit: Bool {
        switch reason {
        case .tooLarge, .tooDeep: true
        default: false
        }
    }

    /// The problem in words, lowercase, the source quoted in '…'.
    public var message: String {
        switch reason {
        case .tooLarge(let limit): "the file is larger than \(limit) bytes, the most the reader takes"
        case .tooDeep(let limit): "arrays and objects nest deeper than \(limit), the most the reader takes"
        case .empty: "the file holds no JSON value"
        case .unexpectedEnd(let expected): "the file ends where \(expected) was expected"
        case .unexpected(let found, let expected): "expected \(expected), found \(found)"
        case .notJSON(let word):
            "'\(word)' is not JSON: JSON numbers are finite, and its only words are true, false and null"
        case .malformedNumber(let text): "'\(text)' is not a JSON number"
        case .numberOutOfRange(let text):
            "the number '\(text)' is too large for a double (it would be infinite)"
        case .invalidEscape(let text):
            "'\(text)' is not a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
        case .controlCharacter(let byte):
            "a control character (U+\(Self.hex(byte))) inside a string must be escaped"
        case .invalidUTF8: "the bytes here are not UTF-8"
        case .unterminatedString: "the string does not end: its closing '\"' is missing"
        case .trailingContent(let found):
            "expected the end of the file after the top-level value, found \(found)"
        }
    }

    /// The message, and the path of the value it is in.
    public var description: String {
        path.isEmpty ? message : "\(message) (in \(path))"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "00" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }
}
