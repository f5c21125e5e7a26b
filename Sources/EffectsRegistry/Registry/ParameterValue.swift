import EffectsText

/// The value of one parameter.
///
/// Integers are numbers with a whole value; the parameter's ``ParameterKind`` says which is meant.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    /// A number (also the value of an integer parameter).
    case number(Double)
    /// A vector of numbers.
    case vector(Value)
    /// A switch.
    case bool(Bool)
    /// The name of one of a choice parameter's choices.
    case choice(String)

    /// The text form that binding accepts back: `0.2`, `3`, `(100, -30)`, `true`, `right`.
    ///
    /// Numbers are the shortest text that reads back as the same `Double`; whole numbers print
    /// without a fraction and `-0` prints as `0`.
    public var description: String {
        switch self {
        case .number(let number):
            return NumberText.shortest(number)
        case .vector(let vector):
            return "(" + vector.components.map(NumberText.shortest).joined(separator: ", ") + ")"
        case .bool(let flag):
            return flag ? "true" : "false"
        case .choice(let name):
            return name
        }
    }
}
