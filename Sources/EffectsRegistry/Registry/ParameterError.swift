import EffectsText

/// Why parameter values could not be bound or read.
///
/// Every case prints as a lowercase message naming the parameter and quoting what was given.
public enum ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name the effect does not declare; `known` lists the declared names in order.
    case unknownParameter(name: String, known: [String])
    /// An assignment without `=`.
    case missingEquals(assignment: String)
    /// An assignment with nothing before `=`.
    case missingName(assignment: String)
    /// Text or a value that is not of the parameter's kind; `expected` is like "a number".
    case invalidValue(name: String, expected: String, got: String)
    /// NaN, an infinity, or a number too large for a `Double` (`1e999`).
    case nonFinite(name: String, got: String)
    /// A number with a unit suffix the parameter does not take; `accepted` lists those it takes.
    case unknownUnit(name: String, unit: String, accepted: [String], got: String)
    /// A number outside the parameter's range; `text` is what the user wrote when it differs from
    /// `value` (after a unit conversion, for instance).
    case outOfRange(name: String, range: ClosedRange<Double>, value: Double, text: String?)
    /// A vector with the wrong number of components.
    case wrongArity(name: String, expected: Int, got: Int, text: String)
    /// A name that is not one of the parameter's choices.
    case unknownChoice(name: String, got: String, choices: [String])
    /// The same parameter assigned more than once.
    case duplicate(name: String)
    /// An effect read a parameter as a kind it is not (`number("offset")` on a vector).
    case kindMismatch(name: String, requested: String, value: ParameterValue)

    /// A lowercase message that says which parameter and what is wrong.
    public var description: String {
        switch self {
        case .unknownParameter(let name, let known):
            let suggestion = Suggestions.didYouMean(name, in: known)
            if !suggestion.isEmpty { return "unknown parameter '\(name)'\(suggestion)" }
            if known.isEmpty { return "unknown parameter '\(name)'; this effect has no parameters" }
            return "unknown parameter '\(name)'; the parameters are " + known.joined(separator: ", ")
        case .missingEquals(let assignment):
            return "missing '=' in '\(assignment)' (expected name=value)"
        case .missingName(let assignment):
            return "missing parameter name in '\(assignment)' (expected name=value)"
        case .invalidValue(let name, let expected, let got):
            return "invalid value for \(name): expected \(expected), got '\(got)'"
        case .nonFinite(let name, let got):
            return "invalid value for \(name): expected a finite number, got '\(got)'"
        case .unknownUnit(let name, let unit, let accepted, let got):
            return "invalid value for \(name): unknown unit '\(unit)' in '\(got)' (expected "
                + accepted.joined(separator: " or ") + ")"
        case .outOfRange(let name, let range, let value, let text):
            let given = NumberText.shortest(value) + (text.map { " ('\($0)')" } ?? "")
            return "\(name) must be \(Self.phrase(range)), got \(given)"
        case .wrongArity(let name, let expected, let got, let text):
            return "invalid value for \(name): expected \(expected) number\(expected == 1 ? "" : "s"), "
                + "got \(got) in '\(text)'"
        case .unknownChoice(let name, let got, let choices):
            return "invalid value for \(name): '\(got)' is not one of " + choices.joined(separator: ", ")
                + Suggestions.didYouMean(got, in: choices)
        case .duplicate(let name):
            return "\(name) is given twice"
        case .kindMismatch(let name, let requested, let value):
            return "parameter \(name) holds \(value), not \(requested)"
        }
    }

    /// "within 0...1.6", "at least 0" or "at most 1" for a range with infinite bounds.
    private static func phrase(_ range: ClosedRange<Double>) -> String {
        switch (range.lowerBound.isFinite, range.upperBound.isFinite) {
        case (true, false): return "at least " + NumberText.shortest(range.lowerBound)
        case (false, true): return "at most " + NumberText.shortest(range.upperBound)
        case (false, false): return "finite"
        case (true, true):
            return "within " + NumberText.shortest(range.lowerBound) + "..."
                + NumberText.shortest(range.upperBound)
        }
    }
}
