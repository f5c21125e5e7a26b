extension CubicBezier {
    /// A curve's control points, the power form of x(t) and y(t), the bounds the solve tests its
    /// answers against and the first-guess table: computed once by `init`, never changed after.
    final class Storage: Sendable {
        // The fields in the order the common path of the solve reads them, so that it touches as few
        // cache lines as it can; the control points, which only the careful solve and `==` read, last.

        // t(x) sampled with its slopes, for the first guess of the solve and when to accept it.
        let guesses: InverseSamples
        // The power form x(t) = ((ax·t + bx)·t + cx)·t, likewise y(t): an evaluation is three
        // multiply-adds. The careful solve re-derives x(t) from x1 and x2 exactly instead.
        let ax: Double
        let bx: Double
        let cx: Double
        // x'(t) = (xSlopeA·t + xSlopeB)·t + cx with xSlopeA = 3·ax and xSlopeB = 2·bx, likewise y'(t):
        // the very doubles `3 * ax` and `2 * bx` would give, so the same bits, two products fewer.
        let xSlopeA: Double
        let xSlopeB: Double
        let ay: Double
        let by: Double
        let cy: Double
        let ySlopeA: Double
        let ySlopeB: Double
        // x1 = y1 and x2 = y2 make y(t) = x(t): the identity, returned exactly.
        let isIdentity: Bool
        // A Newton step longer than this is never accepted (see `surelyRejectedStep(yCurvatureBound:)`).
        let surelyRejectedStep: Double
        // The largest |x''| and |y''| on 0...1 (both are linear in t, so an endpoint holds the maximum):
        // they bound how far a Newton answer can be from the exact one.
        let xCurvatureBound: Double
        let yCurvatureBound: Double
        let x1: Double
        let y1: Double
        let x2: Double
        let y2: Double

        /// The storage of cubic-bezier(x1, y1, x2, y2), for control points already validated.
        init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
            (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
            let cx = 3 * x1
            let bx = 3 * (x2 - x1) - cx
            let ax = 1 - cx - bx
            let cy = 3 * y1
            let by = 3 * (y2 - y1) - cy
            let ay = 1 - cy - by
            (self.ax, self.bx, self.cx) = (ax, bx, cx)
            (self.ay, self.by, self.cy) = (ay, by, cy)
            (xSlopeA, xSlopeB, ySlopeA, ySlopeB) = (3 * ax, 2 * bx, 3 * ay, 2 * by)
            xCurvatureBound = max(abs(2 * bx), abs(6 * ax + 2 * bx))
            yCurvatureBound = max(abs(2 * by), abs(6 * ay + 2 * by))
            isIdentity = x1 == y1 && x2 == y2
            surelyRejectedStep = CubicBezier.surelyRejectedStep(yCurvatureBound: yCurvatureBound)
            guesses = InverseSamples(
                x: (ax, bx, cx), y: (ay, by, cy), xCurvatureBound: xCurvatureBound,
                yCurvatureBound: yCurvatureBound, inverse: { CubicBezier.roughInverse(of: $0, ax, bx, cx) })
        }
    }
}
