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

    /// The unit spelt `text`, if the language has it.
    init?(spelling text: String) {
        guard let unit = NumberUnit(rawValue: text), unit != .none else { return nil }
        self = unit
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

/// What a relative length is a share of: the layer's own `bounds.size` or the viewport.
public enum RelativeLength: String, Hashable, Sendable, CaseIterable {
    /// The width of the layer's `bounds.size`, `%w`.
    case layerWidth = "%w"
    /// The height of the layer's `bounds.size`, `%h`.
    case layerHeight = "%h"
    /// The viewport's width, `vw`.
    case viewportWidth = "vw"
    /// The viewport's height, `vh`.
    case viewportHeight = "vh"

    /// Whether the length is a share of the layer's own size (known only inside a layer).
    var isLayer: Bool { self == .layerWidth || self == .layerHeight }
}
