import EffectsRegistry
import EffectsTesting
import Testing

@Suite struct GoldenToleranceTests {
    @Test func exactAcceptsOnlyEqualValues() {
        #expect(GoldenTolerance.exact.accepts(expected: 0.5, actual: 0.5))
        #expect(!GoldenTolerance.exact.accepts(expected: 0.5, actual: 0.5.nextUp))
        #expect(GoldenTolerance.exact.accepts(expected: .nan, actual: .nan))
        #expect(GoldenTolerance.exact.accepts(expected: .infinity, actual: .infinity))
    }

    @Test func absoluteBoundsTheDifference() {
        let tolerance = GoldenTolerance.absolute(0.25)
        #expect(tolerance.accepts(expected: 100, actual: 100.25))
        #expect(!tolerance.accepts(expected: 100, actual: 100.5))
        #expect(tolerance.accepts(expected: 0, actual: -0.25))
    }

    @Test func relativeScalesWithTheExpectedValue() {
        let tolerance = GoldenTolerance.relative(1e-3)
        #expect(tolerance.accepts(expected: 1000, actual: 1001))
        #expect(!tolerance.accepts(expected: 1000, actual: 1001.5))
        #expect(!tolerance.accepts(expected: 0, actual: 1e-12))
        #expect(tolerance.allowance(for: -2000) == 2)
    }

    @Test func theLargerOfTheTwoBoundsApplies() {
        let tolerance = GoldenTolerance(absolute: 0.5, relative: 0.01)
        #expect(tolerance.allowance(for: 10) == 0.5)
        #expect(tolerance.allowance(for: 100) == 1)
        #expect(tolerance.description == "absolute 0.5 or relative 0.01")
    }

    @Test func nonFiniteValuesMatchOnlyThemselvesWhateverTheTolerance() {
        let loose = GoldenTolerance(absolute: 1e300, relative: 1e300)
        #expect(!loose.accepts(expected: .nan, actual: 0))
        #expect(!loose.accepts(expected: 0, actual: .nan))
        #expect(!loose.accepts(expected: .infinity, actual: -.infinity))
        #expect(!loose.accepts(expected: .infinity, actual: 1e308))
        #expect(loose.accepts(expected: -.infinity, actual: -.infinity))
    }

    @Test func negativeAndNaNBoundsCountAsZero() {
        #expect(GoldenTolerance(absolute: -1, relative: .nan) == .exact)
        #expect(GoldenTolerance.exact.description == "exact")
    }
}
