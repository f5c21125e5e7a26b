import EffectsRegistry
import EffectsText

/// How far a sampled value may be from its golden value and still match.
///
/// A cell matches when `|actual − expected| ≤ max(absolute, relative · |expected|)`: the absolute
/// bound serves values near zero, the relative one large values, and either may be 0. Cells are
/// measured with ``EffectsCore/SampleTable/difference(_:_:)``, so NaN matches only NaN and an
/// infinity only the same infinity, whatever the tolerance.
public struct GoldenTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The largest difference allowed whatever the expected value.
    public let absolute: Double
    /// The largest difference allowed as a fraction of the expected value's magnitude.
    public let relative: Double

    /// A tolerance of `absolute` or `relative · |expected|`, whichever is larger; a negative or NaN
    /// bound counts as 0.
    public init(absolute: Double = 0, relative: Double = 0) {
        self.absolute = absolute >= 0 ? absolute : 0
        self.relative = relative >= 0 ? relative : 0
    }

    /// Values must be equal: what a golden file written by the same code on the same platform gives.
    public static let exact = GoldenTolerance()

    /// Values may differ by at most `bound`.
    public static func absolute(_ bound: Double) -> GoldenTolerance { GoldenTolerance(absolute: bound) }

    /// Values may differ by at most `fraction` of the expected value's magnitude.
    public static func relative(_ fraction: Double) -> GoldenTolerance { GoldenTolerance(relative: fraction) }

    /// The largest difference allowed for `expected`.
    public func allowance(for expected: Double) -> Double {
        let scaled = relative * expected.magnitude
        return scaled > absolute ? scaled : absolute
    }

    /// Whether `actual` is close enough to `expected`; an infinite difference never is, even when
    /// the allowance of an infinite expected value is infinite too.
    public func accepts(expected: Double, actual: Double) -> Bool {
        let difference = SampleTable.difference(expected, actual)
        return difference.isFinite && difference <= allowance(for: expected)
    }

    /// "exact", "absolute 1e-9", "relative 0.001" or "absolute 1e-9 or relative 0.001".
    public var description: String {
        let absolute = "absolute \(NumberFormatting.string(absolute))"
        let relative = "relative \(NumberFormatting.string(relative))"
        switch (self.absolute > 0, self.relative > 0) {
        case (false, false): return "exact"
        case (true, false): return absolute
        case (false, true): return relative
        case (true, true): return absolute + " or " + relative
        }
    }
}
