/// A CSS `cubic-bezier(x1, y1, x2, y2)` easing curve from (0, 0) to (1, 1) through the control points
/// P1 = (x1, y1) and P2 = (x2, y2).
///
/// `x1` and `x2` lie in 0...1, so x(t) increases on 0...1 and each input has one output; `y1` and `y2`
/// are free, so the curve may overshoot. Inputs outside 0...1 follow the straight extensions of CSS
/// Easing Level 2. Every output is within 1e-9 of the exact curve, vertical tangents included (for
/// |y1| and |y2| up to about 10⁵, beyond which rounding in y(t) alone exceeds that).
public struct CubicBezier: Sendable {
    /// The x coordinate of P1, in 0...1.
    public var x1: Double { storage.x1 }
    /// The y coordinate of P1.
    public var y1: Double { storage.y1 }
    /// The x coordinate of P2, in 0...1.
    public var x2: Double { storage.x2 }
    /// The y coordinate of P2.
    public var y2: Double { storage.y2 }

    // Everything the solve reads, in one immutable object: a curve is a single reference, which a call
    // passes in a register. Stored inline (15 words) every call copied the curve to the stack first,
    // and reading it back across those stores cost about a fifth of a solve.
    let storage: Storage

    var ax: Double { storage.ax }
    var bx: Double { storage.bx }
    var cx: Double { storage.cx }
    var ay: Double { storage.ay }
    var by: Double { storage.by }
    var cy: Double { storage.cy }
    var xSlopeA: Double { storage.xSlopeA }
    var xSlopeB: Double { storage.xSlopeB }
    var ySlopeA: Double { storage.ySlopeA }
    var ySlopeB: Double { storage.ySlopeB }
    var xCurvatureBound: Double { storage.xCurvatureBound }
    var yCurvatureBound: Double { storage.yCurvatureBound }
    var isIdentity: Bool { storage.isIdentity }
    var surelyRejectedStep: Double { storage.surelyRejectedStep }
    var guesses: InverseSamples { storage.guesses }

    /// The curve through the control points (x1, y1) and (x2, y2).
    ///
    /// Throws when a number is not finite or an x lies outside 0...1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingFunctionError) {
        // One check per number, in the order written, with no array of them to allocate: a file
        // of keyframes makes thousands of curves.
        try TimingFunctionError.checkFinite(x1, "cubic-bezier", "x1")
        try TimingFunctionError.checkFinite(y1, "cubic-bezier", "y1")
        try TimingFunctionError.checkFinite(x2, "cubic-bezier", "x2")
        try TimingFunctionError.checkFinite(y2, "cubic-bezier", "y2")
        if !(0...1).contains(x1) {
            throw .outOfRange(function: "cubic-bezier", parameter: "x1", value: x1, allowed: "within 0...1")
        }
        if !(0...1).contains(x2) {
            throw .outOfRange(function: "cubic-bezier", parameter: "x2", value: x2, allowed: "within 0...1")
        }
        self.init(validated: x1, y1, x2, y2)
    }

    /// The curve for control points already known to be valid (the named curves).
    init(validated x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        storage = Storage(x1, y1, x2, y2)
    }

    /// The output for the input `x`: y on the curve where its x equals `x`, and outside 0...1 the
    /// straight extensions (0 at 0, 1 at 1, NaN for NaN).
    public func value(at x: Double) -> Double {
        if x > 0 && x < 1 {
            return isIdentity ? x : solve(x)
        }
        if x <= 0 {
            return x == 0 ? 0 : 0 + startSlope * x
        }
        if x >= 1 {
            return x == 1 ? 1 : 1 + endSlope * (x - 1)
        }
        return x
    }

    /// The slope of the straight extension below 0 (CSS Easing Level 2): the line through P0 and P1,
    /// or through P0 and P2 when x1 = 0, else flat.
    var startSlope: Double { x1 > 0 ? y1 / x1 : (x2 > 0 ? y2 / x2 : 0) }

    /// The slope of the straight extension above 1: the line through P2 and P3, or through P1 and P3
    /// when x2 = 1, else flat.
    var endSlope: Double { x2 < 1 ? (1 - y2) / (1 - x2) : (x1 < 1 ? (1 - y1) / (1 - x1) : 0) }
}

extension CubicBezier: Hashable {
    /// Curves are equal when their control points are.
    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }
}
