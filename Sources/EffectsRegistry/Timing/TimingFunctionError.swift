import EffectsText

/// Why a timing function's parameters are not valid.
public enum TimingFunctionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A parameter that is NaN or infinite.
    case notFinite(function: String, parameter: String, value: Double)
    /// A parameter outside its range; `allowed` is what follows "must be" ("within 0...1").
    case outOfRange(function: String, parameter: String, value: Double, allowed: String)
    /// A step count below 1, or below 2 with `jump-none`.
    case stepCount(Int, position: StepPosition)
    /// A `linear()` function with fewer than two stops.
    case tooFewStops(Int)
    /// A `linear()` stop with more than two percentages (`stop` counts from 1).
    case tooManyPercentages(stop: Int, count: Int)

    /// A lowercase message naming the function, the parameter and the value.
    public var description: String {
        switch self {
        case .notFinite(let function, let parameter, let value):
            return "\(function) \(parameter) must be a finite number, got \(NumberText.shortest(value))"
        case .outOfRange(let function, let parameter, let value, let allowed):
            return "\(function) \(parameter) must be \(allowed), got \(NumberText.shortest(value))"
        case .stepCount(let count, let position):
            return position == .jumpNone
                ? "steps count must be at least 2 with jump-none, got \(count)"
                : "steps count must be at least 1, got \(count)"
        case .tooFewStops(let count):
            return "linear() needs at least two stops, got \(count)"
        case .tooManyPercentages(let stop, let count):
            return "linear() stop \(stop) has \(count) percentages; a stop takes at most two"
        }
    }

    /// Throws `notFinite` unless `value` is finite.
    static func checkFinite(_ value: Double, _ function: String, _ parameter: String) throws(Self) {
        guard value.isFinite else { throw .notFinite(function: function, parameter: parameter, value: value) }
    }
}
