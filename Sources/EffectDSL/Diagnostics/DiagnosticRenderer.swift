import EffectsText

/// Turns diagnostics into the text compilers print: `file:line:col: error: message`, the source
/// line, a caret line, then `hint:` lines and notes.
///
/// ANSI colour is used only when asked for; the caller decides (a terminal, and no `NO_COLOR`).
/// Messages, hints and quoted lines come from input files, so each is shown through
/// ``TerminalText``: the only escapes in the output are the colours.
public struct DiagnosticRenderer: Sendable {
    /// The files whose lines can be quoted, by name.
    public let sources: [String: SourceFile]
    /// Whether to colour the output with ANSI escapes.
    public let colors: Bool

    /// A renderer quoting lines from `sources`.
    public init(sources: [SourceFile], colors: Bool = false) {
        var byName: [String: SourceFile] = [:]
        for source in sources { byName[source.name] = source }
        self.sources = byName
        self.colors = colors
    }

    /// Every diagnostic rendered, one after another, each ending with a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        // One text grows for them all: a file with many diagnostics costs no string per diagnostic.
        var text = ""
        for diagnostic in diagnostics { render(diagnostic, into: &text) }
        return text
    }

    /// One diagnostic rendered, ending with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var text = ""
        render(diagnostic, into: &text)
        return text
    }

    /// Appends one diagnostic rendered, ending with a newline, to `text`.
    private func render(_ diagnostic: Diagnostic, into text: inout String) {
        header(diagnostic.range, diagnostic.severity, diagnostic.message, into: &text)
        excerpt(diagnostic.range, into: &text)
        if let hint = diagnostic.hint {
            paint("hint:", Style.hint, into: &text)
            text += " "
            text += TerminalText.safe(hint)
            text += "\n"
        }
        for note in diagnostic.notes {
            header(note.range, .note, note.message, into: &text)
            excerpt(note.range, into: &text)
        }
    }

    private enum Style {
        static let bold = "\u{1B}[1m"
        static let error = "\u{1B}[1;31m"
        static let warning = "\u{1B}[1;35m"
        static let note = "\u{1B}[1;36m"
        static let caret = "\u{1B}[1;32m"
        static let hint = "\u{1B}[1;36m"
        static let reset = "\u{1B}[0m"
    }

    /// Appends `text`, in `style` when colouring, to `output`.
    private func paint(_ text: String, _ style: String, into output: inout String) {
        if colors { output += style }
        output += text
        if colors { output += Style.reset }
    }

    private func header(
        _ range: Range<SourceLocation>, _ severity: DiagnosticSeverity, _ message: String,
        into text: inout String
    ) {
        let style: String
        switch severity {
        case .error: style = Style.error
        case .warning: style = Style.warning
        case .note: style = Style.note
        }
        paint(TerminalText.safe("\(range.start):", keepingLineBreaks: false), Style.bold, into: &text)
        text += " "
        paint("\(severity.rawValue):", style, into: &text)
        text += " "
        paint(TerminalText.safe(message), Style.bold, into: &text)
        text += "\n"
    }

    /// The most bytes of a line quoted: a longer line (a generated or minified file) is quoted as a
    /// window around the range's start, with "…" where it is cut, so that the output stays
    /// proportional to the number of diagnostics rather than to their lines' length.
    static let quotedLineBytes = 120

    /// Appends the source line holding the range's start and a caret line under it to `text`;
    /// nothing when the file's text is not known.
    private func excerpt(_ range: Range<SourceLocation>, into text: inout String) {
        guard let source = sources[range.start.file] else { return }
        let (window, cutBefore, cutAfter) = Self.window(source.bytes, around: range.start.offset)
        let line = source.bytes[window]
        var caret = String.UnicodeScalarView()
        if cutBefore {
            text += "…"
            caret.append(" ")
        }
        let start = range.start.offset
        let end = max(range.end.offset, start + 1)
        if line.allSatisfy({ (0x20...0x7E).contains($0) }) {
            // Printable ASCII, nearly every line quoted: each byte is a column shown as itself, so
            // the line goes in whole and the caret line is counted, not walked.
            text += String(decoding: line, as: UTF8.self)
            let before = max(0, min(start, end, line.endIndex) - line.startIndex)
            let under = max(0, min(end, line.endIndex) - max(start, line.startIndex))
            caret.append(contentsOf: String(repeating: " ", count: before).unicodeScalars)
            caret.append("^")
            caret.append(contentsOf: String(repeating: "~", count: max(0, under - 1)).unicodeScalars)
        } else {
            Self.walk(line, from: start, to: end, into: &text, caret: &caret)
        }
        if cutAfter { text += "…" }
        text += "\n"
        paint(String(caret), Style.caret, into: &text)
        text += "\n"
    }

    /// Appends `line` scalar by scalar to `text` and its caret marks for `start..<end` to `caret`, so
    /// that tabs line up and a multi-byte character takes one column, as terminals show it; a
    /// control character is shown as a visible stand-in, never sent to the terminal.
    static func walk(
        _ line: ArraySlice<UInt8>, from start: Int, to end: Int, into text: inout String,
        caret: inout String.UnicodeScalarView
    ) {
        var offset = line.startIndex
        var underlined = false
        for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
            text.unicodeScalars.append(TerminalText.shown(scalar))
            if offset < end {
                if offset >= start {
                    caret.append(underlined ? "~" : "^")
                    underlined = true
                } else {
                    caret.append(scalar == "\t" ? "\t" : " ")
                }
            }
            offset += UTF8.width(scalar)
        }
        if !underlined { caret.append("^") }
    }

    /// The bytes of the line holding `offset`, at most ``quotedLineBytes`` of them, cut at character
    /// boundaries; and whether the line goes on before and after them.
    ///
    /// A line that fits is quoted whole. A longer one is quoted from a third of the window before
    /// `offset`, or from further back when the line ends sooner, so that nothing is cut on a side
    /// that had room.
    static func window(_ bytes: [UInt8], around offset: Int) -> (Range<Int>, cutBefore: Bool, cutAfter: Bool)
    {
        let offset = min(max(offset, 0), bytes.count)
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        // The line's ends, looked for at most one window away, so that a diagnostic on a long line
        // costs the window, not the line.
        var lineStart = offset
        while lineStart > 0 && offset - lineStart < quotedLineBytes && bytes[lineStart - 1] != newline {
            lineStart -= 1
        }
        var lineEnd = offset
        while lineEnd < bytes.count && lineEnd - offset < quotedLineBytes && bytes[lineEnd] != newline
            && bytes[lineEnd] != carriageReturn
        {
            lineEnd += 1
        }
        var start = max(lineStart, min(offset - quotedLineBytes / 3, lineEnd - quotedLineBytes))
        let end = min(lineEnd, start + quotedLineBytes)
        var cutEnd = end
        let cutBefore = start > 0 && bytes[start - 1] != newline
        let cutAfter = end < bytes.count && bytes[end] != newline && bytes[end] != carriageReturn
        // Never split a character: continuation bytes (10xxxxxx) stay with the byte that starts them.
        while cutBefore && start < offset && bytes[start] & 0xC0 == 0x80 { start += 1 }
        while cutAfter && cutEnd > offset && bytes[cutEnd] & 0xC0 == 0x80 { cutEnd -= 1 }
        return (start..<cutEnd, cutBefore, cutAfter)
    }
}
