/// An infix operator, from `||` (loosest) to `* / %` (tightest).
public enum BinaryOperator: String, Hashable, Sendable {
    /// `||`
    case or = "||"
    /// `&&`
    case and = "&&"
    /// `==`
    case equal = "=="
    /// `!=`
    case notEqual = "!="
    /// `<`
    case less = "<"
    /// `<=`
    case lessOrEqual = "<="
    /// `>`
    case greater = ">"
    /// `>=`
    case greaterOrEqual = ">="
    /// `+`
    case add = "+"
    /// `-`
    case subtract = "-"
    /// `*`
    case multiply = "*"
    /// `/`
    case divide = "/"
    /// `%` (remainder, with the sign of the dividend)
    case remainder = "%"

    /// How tightly the operator binds: higher binds tighter.
    var precedence: Int {
        switch self {
        case .or: return 1
        case .and: return 2
        case .equal, .notEqual: return 3
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return 4
        case .add, .subtract: return 5
        case .multiply, .divide, .remainder: return 6
        }
    }

    /// The operator a token spells, if any.
    init?(_ kind: TokenKind) {
        switch kind {
        case .pipePipe: self = .or
        case .ampersandAmpersand: self = .and
        case .equalEqual: self = .equal
        case .bangEqual: self = .notEqual
        case .less: self = .less
        case .lessEqual: self = .lessOrEqual
        case .greater: self = .greater
        case .greaterEqual: self = .greaterOrEqual
        case .plus: self = .add
        case .minus: self = .subtract
        case .star: self = .multiply
        case .slash: self = .divide
        case .percent: self = .remainder
        default: return nil
        }
    }
}
