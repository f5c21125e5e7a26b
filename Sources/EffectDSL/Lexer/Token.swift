import EffectsRegistry

/// One token of a `.fx` file with its place and, for literals, its value.
public struct Token: Hashable, Sendable {
    /// What kind of token this is.
    public var kind: TokenKind
    /// Where it is.
    public var range: Range<SourcePosition>
    /// A number's value as written (before its unit is applied).
    public var number: Double
    /// A number's unit.
    public var unit: NumberUnit
    /// Whether the number was written without a fraction or an exponent (`3`, not `3.0`).
    public var isWholeLiteral: Bool
    /// A colour's components, red, green, blue, alpha in 0...1.
    public var color: Value {
        Value(
            Double(payload >> 24) / 255, Double((payload >> 16) & 0xFF) / 255,
            Double((payload >> 8) & 0xFF) / 255, Double(payload & 0xFF) / 255)
    }
    /// Whether whitespace, a comment or the start of the file comes right before the token.
    public var hasSpaceBefore: Bool
    /// Whether whitespace, a line break or the end of the file comes right after the token.
    public var hasSpaceAfter: Bool
    /// A colour's bytes, `0xRRGGBBAA`, or a string's index in the lexer's table of strings.
    ///
    /// Tokens hold no strings, so copying one copies plain bytes: the parser copies many.
    var payload: UInt32
    /// The word a name spells, if the parser looks for it.
    var keyword: Keyword

    init(kind: TokenKind, range: Range<SourcePosition>, hasSpaceBefore: Bool, hasSpaceAfter: Bool) {
        self.kind = kind
        self.range = range
        self.number = 0
        self.unit = .none
        self.isWholeLiteral = false
        self.payload = 0
        self.keyword = .none
        self.hasSpaceBefore = hasSpaceBefore
        self.hasSpaceAfter = hasSpaceAfter
    }

    /// Whether this is the name `word`.
    func isName(_ word: Keyword) -> Bool { kind == .name && keyword == word }

    /// Whether this minus is written as a sign (a space before it and none after), which starts a
    /// new value in a space-separated list (`50%  -tilt`) rather than subtracting.
    var isSignLike: Bool { hasSpaceBefore && !hasSpaceAfter }
}
