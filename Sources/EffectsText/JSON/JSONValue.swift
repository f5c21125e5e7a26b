/// A JSON document built in memory and printed with two-space indentation, keys in the order given.
///
/// Numbers print as the shortest text that reads back as the same `Double`; a non-finite number
/// prints as `null`, since JSON has no such numbers.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep their order.
    case object([(String, JSONValue)])

    /// Whether the two documents print the same text.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.text() == rhs.text()
    }

    /// A string, or `null` for `nil`.
    public static func string(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// An array of numbers.
    public static func numbers(_ values: [Double]) -> JSONValue {
        .array(values.map { .number($0) })
    }

    /// The document as text, ending with a newline.
    public func text() -> String {
        // Written as UTF-8 bytes and decoded once: appending to a String piece by piece measured
        // several times slower on the web export's megabytes.
        var output: [UInt8] = []
        write(to: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether the value prints on one line: a scalar, or an array of scalars.
    private var isFlat: Bool {
        switch self {
        case .array(let items): return items.allSatisfy { !$0.isContainer }
        case .object(let members): return members.isEmpty
        default: return true
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    private func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .number(let value):
            if value.isFinite {
                NumberFormatting.append(value, style: .shortest, to: &output)
            } else {
                output += "null".utf8
            }
        case .string(let text): JSONValue.appendQuoted(text, to: &output)
        case .array(let items):
            if isFlat {
                output.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { output += ", ".utf8 }
                    item.write(to: &output, indent: indent)
                }
                output.append(UInt8(ascii: "]"))
                return
            }
            output += "[\n".utf8
            for (index, item) in items.enumerated() {
                JSONValue.appendSpaces(indent + 2, to: &output)
                item.write(to: &output, indent: indent + 2)
                output += (index < items.count - 1 ? ",\n" : "\n").utf8
            }
            JSONValue.appendSpaces(indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}".utf8
                return
            }
            output += "{\n".utf8
            for (index, (key, value)) in members.enumerated() {
                JSONValue.appendSpaces(indent + 2, to: &output)
                JSONValue.appendQuoted(key, to: &output)
                output += ": ".utf8
                value.write(to: &output, indent: indent + 2)
                output += (index < members.count - 1 ? ",\n" : "\n").utf8
            }
            JSONValue.appendSpaces(indent, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func appendSpaces(_ count: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Appends `text` as a JSON string to UTF-8 bytes, escaped as the `String` form escapes it.
    private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output.append(UInt8(ascii: "\""))
            output += text.utf8
            output.append(UInt8(ascii: "\""))
            return
        }
        var quoted = ""
        appendQuoted(text, to: &quoted)
        output += quoted.utf8
    }

    /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped.
    package static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: appended whole, they cost one copy instead of a loop of
        // scalar appends (the web export writes megabytes of short ones).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
