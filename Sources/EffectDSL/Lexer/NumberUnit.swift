/// The unit written right after a number.
public enum NumberUnit: String, Hashable, Sendable, CaseIterable {
    /// No unit: a plain number (points, radians, a factor).
    case none = ""
    /// CSS pixels, `px`: points (a CSS pixel is an iOS point), so CSS and `inspect` output paste back.
    case pixels = "px"
    /// Seconds, `s`.
    case seconds = "s"
    /// Milliseconds, `ms`.
    case milliseconds = "ms"
    /// Degrees, `deg`.
    case degrees = "deg"
    /// Radians, `rad`.
    case radians = "rad"
    /// Gradians, `grad` (400 to the turn), as CSS has them.
    case gradians = "grad"
    /// Turns, `turn` (one is 360°), as CSS has them.
    case turns = "turn"
    /// Percent, `%`.
    case percent = "%"
    /// Percent of the layer's own width, `%w`: a length in points, found per layer when it is built.
    case layerWidth = "%w"
    /// Percent of the layer's own height, `%h`.
    case layerHeight = "%h"
    /// Percent of the viewport's width, `vw`, as in CSS.
    case viewportWidth = "vw"
    /// Percent of the viewport's height, `vh`, as in CSS.
    case viewportHeight = "vh"

    /// The unit spelt `text` in letters, if the language has it (`%`, `%w` and `%h` are read apart).
    init?(spelling text: String) {
        switch text {
        case "px": self = .pixels
        case "s": self = .seconds
        case "ms": self = .milliseconds
        case "deg": self = .degrees
        case "rad": self = .radians
        case "grad": self = .gradians
        case "turn": self = .turns
        case "vw": self = .viewportWidth
        case "vh": self = .viewportHeight
        default: return nil
        }
    }

    /// The length this unit measures a share of, for the units that depend on a size: `nil` for
    /// the others, whose values are known from the literal alone.
    var relativeLength: RelativeLength? {
        switch self {
        case .layerWidth: return .layerWidth
        case .layerHeight: return .layerHeight
        case .viewportWidth: return .viewportWidth
        case .viewportHeight: return .viewportHeight
        default: return nil
        }
    }
}
