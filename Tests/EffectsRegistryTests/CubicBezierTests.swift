import TestSupport
import Testing

@testable import EffectsRegistry

@Suite struct CubicBezierTests {
    /// The accuracy the issue asks for, in y.
    static let tolerance = 1e-9

    /// The largest |Δy| between `curve` and the exact solve over `inputs`.
    static func largestError(_ curve: CubicBezier, _ inputs: [Double]) -> Double {
        var largest = 0.0
        for x in inputs {
            let exact = ExactBezier.y(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, at: x)
            let error = abs(curve.value(at: x) - exact)
            largest = max(largest, error.isNaN ? .infinity : error)
        }
        return largest
    }

    /// Inputs that stress a solver: the ends, one ulp inside them, the middle and its neighbours.
    static let awkwardInputs: [Double] = [
        .leastNonzeroMagnitude, 1e-300, 1e-12, 1e-6, 0.001, 0.5.nextDown, 0.5, 0.5.nextUp, 0.999,
        1 - 1e-6, 1 - 1e-12, 1.0.nextDown, 1.0.nextDown.nextDown,
    ]

    @Test(arguments: [
        (0.1, 0.01972245354831119724), (0.2, 0.08165985626589748472), (0.25, 0.12916193104731982330),
        (0.5, 0.5), (0.75, 0.87083806895268020745), (0.9, 0.98027754645168880787),
    ])
    func easeInOutAtKnownPoints(x: Double, expected: Double) {
        #expect(abs(TimingFunction.easeInOut.value(at: x) - expected) <= 1e-12)
    }

    @Test func theIssuesFiguresForEaseInOut() {
        #expect(abs(TimingFunction.easeInOut.value(at: 0.25) - 0.1291619310) < 1e-10)
        #expect(abs(TimingFunction.easeInOut.value(at: 0.2) - 0.0816598) < 1e-7)
    }

    @Test(arguments: [
        (TimingFunction.ease, 0.25, 0.40851059135539587297), (.ease, 0.5, 0.80240338758485699057),
        (.easeIn, 0.5, 0.31535681257253931159), (.easeIn, 0.9, 0.83942784576246653280),
        (.easeOut, 0.1, 0.16057215423753347948), (.easeOut, 0.5, 0.68464318742746071461),
    ])
    func namedCurvesAtKnownPoints(function: TimingFunction, x: Double, expected: Double) {
        #expect(abs(function.value(at: x) - expected) <= 1e-12)
    }

    @Test func matchesTheExactSolveOnThousandsOfRandomCurves() throws {
        var random = SeededGenerator(seed: 2)
        var largest = 0.0
        for index in 0..<3000 {
            // Most curves have y in a usual overshooting range, every tenth a wide one.
            let span = index % 10 == 0 ? 100.0 : 2.0
            let curve = try CubicBezier(
                Double.random(in: 0...1, using: &random),
                Double.random(in: -span...(1 + span), using: &random),
                Double.random(in: 0...1, using: &random),
                Double.random(in: -span...(1 + span), using: &random))
            let inputs = (0..<12).map { _ in Double.random(in: 0...1, using: &random) }
            largest = max(
                largest, Self.largestError(curve, inputs + (index % 30 == 0 ? Self.awkwardInputs : [])))
        }
        #expect(largest <= Self.tolerance, "largest |Δy| \(largest)")
    }

    /// The shortcuts of the solve (the precomputed step limits, the sure rejection, the second step
    /// taken inline) give the answer of plain Newton from the same guess, bit for bit: golden
    /// tables do not move by an ulp.
    @Test func theShortcutsGiveThePlainNewtonAnswerBitForBit() throws {
        var random = SeededGenerator(seed: 7)
        let curves = try Self.sampleCurves(random: 2000, using: &random)
        var differing = 0
        for curve in curves where !curve.isIdentity {
            for _ in 0..<50 {
                let x = Double.random(in: Double.leastNonzeroMagnitude..<1, using: &random)
                let plain = curve.solve(x, from: curve.guesses.guess(at: x).t)
                if curve.solve(x).bitPattern != plain.bitPattern { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    /// The guess table's interval, read from the bits of x, is the one `Int(16 * x)` gives: at every
    /// boundary and either side of it, near 0 (subnormals too), below 1, and clamped outside 0..<1.
    @Test func theGuessIntervalIsTheOneAConversionGives() {
        var inputs: [Double] = [
            0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-5, 1.0.nextDown, 1, 1.5, 1e300,
            -0.0, -1e-300, -0.5, -3,
        ]
        for k in 0...16 {
            let boundary = Double(k) / 16
            inputs += [boundary, boundary.nextDown, boundary.nextUp, boundary.nextDown.nextDown]
        }
        var random = SeededGenerator(seed: 9)
        inputs += (0..<10_000).map { _ in Double.random(in: 0..<1, using: &random) }
        inputs += (0..<1_000).map { _ in 0x1p-60 * Double.random(in: 0..<1, using: &random) }
        let differing = inputs.filter {
            InverseSamples.interval(of: $0) != min(Int(16 * min(max($0, 0), 1)), 15)
        }
        #expect(differing.count == 0, "first: \(differing.prefix(5))")
        #expect(InverseSamples.interval(of: .nan) == 15)
    }

    /// A curve is one reference to its storage, so a call passes it in a register instead of copying
    /// it to the stack first (which measured as a fifth of a solve).
    @Test func aCurveIsOneReference() {
        #expect(MemoryLayout<CubicBezier>.size == MemoryLayout<AnyObject>.size)
    }

    /// The named curves, `count` random ones (every tenth with y far outside 0...1, the rest near
    /// it) and the degenerate ones: the set the solve's bit-for-bit tests run over.
    static func sampleCurves(random count: Int, using random: inout SeededGenerator) throws -> [CubicBezier] {
        var curves = [TimingFunction.ease, .easeIn, .easeOut, .easeInOut].compactMap {
            function -> CubicBezier? in
            if case .cubicBezier(let curve) = function { return curve }
            return nil
        }
        for index in 0..<count {
            let span = index % 10 == 0 ? 100.0 : 2.0
            curves.append(
                try CubicBezier(
                    Double.random(in: 0...1, using: &random),
                    Double.random(in: -span...(1 + span), using: &random),
                    Double.random(in: 0...1, using: &random),
                    Double.random(in: -span...(1 + span), using: &random)))
        }
        for (x1, y1, x2, y2) in degenerateCurves { curves.append(try CubicBezier(x1, y1, x2, y2)) }
        return curves
    }

    /// Control points at the edges of the valid range, with y near, far above and far below 0...1.
    static let degenerateCurves: [(Double, Double, Double, Double)] = {
        let xs: [Double] = [0, 1, 1e-9, 1 - 1e-9, 0.5]
        let ys: [Double] = [0, 1, -1, 2, 50, -50, 1000]
        var curves: [(Double, Double, Double, Double)] = []
        for x1 in xs {
            for x2 in xs {
                for (first, second) in [(0, 1), (1, 0), (2, 4), (4, 2), (5, 3), (6, 5)] {
                    curves.append((x1, ys[first], x2, ys[second]))
                }
            }
        }
        return curves
    }()

    @Test func matchesTheExactSolveOnDegenerateCurves() throws {
        var random = SeededGenerator(seed: 3)
        var largest = 0.0
        for (x1, y1, x2, y2) in Self.degenerateCurves {
            let curve = try CubicBezier(x1, y1, x2, y2)
            let inputs = (0..<8).map { _ in Double.random(in: 0...1, using: &random) }
            largest = max(largest, Self.largestError(curve, inputs + Self.awkwardInputs))
        }
        #expect(largest <= Self.tolerance, "largest |Δy| \(largest)")
    }

    @Test func matchesTheExactSolveNearVerticalTangents() throws {
        // x'(t) vanishes at t = 0 when x1 = 0, at t = 1 when x2 = 1, and inside when
        // (x1 − x2)² = x1·(1 − x2) with x2 < x1 (x1 = 1, x2 = 0 is vertical at x = 0.5); a slope in y
        // there makes dy/dx unbounded, so one ulp of x moves y by far more than 1e-9.
        var random = SeededGenerator(seed: 4)
        var largest = 0.0
        let curves: [(Double, Double, Double, Double)] = [
            (0, 1, 1, 0), (0, 0.5, 1, 0.5), (1, 0, 0, 1), (1, -3, 0, 4), (1, 1, 0, 0), (0, 30, 1, -30),
            (1e-12, 1, 1 - 1e-12, 0), (0.999999, 0, 1e-6, 1), (0.8, 2, 0.2, -1),
        ]
        for (x1, y1, x2, y2) in curves {
            let curve = try CubicBezier(x1, y1, x2, y2)
            var inputs = Self.awkwardInputs + (0..<200).map { _ in Double.random(in: 0...1, using: &random) }
            // Walk a few ulps either side of the stationary point's x.
            var below = 0.5
            var above = 0.5
            for _ in 0..<20 {
                below = below.nextDown
                above = above.nextUp
                inputs += [below, above, 0.5 - Double(inputs.count) * 1e-9]
            }
            largest = max(largest, Self.largestError(curve, inputs))
        }
        #expect(largest <= Self.tolerance, "largest |Δy| \(largest)")
    }

    @Test func isExactAtTheEndsAndTheIdentityForTheDiagonal() throws {
        let curve = try CubicBezier(0.3, 2, 0.7, -1)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: -0.0) == 0)
        #expect(curve.value(at: 1) == 1)
        let diagonal = try CubicBezier(0.2, 0.2, 0.9, 0.9)
        #expect(diagonal.value(at: 0.3) == 0.3)
        #expect(curve.value(at: .nan).isNaN)
    }

    @Test func extendsAlongTheEndTangents() throws {
        // Below 0: through P0 and P1 (slope y1 / x1); above 1: through P2 and P3.
        let curve = try CubicBezier(0.25, 0.5, 0.5, 2)
        #expect(curve.value(at: -1) == -2)
        #expect(curve.value(at: 2) == -1)
        // x1 = 0: through P0 and P2 instead; x2 = 1: through P1 and P3.
        let vertical = try CubicBezier(0, 3, 1, -1)
        #expect(vertical.value(at: -0.5) == 0.5)
        #expect(vertical.value(at: 1.5) == 0)
        // Both x at 0 (or both at 1): flat beyond that end.
        let flat = try CubicBezier(0, 0.2, 0, 0.8)
        #expect(flat.value(at: -3) == 0)
        #expect(abs(flat.value(at: 1.5) - 1.1) < 1e-15)
        let flatEnd = try CubicBezier(1, 0.2, 1, 0.8)
        #expect(flatEnd.value(at: 4) == 1)
        #expect(flatEnd.value(at: -1) == -0.2)
        #expect(abs(TimingFunction.easeIn.value(at: 1.5) - (1 + 0.5 / 0.58)) < 1e-15)
    }

    @Test(arguments: [
        (1.5, 0.0, 0.5, 1.0, "cubic-bezier x1 must be within 0...1, got 1.5"),
        (0.5, 0.0, -0.1, 1.0, "cubic-bezier x2 must be within 0...1, got -0.1"),
        (0.5, Double.nan, 0.5, 1.0, "cubic-bezier y1 must be a finite number, got nan"),
        (0.5, 0.0, 0.5, -Double.infinity, "cubic-bezier y2 must be a finite number, got -inf"),
        (Double.infinity, 0.0, 0.5, 1.0, "cubic-bezier x1 must be a finite number, got inf"),
    ])
    func refusesInvalidControlPoints(x1: Double, y1: Double, x2: Double, y2: Double, message: String) {
        #expect {
            _ = try CubicBezier(x1, y1, x2, y2)
        } throws: { error in
            (error as? TimingFunctionError)?.description == message
        }
    }

    @Test func equalityAndHashingUseTheControlPoints() throws {
        let a = try CubicBezier(0.1, 0.2, 0.3, 0.4)
        let b = try CubicBezier(0.1, 0.2, 0.3, 0.4)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(try a != CubicBezier(0.1, 0.2, 0.3, 0.5))
    }
}

@Suite struct CubicBezierCarefulSolveTests {
    @Test func theCarefulSolveMatchesTheExactOneEverywhere() throws {
        // The fast solve hands the cases it cannot vouch for to the careful one; test that one alone,
        // on ordinary and on vertical-tangent curves.
        var random = SeededGenerator(seed: 5)
        var largest = 0.0
        for index in 0..<300 {
            let curve =
                index % 3 == 0
                ? try CubicBezier(
                    0, Double.random(in: -5...5, using: &random), 1, Double.random(in: -5...5, using: &random)
                )
                : try CubicBezier(
                    Double.random(in: 0...1, using: &random), Double.random(in: -3...4, using: &random),
                    Double.random(in: 0...1, using: &random), Double.random(in: -3...4, using: &random))
            for x in (0..<10).map({ _ in Double.random(in: 0...1, using: &random) }) + [1e-15, 1.0.nextDown] {
                let exact = ExactBezier.y(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, at: x)
                largest = max(largest, abs(curve.solveCarefully(x) - exact))
            }
        }
        #expect(largest <= 1e-12, "largest |Δy| \(largest)")
    }
}
