import EffectsRegistry
import EffectsText

/// How ``DSLPrinter`` spells literals so that the language reads them back as the same values:
/// shortest round-trip numbers (never `-0`), seconds, units, escaped strings.
///
/// Unlike `DSLFormat`, which rounds numbers for messages, nothing here loses a digit.
enum DSLLiteral {
    /// Seconds with their unit as the language writes them: `1.2s` (messages write `1.2 s`).
    static func seconds(_ value: Double) -> String {
        NumberText.shortest(value) + "s"
    }

    /// A parameter value as a literal: a number with its unit, a quoted choice.
    static func parameter(_ value: ParameterValue, unit: String?) -> String {
        switch value {
        case .number(let number): return NumberText.shortest(number) + unitSuffix(unit)
        case .choice(let name): return string(name)
        default: return value.description
        }
    }

    /// The unit suffix the language knows for a parameter unit (`s`, `ms`, `rad`, `deg`), else none.
    static func unitSuffix(_ unit: String?) -> String {
        guard let unit, ["s", "ms", "rad", "deg"].contains(unit) else { return "" }
        return unit
    }

    /// A string literal with `"`, `\`, line breaks and tabs escaped, and every character a
    /// terminal would obey (``TerminalText/shown(_:)``) written as `\u{…}`: the literal reads back
    /// as the same string and prints as itself.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if TerminalText.shown(scalar) == scalar {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return result + "\""
    }
}
