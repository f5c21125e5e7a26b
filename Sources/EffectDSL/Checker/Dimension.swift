/// What a number measures; values are stored in base units (seconds, radians, fractions).
public enum Dimension: Hashable, Sendable {
    /// A plain number: points, a factor, a count (and radians, since bare angles are radians).
    case plain
    /// A time in seconds (`s`, `ms`).
    case time
    /// An angle in radians (`deg`, `rad`).
    case angle
    /// A percentage, stored as a fraction (`50%` is 0.5).
    case percent

    /// The dimension a literal's unit gives.
    init(_ unit: NumberUnit) {
        switch unit {
        case .none, .pixels: self = .plain
        case .seconds, .milliseconds: self = .time
        case .degrees, .radians, .gradians, .turns: self = .angle
        case .percent: self = .percent
        // A share of a size is a length, in points, once the size is known.
        case .layerWidth, .layerHeight, .viewportWidth, .viewportHeight: self = .plain
        }
    }

    /// A literal's value in base units; divisions keep `25%` and `600ms` exact (0.25, 0.6).
    ///
    /// For a relative length (`50%w`, `50vw`) it is the fraction of the size, known later.
    static func baseValue(_ value: Double, _ unit: NumberUnit) -> Double {
        switch unit {
        case .none, .pixels, .seconds, .radians: return value
        case .milliseconds: return value / 1000
        case .degrees: return value * Double.pi / 180
        case .gradians: return value * Double.pi / 200
        case .turns: return value * 2 * Double.pi
        case .percent, .layerWidth, .layerHeight, .viewportWidth, .viewportHeight: return value / 100
        }
    }
}
