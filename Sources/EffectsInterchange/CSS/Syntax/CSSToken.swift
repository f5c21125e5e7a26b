/// A number as CSS Syntax Level 3 reads it: its value, and whether it was written as an integer.
public struct CSSNumber: Hashable, Sendable {
    /// The value, read as the nearest double.
    public var value: Double
    /// Whether the number was written without a fraction or an exponent (`3`, not `3.0` or `3e0`).
    public var isInteger: Bool

    /// A number with its value and kind.
    public init(_ value: Double, isInteger: Bool) {
        self.value = value
        self.isInteger = isInteger
    }
}

/// What one token of a stylesheet is (CSS Syntax Level 3, §4), with its value unescaped.
public enum CSSTokenKind: Hashable, Sendable {
    /// An identifier: `bounce`, `--duration`, `ease-in`.
    case ident(String)
    /// A function's name and its opening parenthesis: `translate(`.
    case function(String)
    /// `@` and a name: `@keyframes`.
    case atKeyword(String)
    /// `#` and a name; `isID` when the name would also be an identifier (`#box`, not `#1a`).
    case hash(String, isID: Bool)
    /// A quoted string, unescaped.
    case string(String)
    /// A string cut by a line break.
    case badString
    /// An unquoted `url(…)`.
    case url(String)
    /// A malformed unquoted `url(…)`.
    case badURL
    /// Any other single character.
    case delim(Unicode.Scalar)
    /// A number without a unit.
    case number(CSSNumber)
    /// A number and `%`.
    case percentage(CSSNumber)
    /// A number and a unit: `2s`, `10px`, `45deg`.
    case dimension(CSSNumber, unit: String)
    /// Spaces, tabs and line breaks (comments are dropped by the tokenizer).
    case whitespace
    /// `<!--`.
    case cdo
    /// `-->`.
    case cdc
    /// `:`.
    case colon
    /// `;`.
    case semicolon
    /// `,`.
    case comma
    /// `[`.
    case openSquare
    /// `]`.
    case closeSquare
    /// `(`.
    case openParen
    /// `)`.
    case closeParen
    /// `{`.
    case openCurly
    /// `}`.
    case closeCurly
}

/// One token and the bytes of the file it was read from.
public struct CSSToken: Hashable, Sendable {
    /// What the token is.
    public var kind: CSSTokenKind
    /// The byte offsets of the token in the file, the end excluded.
    public var range: Range<Int>

    /// A token of `kind` over `range`.
    public init(_ kind: CSSTokenKind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// Whether the token is whitespace.
    public var isWhitespace: Bool { kind == .whitespace }

    /// The identifier's name in lowercase, for keywords (CSS keywords are ASCII case-insensitive).
    public var keyword: String? {
        if case .ident(let name) = kind { return name.lowercased() }
        return nil
    }

    /// Whether the token is the delimiter `scalar`.
    public func isDelim(_ scalar: Unicode.Scalar) -> Bool {
        kind == .delim(scalar)
    }
}
