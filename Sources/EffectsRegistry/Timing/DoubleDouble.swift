/// A number held as the unevaluated sum `high + low` of two doubles, about 106 significant bits.
///
/// Only the careful cubic-bezier solve uses it: near a vertical tangent the residual x(t) − x must be
/// known far below one ulp of x to pin t down, and ordinary doubles cannot give that.
struct DoubleDouble: Sendable {
    /// The leading part, the sum rounded to a double.
    var high: Double
    /// The rounding error of `high`.
    var low: Double

    /// The exact double `value`.
    init(_ value: Double) {
        high = value
        low = 0
    }

    private init(high: Double, low: Double) {
        self.high = high
        self.low = low
    }

    /// The exact product of two doubles (a fused multiply-add recovers the rounding error).
    static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let rounded = a * b
        return DoubleDouble(high: rounded, low: (-rounded).addingProduct(a, b))
    }

    /// The exact sum of two doubles as a rounded sum and its error (Knuth's two-sum).
    private static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
        let sum = a + b
        let bVirtual = sum - a
        let aVirtual = sum - bVirtual
        return (sum, (a - aVirtual) + (b - bVirtual))
    }

    /// `a + b` renormalised, valid when |a| ≥ |b| or a is zero.
    private static func quickTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let sum = a + b
        return DoubleDouble(high: sum, low: b - (sum - a))
    }

    static func + (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
        let (sum, sumError) = twoSum(lhs.high, rhs.high)
        let (tail, tailError) = twoSum(lhs.low, rhs.low)
        let partial = quickTwoSum(sum, sumError + tail)
        return quickTwoSum(partial.high, partial.low + tailError)
    }

    static func + (lhs: DoubleDouble, rhs: Double) -> DoubleDouble {
        let (sum, error) = twoSum(lhs.high, rhs)
        return quickTwoSum(sum, error + lhs.low)
    }

    static prefix func - (value: DoubleDouble) -> DoubleDouble {
        DoubleDouble(high: -value.high, low: -value.low)
    }

    static func - (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble { lhs + -rhs }

    static func - (lhs: DoubleDouble, rhs: Double) -> DoubleDouble { lhs + -rhs }

    static func * (lhs: DoubleDouble, rhs: Double) -> DoubleDouble {
        let product = product(lhs.high, rhs)
        return quickTwoSum(product.high, product.low + lhs.low * rhs)
    }
}
