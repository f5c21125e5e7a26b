import CBaselines

/// (curve, x) pairs for the solve figure: the five named curves take half the pairs, random valid
/// curves the other half; x is uniform in `0...1`.
struct BezierWorkload {
    /// Control points of every curve: the named ones first.
    let curves: [(Double, Double, Double, Double)]
    /// The curve of each pair.
    let index: [Int32]
    /// The x of each pair.
    let xs: [Double]

    /// `pairs` pairs over the named curves and `randomCurves` random ones.
    init(pairs: Int, randomCurves: Int = 995, seed: UInt64 = 0xB1E2) {
        var random = SplitMix(seed: seed)
        var curves = TimingSpec.named.map(\.points)
        for _ in 0..<randomCurves {
            guard case .bezier(let x1, let y1, let x2, let y2) = TimingSpec.randomBezier(&random) else {
                continue
            }
            curves.append((x1, y1, x2, y2))
        }
        let named = Int32(TimingSpec.named.count)
        let total = Int32(curves.count)
        var index = [Int32](repeating: 0, count: pairs)
        var xs = [Double](repeating: 0, count: pairs)
        for i in 0..<pairs {
            let pick = random.next()
            index[i] =
                pick & 1 == 0
                ? Int32((pick >> 1) % UInt64(named)) : named + Int32((pick >> 1) % UInt64(total - named))
            xs[i] = random.unit()
        }
        self.curves = curves
        self.index = index
        self.xs = xs
    }

    /// The C coefficients of every curve.
    var cCurves: [fxb_curve] { curves.map { fxb_curve_make($0.0, $0.1, $0.2, $0.3) } }

    /// The exact y of pair `i` (128-bit bisection).
    func exact(_ i: Int) -> Double {
        let c = curves[Int(index[i])]
        return fxb_solve_exact(c.0, c.1, c.2, c.3, xs[i])
    }
}

/// Solves every pair with a Swift curve type and returns the sum of the results.
@inline(never)
func solvePairs<Curve: UnitCurve>(
    _ curves: UnsafeBufferPointer<Curve>, _ index: UnsafeBufferPointer<Int32>,
    _ xs: UnsafeBufferPointer<Double>
) -> Double {
    var sum = 0.0
    for i in 0..<xs.count { sum += curves[Int(index[i])].value(at: xs[i]) }
    return sum
}
