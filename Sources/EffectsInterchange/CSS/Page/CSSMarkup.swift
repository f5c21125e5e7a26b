/// Why markup could not be read as a page.
public struct CSSMarkupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The markup's name (its file, or `markup` when given inline).
    public var name: String
    /// The line and column of the problem, 1-based.
    public var line: Int
    /// The column, 1-based.
    public var column: Int
    /// What is wrong, lowercase.
    public var reason: String

    /// A message for the command line.
    public var description: String { "\(name):\(line):\(column): \(reason)" }
}

/// Reads an HTML fragment (or document) into a page, as a browser's parser builds the tree
/// (HTML, §13.2) for the markup animation libraries ask for: elements and their attributes, void
/// elements, a `/>` that does not close a `div`, end tags that close what they skip, `p` and `li`
/// closed by the next one; text is noted, comments, `<!doctype>`, `<head>`, `<style>` and
/// `<script>` are skipped.
///
/// The fragment's top-level elements are `body`'s children; `<html>` and `<body>` tags give their
/// attributes to the page's own root and `body`. Every element gets its `::before` and `::after`
/// (the cascade decides whether they are drawn).
public enum CSSMarkup {
    /// The most elements a page may hold.
    public static let elementLimit = 10_000
    /// The deepest an element may be nested.
    public static let depthLimit = 256

    /// The page `text` describes; `name` names it in errors.
    public static func page(_ text: String, name: String) throws(CSSMarkupError) -> CSSPage {
        var reader = Reader(bytes: Array(text.utf8), name: name)
        return try reader.read()
    }

    /// Elements that have no end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
    /// Elements whose content is text up to their end tag.
    static let rawTextElements: Set<String> = ["style", "script", "textarea", "title", "template"]
    /// Start tags that close an open `p` (HTML, §13.2.6.4.7).
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset",
        "figcaption",
        "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "main",
        "menu",
        "nav", "ol", "p", "pre", "section", "table", "ul",
    ]

    private struct Reader {
        let bytes: [UInt8]
        let name: String
        var position = 0
        var page = CSSPage()
        /// The open elements, innermost last (`body` at the bottom).
        var open = [CSSPage.bodyIndex]
        var elements = 0

        init(bytes: [UInt8], name: String) {
            self.bytes = bytes
            self.name = name
        }

        mutating func read() throws(CSSMarkupError) -> CSSPage {
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "<") {
                    try tag()
                } else {
                    let start = position
                    while position < bytes.count && bytes[position] != UInt8(ascii: "<") { position += 1 }
                    // Whitespace is text too: Chromium's `:empty` does not match `<p> </p>`.
                    if position > start, let current = open.last { page.markText(in: current) }
                }
            }
            var result = page
            for index in result.nodes.indices.dropFirst() where result[index].pseudoElement == nil {
                result.appendPseudoElement("before", of: index)
                result.appendPseudoElement("after", of: index)
            }
            return result
        }

        private mutating func tag() throws(CSSMarkupError) {
            let start = position
            if starts(with: "<!--") {
                position = find("-->", from: position + 4).map { $0 + 3 } ?? bytes.count
                return
            }
            guard position + 1 < bytes.count else {
                position = bytes.count
                return
            }
            let next = bytes[position + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                position = find(">", from: position).map { $0 + 1 } ?? bytes.count
                return
            }
            if next == UInt8(ascii: "/") {
                position += 2
                let tagName = name(lowercased: true)
                position = find(">", from: position).map { $0 + 1 } ?? bytes.count
                close(tagName)
                return
            }
            guard Self.isLetter(next) else {
                // A `<` that starts no tag is text.
                position += 1
                if let current = open.last { page.markText(in: current) }
                return
            }
            position += 1
            let type = name(lowercased: true)
            var attributes: [String: String] = [:]
            while true {
                skipSpace()
                guard position < bytes.count else { break }
                if bytes[position] == UInt8(ascii: ">") {
                    position += 1
                    break
                }
                if bytes[position] == UInt8(ascii: "/") {
                    position += 1
                    continue
                }
                let attribute = name(lowercased: true)
                guard !attribute.isEmpty else {
                    position += 1
                    continue
                }
                skipSpace()
                var value = ""
                if position < bytes.count && bytes[position] == UInt8(ascii: "=") {
                    position += 1
                    skipSpace()
                    value = attributeValue()
                }
                // The first of two attributes of one name wins (HTML, §13.2.5.33).
                if attributes[attribute] == nil {
                    attributes[attribute] = value
                }
            }
            try open(type, attributes: attributes, at: start)
        }

        private mutating func open(_ type: String, attributes: [String: String], at start: Int)
            throws(CSSMarkupError)
        {
            switch type {
            case "html", "body":
                let index = type == "html" ? 0 : CSSPage.bodyIndex
                page.setAttributes(attributes, of: index)
                return
            case "head":
                position = find("</head", from: position).map { $0 } ?? bytes.count
                return
            default:
                break
            }
            if CSSMarkup.rawTextElements.contains(type) {
                position = find("</" + type, from: position, ignoringCase: true) ?? bytes.count
                return
            }
            if CSSMarkup.closesParagraph.contains(type), open.count > 1,
                page[open[open.count - 1]].element.type == "p"
            {
                open.removeLast()
            }
            if type == "li" || type == "dt" || type == "dd" || type == "option",
                let last = open.last, page[last].element.type == type, open.count > 1
            {
                open.removeLast()
            }
            elements += 1
            guard elements <= CSSMarkup.elementLimit else {
                throw error(at: start, "holds more than \(CSSMarkup.elementLimit) elements")
            }
            guard open.count <= CSSMarkup.depthLimit else {
                throw error(at: start, "nests elements more than \(CSSMarkup.depthLimit) deep")
            }
            let classes = (attributes["class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            var others = attributes
            others["id"] = nil
            let element = CSSElement(
                type: type, id: attributes["id"].flatMap { $0.isEmpty ? nil : $0 }, classes: Set(classes),
                attributes: others)
            guard let parent = open.last else { return }
            let index = page.append(element, to: parent, offset: start)
            if !CSSMarkup.voidElements.contains(type) { open.append(index) }
        }

        /// Closes the innermost open element of `type` and those inside it; an end tag with no
        /// such element open is ignored, as a browser ignores it.
        private mutating func close(_ type: String) {
            guard let depth = open.lastIndex(where: { page[$0].element.type == type }), depth > 0 else {
                return
            }
            open.removeSubrange(depth...)
        }

        private mutating func name(lowercased: Bool) -> String {
            let start = position
            while position < bytes.count, !Self.isSpace(bytes[position]),
                ![UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "=")].contains(bytes[position])
            {
                position += 1
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            return lowercased ? text.lowercased() : text
        }

        private mutating func attributeValue() -> String {
            guard position < bytes.count else { return "" }
            let quote = bytes[position]
            let start: Int
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                start = position + 1
                let end = bytes[start...].firstIndex(of: quote) ?? bytes.count
                position = min(end + 1, bytes.count)
                return Self.decode(bytes[start..<end])
            }
            start = position
            while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">")
            {
                position += 1
            }
            return Self.decode(bytes[start..<position])
        }

        private mutating func skipSpace() {
            while position < bytes.count && Self.isSpace(bytes[position]) { position += 1 }
        }

        private func starts(with text: String) -> Bool {
            let pattern = Array(text.utf8)
            return bytes.count - position >= pattern.count
                && Array(bytes[position..<position + pattern.count]) == pattern
        }

        private func find(_ text: String, from start: Int, ignoringCase: Bool = false) -> Int? {
            let pattern = Array(text.utf8)
            guard start <= bytes.count - pattern.count else { return nil }
            for offset in start...(bytes.count - pattern.count) {
                var found = true
                for (index, byte) in pattern.enumerated() {
                    let actual = bytes[offset + index]
                    let lowered = ignoringCase && actual >= 65 && actual <= 90 ? actual + 32 : actual
                    if lowered != byte {
                        found = false
                        break
                    }
                }
                if found { return offset }
            }
            return nil
        }

        private func error(at offset: Int, _ reason: String) -> CSSMarkupError {
            var line = 1
            var column = 1
            for byte in bytes[..<min(offset, bytes.count)] {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return CSSMarkupError(name: name, line: line, column: column, reason: "the markup " + reason)
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
        }

        static func isLetter(_ byte: UInt8) -> Bool {
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        }

        /// The text of an attribute value with its character references (`&amp;`, `&#39;`) read.
        static func decode(_ slice: ArraySlice<UInt8>) -> String {
            let text = String(decoding: slice, as: UTF8.self)
            guard text.contains("&") else { return text }
            var result = ""
            var rest = Substring(text)
            while let amp = rest.firstIndex(of: "&") {
                result += rest[..<amp]
                let after = rest[rest.index(after: amp)...]
                guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                    result += "&"
                    rest = after
                    continue
                }
                let entity = after[..<semicolon]
                if let scalar = named[String(entity)] ?? numeric(entity) {
                    result.unicodeScalars.append(scalar)
                    rest = after[after.index(after: semicolon)...]
                } else {
                    result += "&"
                    rest = after
                }
            }
            return result + rest
        }

        private static let named: [String: Unicode.Scalar] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        ]

        private static func numeric(_ entity: Substring) -> Unicode.Scalar? {
            guard entity.first == "#" else { return nil }
            let digits = entity.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
