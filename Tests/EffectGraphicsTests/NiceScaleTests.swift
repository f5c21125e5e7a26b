import Testing

@testable import EffectGraphics

@Suite struct NiceScaleTests {
    /// Whether `step` is 1, 2 or 5 times a power of ten.
    private func isNice(_ step: Double) -> Bool {
        let power = SVGNumber.power10(Int(SVGNumber.log10Floor(step)))
        let mantissa = step / power
        return [1.0, 2, 5].contains { ($0 - mantissa).magnitude < 1e-9 }
    }

    @Test(
        arguments: [
            (0.0, 1.2), (-0.15, 0.15), (0, 1), (187.5, 277.5), (-1, 1), (3, 3), (0, 0), (-7, -7),
            (1e-9, 3e-9),
            (0, 5e12), (-2.5e-6, 1.5e-6), (0.1, 0.30000000000000004), (1e9, 1e9 + 3), (-1e300, 1e300),
            (42, 43.5),
            (-123_456, 987_654), (0.999, 1.001),
        ] as [(Double, Double)])
    func ticksAreNiceAndCoverTheData(minimum: Double, maximum: Double) {
        let scale = NiceScale(minimum: minimum, maximum: maximum)
        #expect(isNice(scale.step), "step \(scale.step)")
        #expect(scale.lower <= minimum && scale.upper >= maximum)
        #expect(scale.lower < scale.upper)
        #expect((2...13).contains(scale.ticks.count), "\(scale.ticks)")
        for tick in scale.ticks {
            let multiple = tick / scale.step
            #expect(
                (multiple - multiple.rounded()).magnitude < 1e-6, "\(tick) is not a multiple of \(scale.step)"
            )
        }
        #expect(zip(scale.ticks, scale.ticks.dropFirst()).allSatisfy { $0 < $1 })
        #expect(scale.ticks.first == scale.lower && scale.ticks.last == scale.upper)
    }

    @Test func aDurationGetsTenthsOfASecond() {
        let scale = NiceScale(minimum: 0, maximum: 1.2)
        #expect(scale.step == 0.2)
        #expect(TickLabels.labels(for: scale) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2"])
    }

    @Test func aConstantColumnSitsMidAxis() {
        let scale = NiceScale(minimum: 1, maximum: 1)
        #expect(scale.lower < 1 && scale.upper > 1)
        #expect((scale.fraction(of: 1) - 0.5).magnitude < 1e-9)
        let zero = NiceScale(minimum: 0, maximum: 0)
        #expect(zero.lower == -1 && zero.upper == 1)
    }

    @Test func anAxisWithoutDataIsZeroToOne() {
        let scale = NiceScale(minimum: .nan, maximum: .nan)
        #expect(scale.lower == 0 && scale.upper == 1)
    }

    @Test func anXAxisEndsAtTheDataWithTicksInside() {
        let scale = NiceScale(minimum: 0.05, maximum: 1.23, targetTickCount: 6, extendsToTicks: false)
        #expect(scale.lower == 0.05 && scale.upper == 1.23)
        #expect(scale.ticks.first == 0.2 && scale.ticks.last == 1.2)
    }

    @Test(
        arguments: [
            (0.0, 5e12, ["0", "1e+12", "2e+12", "3e+12", "4e+12", "5e+12"]),
            (1e-9, 3e-9, ["1.0e-9", "1.5e-9", "2.0e-9", "2.5e-9", "3.0e-9"]),
            (-0.15, 0.15, ["-0.15", "-0.10", "-0.05", "0.00", "0.05", "0.10", "0.15"]),
            (0, 300, ["0", "50", "100", "150", "200", "250", "300"]),
        ] as [(Double, Double, [String])])
    func labelsShareTheirDecimals(minimum: Double, maximum: Double, labels: [String]) {
        #expect(
            TickLabels.labels(for: NiceScale(minimum: minimum, maximum: maximum, targetTickCount: 5))
                == labels)
    }
}
