/// An independent high-precision cubic-bezier solve for the accuracy tests: the Bernstein form in
/// double-double arithmetic (about 32 significant digits), t found by safeguarded Newton on a
/// double-double bracket until the bracket is below 1e-31.
enum ExactBezier {
    /// A double-double: value = hi + lo.
    struct Wide {
        var hi: Double
        var lo: Double

        init(_ value: Double) {
            hi = value
            lo = 0
        }

        init(hi: Double, lo: Double) {
            let sum = hi + lo
            self.hi = sum
            self.lo = lo - (sum - hi)
        }

        static func + (a: Wide, b: Wide) -> Wide {
            let sum = a.hi + b.hi
            let virtualB = sum - a.hi
            let error = (a.hi - (sum - virtualB)) + (b.hi - virtualB)
            return Wide(hi: sum, lo: error + a.lo + b.lo)
        }

        static prefix func - (a: Wide) -> Wide { Wide(hi: -a.hi, lo: -a.lo) }
        static func - (a: Wide, b: Wide) -> Wide { a + -b }

        static func * (a: Wide, b: Wide) -> Wide {
            let product = a.hi * b.hi
            let error = (-product).addingProduct(a.hi, b.hi)
            return Wide(hi: product, lo: error + a.hi * b.lo + a.lo * b.hi)
        }

        var value: Double { hi + lo }
    }

    /// The Bernstein polynomial 3·p1·t(1−t)² + 3·p2·t²(1−t) + t³.
    static func bernstein(_ p1: Double, _ p2: Double, _ t: Wide) -> Wide {
        let s = Wide(1) - t
        let three = Wide(3)
        return three * Wide(p1) * t * s * s + three * Wide(p2) * t * t * s + t * t * t
    }

    /// Its derivative 3·p1·(1−t)² + 6·(p2 − p1)·t(1−t) + 3·(1 − p2)·t², in doubles (only steers Newton).
    static func slope(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * p1 * s * s + 6 * (p2 - p1) * t * s + 3 * (1 - p2) * t * t
    }

    /// y where x(t) = x, for x in 0...1.
    static func y(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        var lower = Wide(0)
        var upper = Wide(1)
        var t = Wide(x)
        for _ in 0..<400 {
            let residual = bernstein(x1, x2, t) - Wide(x)
            if residual.hi == 0 { break }
            if residual.hi < 0 { lower = t } else { upper = t }
            if (upper - lower).value < 1e-31 { break }
            let step = residual.value / slope(x1, x2, t.value)
            if abs(step) < 1e-33 { break }
            let next = t - Wide(step)
            if step.isFinite && (next - lower).hi > 0 && (upper - next).hi > 0 {
                t = next
            } else {
                t = (lower + upper) * Wide(0.5)
            }
        }
        return bernstein(y1, y2, t).value
    }
}
