/// The type of a parameter and the values it allows.
public enum ParameterKind: Hashable, Sendable {
    /// A finite number, optionally limited to a range (a bound may be infinite: `0...(.infinity)`).
    case number(range: ClosedRange<Double>?)
    /// A whole number, optionally limited to a range; its value is a ``ParameterValue/number(_:)``.
    case integer(range: ClosedRange<Int>?)
    /// A vector of `count` finite numbers, 1 to 4.
    case vector(count: Int)
    /// A yes-or-no switch.
    case bool
    /// One of a fixed list of names.
    case choice([String])
}

extension ParameterKind {
    /// What a value of this kind looks like, for messages: "a number", "a vector of 2 numbers", ….
    public var expectation: String {
        switch self {
        case .number: return "a number"
        case .integer: return "an integer"
        case .vector(let count): return "a vector of \(count) number\(count == 1 ? "" : "s")"
        case .bool: return "true or false"
        case .choice(let choices): return "one of " + choices.joined(separator: ", ")
        }
    }
}
