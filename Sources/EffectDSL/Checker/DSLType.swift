/// The static type of an expression.
public enum DSLType: Hashable, Sendable, CustomStringConvertible {
    /// A number of some dimension.
    case number(Dimension)
    /// A vector of 2 to 4 plain components (a colour has 4).
    case vector(Int)
    /// `true` or `false`.
    case bool
    /// A string, such as a choice.
    case string
    /// A transform list (`rotateX(60deg) scale(2)`, `none`): the value of the `transform` key path.
    case transform
    /// Not known: an expression that already has an error, or a function parameter before a call
    /// gives it a type. Fits everything, so one mistake is reported once.
    case unknown

    /// The type's name in messages: "a time", "a vector of 2 components", ….
    public var description: String {
        switch self {
        case .number(.plain): return "a number"
        case .number(.time): return "a time"
        case .number(.angle): return "an angle"
        case .number(.percent): return "a percentage"
        case .vector(let count): return "a vector of \(count) components"
        case .bool: return "a boolean"
        case .string: return "a string"
        case .transform: return "a transform list"
        case .unknown: return "a value"
        }
    }

    /// Whether this is a number usable as a property value (plain, angle or percent; not a time).
    var isScalarValue: Bool {
        switch self {
        case .number(.plain), .number(.angle), .number(.percent), .unknown: return true
        default: return false
        }
    }

    /// Whether this is any number (or unknown).
    var isNumber: Bool {
        if case .number = self { return true }
        return self == .unknown
    }
}
