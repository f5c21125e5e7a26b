/// Escaping for the text and attribute values of markup, so any layer or column name yields a
/// well-formed SVG or HTML page.
package enum MarkupText {
    /// The markup a text goes into, which decides what must be escaped.
    package enum Dialect: Sendable {
        /// XML 1.0 (SVG): `&`, `<`, `>`, `"` and `'` become entities, and the characters XML forbids
        /// (most C0 controls, U+FFFE and U+FFFF) become U+FFFD, since no entity may name them.
        case xml
        /// HTML: `&`, `<`, `>` and `"` become entities.
        case html
    }

    /// `text` safe inside an element or a double-quoted attribute of `dialect`.
    ///
    /// In both dialects a character a terminal would obey (``TerminalText/shown(_:)``: controls,
    /// bidirectional overrides) becomes U+FFFD too, so a page printed to a terminal is as safe as
    /// a message.
    package static func escaped(_ text: String, for dialect: Dialect = .xml) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'" where dialect == .xml: result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where isForbiddenInXML(scalar) || TerminalText.shown(scalar) != scalar:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether XML 1.0 forbids `scalar` in a document (C0 controls other than tab and line breaks,
    /// U+FFFE and U+FFFF).
    private static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
