import Testing

@testable import EffectGraphics

@Suite struct SVGNumberTests {
    @Test(
        arguments: [
            (0.0, 2, "0"), (-0.0, 2, "0"), (-0.004, 2, "0"), (12.5, 2, "12.5"), (1.005, 1, "1"),
            (2.675, 2, "2.68"),
            (-3.14159, 3, "-3.142"), (100, 0, "100"), (Double.nan, 2, "0"), (Double.infinity, 2, "0"),
            (1e30, 2, "1000000000000"), (0.000001, 6, "0.000001"),
        ] as [(Double, Int, String)])
    func fixedNumbersAreShortAndNeverNegativeZero(value: Double, decimals: Int, text: String) {
        #expect(SVGNumber.string(value, decimals: decimals) == text)
    }

    @Test func keptZerosPadTheDecimals() {
        #expect(SVGNumber.string(0.5, decimals: 2, keepsZeros: true) == "0.50")
        #expect(SVGNumber.string(-2, decimals: 1, keepsZeros: true) == "-2.0")
    }

    @Test(
        arguments: [
            (1.5e-7, 1, "1.5e-7"), (2e6, 0, "2e+6"), (-2.5e12, 1, "-2.5e+12"), (9.96e5, 1, "1.0e+6"),
            (0, 2, "0"),
        ] as [(Double, Int, String)])
    func scientificNotation(value: Double, decimals: Int, text: String) {
        #expect(SVGNumber.scientific(value, decimals: decimals) == text)
    }

    @Test(arguments: [1e-300, 1e-9, 0.001, 0.1, 1, 10, 1000, 1e15, 1e300] as [Double])
    func log10FloorIsExactAtPowersOfTen(power: Double) {
        let exponent = SVGNumber.log10Floor(power)
        #expect(SVGNumber.log10Floor(power * 1.5) == exponent)
        #expect(SVGNumber.log10Floor(power * 0.99) == exponent - 1)
    }
}
