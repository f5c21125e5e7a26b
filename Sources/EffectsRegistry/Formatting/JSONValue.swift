/// A JSON document built in memory and printed with two-space indentation, keys in the order given.
///
/// Numbers print as the shortest text that reads back as the same `Double`; a non-finite number
/// prints as `null`, since JSON has no such numbers.
package enum JSONValue: Sendable, Equatable {
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

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.text() == rhs.text()
    }

    /// A string, or `null` for `nil`.
    package static func string(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// An array of numbers.
    package static func numbers(_ values: [Double]) -> JSONValue {
        .array(values.map { .number($0) })
    }

    /// The document as text, ending with a newline.
    package func text() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
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

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += value.isFinite ? ParameterValue.number(value).description : "null"
        case .string(let text): JSONValue.appendQuoted(text, to: &output)
        case .array(let items):
            if isFlat {
                output += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { output += ", " }
                    item.write(to: &output, indent: indent)
                }
                output += "]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                item.write(to: &output, indent: indent + 2)
                output += index < items.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                JSONValue.appendQuoted(key, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + 2)
                output += index < members.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped.
    package static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
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
