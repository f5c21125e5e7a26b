/// Text from an input file, made safe to print on a terminal: the one place that decides how an
/// untrusted character is shown.
///
/// A file from a stranger can hold escape sequences in a name, a key or a value (a Lottie `nm`,
/// an escaped `\1b` in a CSS identifier); printed raw, they retitle, clear or rewrite the
/// terminal of whoever reads the message or the listing. Every message, listing and quoted
/// source line goes through here, after which only the tool's own colours are sent.
public enum TerminalText {
    /// The character that stands for `scalar` on a terminal.
    ///
    /// A tab stays itself; a control character becomes its Control Pictures sign (U+2400…, "␀" for
    /// NUL) or "�", and a bidirectional override "�", so that printed text can neither move the
    /// terminal's cursor nor reorder what is shown. Each takes one column, as the character would.
    public static func shown(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: return scalar
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069: return "\u{FFFD}"
        default: return scalar
        }
    }

    /// `text` with every character ``shown(_:)`` replaces replaced.
    ///
    /// Line feeds are kept when `keepingLineBreaks` (a message of several lines), else shown as
    /// "␊" too (one field of a listing). Printable ASCII comes back as it is, without a copy.
    public static func safe(_ text: String, keepingLineBreaks: Bool = true) -> String {
        let plain = text.utf8.allSatisfy { byte in
            (0x20...0x7E).contains(byte) || byte == 0x09 || (keepingLineBreaks && byte == 0x0A)
        }
        if plain { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            shown.append(keepingLineBreaks && scalar == "\n" ? scalar : Self.shown(scalar))
        }
        return String(shown)
    }
}
