/// The unit written right after a number.
public enum NumberUnit: String, Hashable, Sendable, CaseIterable {
    /// No unit: a plain number (points, radians, a factor).
    case none = ""
    /// Seconds, `s`.
    case seconds = "s"
    /// Milliseconds, `ms`.
    case milliseconds = "ms"
    /// Degrees, `deg`.
    case degrees = "deg"
    /// Radians, `rad`.
    case radians = "rad"
    /// Percent, `%`.
    case percent = "%"

    /// The unit spelt `text`, if the language has it.
    init?(spelling text: String) {
        switch text {
        case "s": self = .seconds
        case "ms": self = .milliseconds
        case "deg": self = .degrees
        case "rad": self = .radians
        default: return nil
        }
    }
}
