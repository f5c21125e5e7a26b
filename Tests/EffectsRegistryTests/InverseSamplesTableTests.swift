import TestSupport
import Testing

@testable import EffectsRegistry

/// The first-guess table built in place holds the very doubles of the table built the plain way,
/// so the solve, its step limits and every golden table keep their bits.
@Suite struct InverseSamplesTableTests {
    /// The table as first written: the times and the limited steps in arrays of their own, then
    /// five doubles appended per interval.
    static func plainTable(_ curve: CubicBezier) -> [Double] {
        let storage = curve.storage
        let x = (a: storage.ax, b: storage.bx, c: storage.cx)
        let y = (a: storage.ay, b: storage.by, c: storage.cy)
        let intervals = InverseSamples.intervals
        let width = 1 / Double(intervals)
        let times = (0...intervals).map {
            CubicBezier.roughInverse(of: Double($0) * width, x.a, x.b, x.c)
        }
        let steps = times.indices.map { index in
            let slope = (3 * x.a * times[index] + 2 * x.b) * times[index] + x.c
            var step = slope > 0 ? width / slope : .infinity
            if index > 0 { step = min(step, 3 * (times[index] - times[index - 1])) }
            if index < intervals { step = min(step, 3 * (times[index + 1] - times[index])) }
            return step
        }
        var table: [Double] = []
        for index in 0..<intervals {
            let rise = times[index + 1] - times[index]
            let (startStep, endStep) = (steps[index], steps[index + 1])
            table += [
                times[index], startStep, 3 * rise - 2 * startStep - endStep, startStep + endStep - 2 * rise,
                InverseSamples.stepLimit(
                    from: times[index], to: times[index + 1], x: x, y: y,
                    xCurvatureBound: storage.xCurvatureBound, yCurvatureBound: storage.yCurvatureBound),
            ]
        }
        return table
    }

    @Test func theTableBuiltInPlaceHasThePlainTablesBits() throws {
        var random = SeededGenerator(seed: 16)
        let curves = try CubicBezierTests.sampleCurves(random: 3000, using: &random)
        var differing = 0
        for curve in curves {
            let built = curve.storage.guesses.table.map(\.bitPattern)
            if built != Self.plainTable(curve).map(\.bitPattern) { differing += 1 }
        }
        #expect(differing == 0)
        #expect(curves.allSatisfy { $0.storage.guesses.table.count == 80 })
    }
}
