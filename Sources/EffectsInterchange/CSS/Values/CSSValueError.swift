import EffectDSL

/// Why a value cannot be read: a catalog message and the bytes it is about.
struct CSSValueError: Error, Hashable, Sendable {
    /// What is wrong.
    var message: DiagnosticMessage
    /// The bytes of the file it is about.
    var range: Range<Int>

    /// An error with `message` at `range`.
    init(_ message: DiagnosticMessage, at range: Range<Int>) {
        self.message = message
        self.range = range
    }

    /// The error as a problem to report.
    var problem: CSSProblem { CSSProblem(message, at: range) }
}

/// A cursor over a value's component values that skips whitespace.
struct CSSValueCursor {
    /// The values, whitespace removed.
    let values: [CSSComponentValue]
    /// Where the whole value is, for messages about a missing part.
    let range: Range<Int>
    /// The index of the next value.
    var index = 0

    /// A cursor over `values` (whitespace dropped); `range` is where messages point when a part is
    /// missing.
    init(_ values: [CSSComponentValue], range: Range<Int>) {
        self.values = values.filter { !$0.isWhitespace }
        self.range = range
    }

    /// The next value, if any.
    var current: CSSComponentValue? { index < values.count ? values[index] : nil }

    /// Whether every value was read.
    var isAtEnd: Bool { index >= values.count }

    /// Where a message about the next value points: that value, or the end of the whole.
    var here: Range<Int> { current?.range ?? range.upperBound..<range.upperBound }

    /// Moves past the next value and returns it.
    mutating func advance() -> CSSComponentValue? {
        defer { index += 1 }
        return current
    }

    /// Consumes the next value if it is the keyword `word` (any case).
    mutating func take(_ word: String) -> Bool {
        guard current?.keyword == word else { return false }
        index += 1
        return true
    }

    /// Consumes a comma if one is next.
    mutating func takeComma() -> Bool {
        guard current?.isComma == true else { return false }
        index += 1
        return true
    }
}
