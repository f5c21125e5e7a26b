/// A CSS `cubic-bezier(x1, y1, x2, y2)` easing curve from (0, 0) to (1, 1) through the control points
/// P1 = (x1, y1) and P2 = (x2, y2).
///
/// `x1` and `x2` lie in 0...1, so x(t) increases on 0...1 and each input has one output; `y1` and `y2`
/// are free, so the curve may overshoot. Inputs outside 0...1 follow the straight extensions of CSS
/// Easing Level 2. Every output is within 1e-9 of the exact curve, vertical tangents included (for
/// |y1| and |y2| up to about 10⁵, beyond which rounding in y(t) alone exceeds that).
public struct CubicBezier: Sendable {
    /// The x coordinate of P1, in 0...1.
    public let x1: Double
    /// The y coordinate of P1.
    public let y1: Double
    /// The x coordinate of P2, in 0...1.
    public let x2: Double
    /// The y coordinate of P2.
    public let y2: Double

    // The power form x(t) = ((ax·t + bx)·t + cx)·t, likewise y(t): an evaluation is three
    // multiply-adds. The careful solve re-derives x(t) from x1 and x2 exactly instead.
    let ax: Double
    let bx: Double
    let cx: Double
    let ay: Double
    let by: Double
    let cy: Double
    // The largest |x''| and |y''| on 0...1 (both are linear in t, so an endpoint holds the maximum):
    // they bound how far a Newton answer can be from the exact one.
    let xCurvatureBound: Double
    let yCurvatureBound: Double
    // x1 = y1 and x2 = y2 make y(t) = x(t): the identity, returned exactly.
    let isIdentity: Bool
    // A Newton step longer than this is never accepted (see `surelyRejectedStep(yCurvatureBound:)`).
    let surelyRejectedStep: Double
    // t(x) sampled with its slopes, for the first guess of the solve and when to accept it.
    let guesses: InverseSamples

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
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx
        let ax = 1 - cx - bx
        let cy = 3 * y1
        let by = 3 * (y2 - y1) - cy
        (self.ax, self.bx, self.cx) = (ax, bx, cx)
        (ay, self.by, self.cy) = (1 - cy - by, by, cy)
        xCurvatureBound = max(abs(2 * bx), abs(6 * ax + 2 * bx))
        yCurvatureBound = max(abs(2 * by), abs(6 * self.ay + 2 * by))
        isIdentity = x1 == y1 && x2 == y2
        surelyRejectedStep = Self.surelyRejectedStep(yCurvatureBound: yCurvatureBound)
        guesses = InverseSamples(
            x: (ax, bx, cx), y: (self.ay, by, cy), xCurvatureBound: xCurvatureBound,
            yCurvatureBound: yCurvatureBound, inverse: { Self.roughInverse(of: $0, ax, bx, cx) })
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
