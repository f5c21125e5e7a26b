/// Word wrapping for help text.
package enum TextWrapper {
    /// Splits `text` into lines of at most `width` columns, each starting with `indent` spaces, breaking
    /// at spaces; a word longer than a line stands alone on its line rather than being cut.
    static func wrap(_ text: some StringProtocol, width: Int, indent: Int = 0) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = margin + word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = margin + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Wraps a block of paragraphs: each line of `text` is wrapped on its own, continuing under its
    /// first word (under the text of a `- ` bullet); a line that fits is kept as written (so aligned
    /// columns survive) and blank lines are kept.
    static func wrapBlock(_ text: String, width: Int, indent: Int = 0) -> [String] {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let leading = line.prefix { $0 == " " }.count
            let body = line.dropFirst(leading)
            if body.isEmpty {
                lines.append("")
                continue
            }
            if indent + line.count <= width {
                lines.append(String(repeating: " ", count: indent) + line)
                continue
            }
            let hanging = body.hasPrefix("- ") ? 2 : 0
            let wrapped = wrap(body, width: width, indent: indent + leading + hanging)
            for (number, wrappedLine) in wrapped.enumerated() {
                // The first line starts at the bullet itself, not under its text.
                lines.append(number == 0 ? String(wrappedLine.dropFirst(hanging)) : wrappedLine)
            }
        }
        return lines
    }
}
