import CBaselines

/// Figure 1: the cubic-bezier solve, fxkit's `CubicBezier` against a plain C Newton + bisection solver
/// on the same (curve, x) pairs, with |Δy| checked against a 128-bit solve on a subset.
enum BezierFigure {
    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] {
        let pairs = context.size(10_000_000)
        let workload = BezierWorkload(pairs: pairs)
        let cCurves = workload.cCurves
        let checks = sample(count: context.quick ? 5_000 : 20_000, of: pairs)
        let cError = maximumError(workload, checks) { i in
            var curve = cCurves[Int(workload.index[i])]
            return fxb_solve(&curve, workload.xs[i])
        }
        guard CoreTiming.unavailableReason == nil,
            let swiftCurves = optionalAll(workload.curves.map { CoreTiming.bezier($0.0, $0.1, $0.2, $0.3) })
        else {
            let cTime = context.measurement.median { blackHole(solveC(workload, cCurves)) }
            return [
                .skipped(
                    "bezier",
                    (CoreTiming.unavailableReason ?? "a curve was refused by the core")
                        + "; C alone: \(Format.short(cTime / Double(pairs) * 1e9)) ns/solve over \(Format.count(pairs)) pairs, "
                        + "max |Δy| \(Format.scientific(cError, 1))")
            ]
        }
        return [measure(context, workload, cCurves, swiftCurves, checks: checks, cError: cError)]
    }

    private static func measure<Curve: UnitCurve>(
        _ context: BenchContext, _ workload: BezierWorkload, _ cCurves: [fxb_curve], _ swiftCurves: [Curve],
        checks: [Int], cError: Double
    ) -> ReportLine {
        let pairs = workload.xs.count
        let swiftError = maximumError(workload, checks) {
            swiftCurves[Int(workload.index[$0])].value(at: workload.xs[$0])
        }
        let comparison = context.measurement.compare {
            blackHole(solveSwift(workload, swiftCurves))
        } against: {
            blackHole(solveC(workload, cCurves))
        }
        let perSolve = comparison.subject / Double(pairs) * 1e9
        let cPerSolve = comparison.baseline / Double(pairs) * 1e9
        let accurate = swiftError <= 1e-9
        let verdict = comparison.ratio <= 0.35 && accurate ? "goal met" : "goal missed"
        return ReportLine(
            figure: "bezier",
            text:
                "\(Format.count(pairs)) pairs: swift \(Format.short(perSolve)) ns/solve, C \(Format.short(cPerSolve)) ns/solve, "
                + "ratio \(Format.ratio(comparison.ratio)) (goal ≤ 0.35×); max |Δy| swift \(Format.scientific(swiftError, 1)), "
                + "C \(Format.scientific(cError, 1)) over \(checks.count) checked (goal ≤ 1e-9) — \(verdict)")
    }

    /// The C solver over every pair.
    static func solveC(_ workload: BezierWorkload, _ cCurves: [fxb_curve]) -> Double {
        cCurves.withUnsafeBufferPointer { curves in
            workload.index.withUnsafeBufferPointer { index in
                workload.xs.withUnsafeBufferPointer { xs in
                    fxb_solve_pairs(curves.baseAddress, index.baseAddress, xs.baseAddress, xs.count)
                }
            }
        }
    }

    /// The Swift solver over every pair.
    static func solveSwift<Curve: UnitCurve>(_ workload: BezierWorkload, _ curves: [Curve]) -> Double {
        curves.withUnsafeBufferPointer { curves in
            workload.index.withUnsafeBufferPointer { index in
                workload.xs.withUnsafeBufferPointer { xs in solvePairs(curves, index, xs) }
            }
        }
    }

    /// The largest |solve(i) − exact(i)| over `indices`.
    static func maximumError(_ workload: BezierWorkload, _ indices: [Int], _ solve: (Int) -> Double) -> Double
    {
        var worst = 0.0
        for i in indices { worst = max(worst, abs(solve(i) - workload.exact(i))) }
        return worst
    }

    /// `count` indices spread evenly over `0..<total`.
    static func sample(count: Int, of total: Int) -> [Int] {
        let step = max(total / max(count, 1), 1)
        return Array(stride(from: 0, to: total, by: step))
    }

    private static func optionalAll<T>(_ values: [T?]) -> [T]? {
        var result: [T] = []
        for value in values {
            guard let value else { return nil }
            result.append(value)
        }
        return result
    }
}
