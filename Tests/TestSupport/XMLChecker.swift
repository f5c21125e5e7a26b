/// A small XML well-formedness checker for the SVG fxctl writes: one root element, balanced and
/// properly nested tags, quoted attributes without duplicates, known entities only, no `<` in text or
/// attribute values, and no `nan`/`inf` numbers in attributes.
///
/// It returns the first problem found, or nil. It does not handle DOCTYPE or CDATA, which fxctl never
/// writes (and reports them as problems).
public enum XMLChecker {
    /// The first way `document` is not well-formed XML (or holds a non-finite number), or nil.
    public static func problem(in document: String) -> String? {
        var scanner = Scanner(Array(document.unicodeScalars))
        if scanner.starts(with: "<?xml") {
            guard scanner.skip(past: "?>") else { return "unterminated XML declaration" }
        }
        var stack: [String] = []
        var roots = 0
        while !scanner.isAtEnd {
            if scanner.starts(with: "<!--") {
                guard scanner.skip(past: "-->") else { return "unterminated comment" }
            } else if scanner.starts(with: "</") {
                scanner.advance(2)
                let name = scanner.name()
                scanner.skipSpace()
                guard scanner.take(">") else { return "malformed end tag </\(name)" }
                guard stack.popLast() == name else {
                    return "end tag </\(name)> does not match its start tag"
                }
            } else if scanner.starts(with: "<!") || scanner.starts(with: "<?") {
                return "unexpected markup declaration"
            } else if scanner.take("<") {
                let name = scanner.name()
                guard !name.isEmpty else { return "a '<' without a tag name" }
                if stack.isEmpty {
                    roots += 1
                    guard roots == 1 else { return "more than one root element (\(name))" }
                }
                var attributes = Set<String>()
                while true {
                    let hadSpace = scanner.skipSpace()
                    if scanner.take("/>") { break }
                    if scanner.take(">") {
                        stack.append(name)
                        break
                    }
                    guard hadSpace else { return "attributes of <\(name)> must be separated by spaces" }
                    let attribute = scanner.name()
                    guard !attribute.isEmpty else { return "malformed attribute in <\(name)>" }
                    guard attributes.insert(attribute).inserted else {
                        return "duplicate attribute \(attribute) in <\(name)>"
                    }
                    scanner.skipSpace()
                    guard scanner.take("=") else { return "attribute \(attribute) of <\(name)> has no value" }
                    scanner.skipSpace()
                    guard let quote = scanner.peek, quote == "\"" || quote == "'" else {
                        return "attribute \(attribute) of <\(name)> is not quoted"
                    }
                    scanner.advance(1)
                    let value = scanner.until(quote)
                    guard scanner.take(String(quote)) else { return "unterminated value of \(attribute)" }
                    if let problem = textProblem(value) {
                        return "attribute \(attribute) of <\(name)>: \(problem)"
                    }
                    let lowered = value.lowercased()
                    if lowered.contains("nan") || lowered.contains("inf") {
                        if attribute != "font-family" && attribute != "id" && attribute != "clip-path" {
                            return "attribute \(attribute) of <\(name)> holds a non-finite number: \(value)"
                        }
                    }
                }
            } else {
                let text = scanner.until("<")
                if stack.isEmpty && !text.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                {
                    return "text outside the root element"
                }
                if let problem = textProblem(text) { return problem }
            }
        }
        if let open = stack.last { return "element <\(open)> is never closed" }
        return roots == 1 ? nil : "no root element"
    }

    /// A problem with character data: a raw `<`, or an `&` that starts no known entity.
    private static func textProblem(_ text: String) -> String? {
        if text.contains("<") { return "a raw '<' in text" }
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.firstIndex(of: ";") else { return "an unterminated entity" }
            let entity = after[..<semicolon]
            let known = ["amp", "lt", "gt", "quot", "apos"].contains(entity)
            let numeric =
                entity.hasPrefix("#x") && entity.count > 2 && entity.dropFirst(2).allSatisfy(\.isHexDigit)
                || entity.hasPrefix("#") && entity.count > 1 && entity.dropFirst().allSatisfy(\.isNumber)
            guard known || numeric else { return "unknown entity &\(entity);" }
            rest = after[after.index(after: semicolon)...]
        }
        return nil
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func starts(with text: String) -> Bool {
            let pattern = Array(text.unicodeScalars)
            guard index + pattern.count <= scalars.count else { return false }
            return Array(scalars[index..<index + pattern.count]) == pattern
        }

        mutating func advance(_ count: Int) { index = min(index + count, scalars.count) }

        mutating func take(_ text: String) -> Bool {
            guard starts(with: text) else { return false }
            advance(text.unicodeScalars.count)
            return true
        }

        mutating func skip(past text: String) -> Bool {
            while !isAtEnd {
                if take(text) { return true }
                advance(1)
            }
            return false
        }

        @discardableResult mutating func skipSpace() -> Bool {
            let start = index
            while let scalar = peek, scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
                advance(1)
            }
            return index > start
        }

        mutating func name() -> String {
            var result = String.UnicodeScalarView()
            while let scalar = peek,
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || "-_:.".unicodeScalars
                        .contains(scalar)
            {
                result.append(scalar)
                advance(1)
            }
            return String(result)
        }

        mutating func until(_ stop: Unicode.Scalar) -> String {
            var result = String.UnicodeScalarView()
            while let scalar = peek, scalar != stop {
                result.append(scalar)
                advance(1)
            }
            return String(result)
        }
    }
}
