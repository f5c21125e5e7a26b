/// How a table writes its numbers.
public enum NumberStyle: Hashable, Sendable {
    /// The shortest decimal that reads back as the same `Double`, laid out as JavaScript's
    /// `Number.prototype.toString` does: "0.1", "100", "1e-7", "1.5e+21".
    case shortest
    /// Exactly `digits` digits after the point, correctly rounded from the exact binary value (ties
    /// to even), as C's `printf("%.*f")` prints, but never "-0.000"; `digits` is clamped to 0...17.
    case fixed(digits: Int)

    /// The largest number of fixed digits; more would only print binary noise.
    public static let maximumFixedDigits = 17

    /// The fixed digit count clamped to 0...17, or `nil` for `.shortest`.
    package var clampedFixedDigits: Int? {
        switch self {
        case .shortest: return nil
        case .fixed(let digits): return min(max(digits, 0), NumberStyle.maximumFixedDigits)
        }
    }
}
