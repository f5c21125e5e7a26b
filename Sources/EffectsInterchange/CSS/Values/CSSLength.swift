/// A length as CSS leaves it until layout: points plus percentages of a basis and of the viewport.
///
/// Absolute units are points already (`1in` = 96 px, as browsers count; `em` and `rem` are 16 px,
/// the default font size: the importer reads no font sizes). Percentages stay apart because their
/// basis (the element's width for `translateX(50%)`, the stage's for `left`) and the viewport units
/// are only known when the effect is built at its parameters.
public struct CSSLength: Hashable, Sendable {
    /// Points (CSS pixels).
    public var points: Double
    /// Percent of the basis the property resolves percentages against.
    public var percent: Double
    /// Percent of the viewport's width (`vw`).
    public var viewportWidthPercent: Double
    /// Percent of the viewport's height (`vh`).
    public var viewportHeightPercent: Double

    /// A length of the given parts.
    public init(
        points: Double = 0, percent: Double = 0, viewportWidthPercent: Double = 0,
        viewportHeightPercent: Double = 0
    ) {
        self.points = points
        self.percent = percent
        self.viewportWidthPercent = viewportWidthPercent
        self.viewportHeightPercent = viewportHeightPercent
    }

    /// No length.
    public static let zero = CSSLength()

    /// The length in points for a percentage basis of `basis` points and a viewport of `viewport`.
    public func resolved(basis: Double, viewport: (width: Double, height: Double)) -> Double {
        var result = points
        if percent != 0 { result += percent / 100 * basis }
        if viewportWidthPercent != 0 { result += viewportWidthPercent / 100 * viewport.width }
        if viewportHeightPercent != 0 { result += viewportHeightPercent / 100 * viewport.height }
        return result
    }

    /// Whether the length has a percentage part, which changes with its basis.
    public var hasPercent: Bool { percent != 0 }

    /// The sum of two lengths, part by part.
    static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            points: lhs.points + rhs.points, percent: lhs.percent + rhs.percent,
            viewportWidthPercent: lhs.viewportWidthPercent + rhs.viewportWidthPercent,
            viewportHeightPercent: lhs.viewportHeightPercent + rhs.viewportHeightPercent)
    }

    /// The length scaled by `factor`.
    static func * (lhs: Self, factor: Double) -> Self {
        Self(
            points: lhs.points * factor, percent: lhs.percent * factor,
            viewportWidthPercent: lhs.viewportWidthPercent * factor,
            viewportHeightPercent: lhs.viewportHeightPercent * factor)
    }

    /// Whether every part is finite.
    var isFinite: Bool {
        points.isFinite && percent.isFinite && viewportWidthPercent.isFinite && viewportHeightPercent.isFinite
    }

    /// Points per unit of each absolute or font-relative length unit, lowercased.
    static let unitPoints: [String: Double] = [
        "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "pt": 96.0 / 72, "pc": 16,
        "em": 16, "rem": 16,
    ]
}
