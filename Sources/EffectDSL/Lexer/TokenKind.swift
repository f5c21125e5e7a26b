/// What kind of token the lexer found.
public enum TokenKind: UInt8, Hashable, Sendable {
    /// A name: `angle`, `ease-in-out`, `zPosition`, and the words of the language.
    case name
    /// A number, with an optional unit.
    case number
    /// A string literal; the token's text is its decoded value.
    case string
    /// A colour `#rrggbb` or `#rrggbbaa`.
    case color
    /// The end of a statement by a line break (consecutive ones are merged).
    case newline
    /// `;`
    case semicolon
    /// The end of the input.
    case endOfFile
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `,`
    case comma
    /// `:`
    case colon
    /// `.`
    case dot
    /// `..<`
    case halfOpenRange
    /// `...`
    case closedRange
    /// `=`
    case equal
    /// `==`
    case equalEqual
    /// `!=`
    case bangEqual
    /// `<`
    case less
    /// `<=`
    case lessEqual
    /// `>`
    case greater
    /// `>=`
    case greaterEqual
    /// `+`
    case plus
    /// `-`
    case minus
    /// `*`
    case star
    /// `/`
    case slash
    /// `%` as an operator (after a number it is the percent unit instead).
    case percent
    /// `!`
    case bang
    /// `&&`
    case ampersandAmpersand
    /// `||`
    case pipePipe
    /// `?`
    case question
    /// Something the lexer could not read; it has already reported why.
    case invalid
}
