import TestSupport
import Testing

@testable import EffectsText

/// The one number-to-text API: one exponent spelling, one seconds spelling, never `-0`.
@Suite struct NumberTextTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (100, "100"), (-3, "-3"), (0.1, "0.1"), (0.25, "0.25"),
        (1e-7, "1e-7"), (0.00001, "0.00001"), (6.68e-8, "6.68e-8"), (1e16, "10000000000000000"),
        (1.5e20, "150000000000000000000"), (1.5e21, "1.5e+21"),
        (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
    ])
    func numbersAreShortestAndNeverNegativeZero(value: Double, text: String) {
        #expect(NumberText.shortest(value) == text)
    }

    @Test func fixedAndRoundedDigits() {
        #expect(NumberText.fixed(0.25, digits: 3) == "0.250")
        #expect(NumberText.fixed(-0.0001, digits: 2) == "0.00")
        #expect(NumberText.rounded(0.123456, digits: 4) == "0.1235")
        #expect(NumberText.rounded(2.00001, digits: 4) == "2")
        #expect(NumberText.rounded(-0.00001, digits: 4) == "0")
        // A number too large to scale has no decimals to round and is shown as it is.
        #expect(NumberText.rounded(-1e308, digits: 4) == "-1e+308")
    }

    /// One seconds spelling, for listings and messages alike: a space between number and unit.
    @Test func secondsHaveASpaceBeforeTheirUnit() {
        #expect(NumberText.seconds(1.2) == "1.2 s")
        #expect(NumberText.seconds(1.3582866909233027, digits: 3) == "1.358 s")
        #expect(NumberText.seconds(1e308, digits: 6) == "1e+308 s")
        #expect(NumberText.seconds(.infinity, digits: 3) == "inf s")
    }

    @Test func roundedPercentages() {
        #expect(NumberText.percent(0.6, digits: 4) == "60%")
        #expect(NumberText.percent(1.0 / 3, digits: 4) == "33.3333%")
    }

    @Test func scientificNotationSpellsTheExponentAsShortestDoes() {
        #expect(NumberText.scientific(1.5e-7, digits: 1) == "1.5e-7")
        #expect(NumberText.scientific(2e6, digits: 0) == "2e+6")
        #expect(NumberText.scientific(9.96e5, digits: 1) == "1.0e+6")
        #expect(NumberText.scientific(-2.5e12, digits: 2) == "-2.50e+12")
        #expect(NumberText.scientific(.leastNonzeroMagnitude, digits: 1) == "5.0e-324")
        #expect(NumberText.scientific(0, digits: 2) == "0")
    }

    @Test(arguments: [
        ("0", "0"), ("1", "100"), ("0.5", "50"), ("0.3333333333333333", "33.33333333333333"),
        ("0.07", "7"), ("1e-5", "0.001"), ("1e-05", "0.001"), ("-0.25", "-25"),
        ("2.5e-324", "0." + String(repeating: "0", count: 321) + "25"),
        ("12.5", "1250"), ("1.5e+21", "150000000000000000000000"),
    ])
    func shiftsDecimalTextByTwoPlaces(_ text: String, _ expected: String) {
        #expect(NumberText.shifted(text, by: 2) == expected)
    }

    /// Moving the point: the percentage's digits are the fraction's, so the .fx reader, which moves
    /// the point back, reads exactly the fraction.
    @Test(arguments: [0.0, 1, 0.5, 1.0 / 3, 2.0 / 3, 1.0 / 6, 0.07, 0.1 + 0.2, 1e-7, 0.999999999999])
    func percentagesMovingThePointReadBackExactly(_ fraction: Double) throws {
        let text = NumberText.percent(fraction, readBy: .movingThePoint)
        let number = try #require(Double(String(text.dropLast()) + "e-2"))
        #expect(number == fraction)
    }

    /// Dividing by 100: what CSS's linear() stops need, which differs for a third of all fractions.
    @Test func percentagesDividedBy100ReadBackAsTheSameFraction() {
        #expect(NumberText.percent(0.75, readBy: .dividingBy100) == "75%")
        #expect(NumberText.percent(0.07, readBy: .dividingBy100) == "7%")
        #expect(NumberText.percent(0, readBy: .dividingBy100) == "0%")
        #expect(NumberText.percent(-0.1, readBy: .dividingBy100) == "-10%")
        #expect(NumberText.percent(1.0 / 6, readBy: .dividingBy100) == "16.666666666666664%")
        #expect(NumberText.percent(1.0 / 6, readBy: .movingThePoint) == "16.666666666666666%")
        var random = SeededGenerator(seed: 17)
        for _ in 0..<2000 {
            // Fractions that come from percentages (p / 100), as every written linear() input does.
            let percentage = Double(String(Double.random(in: -50...150, using: &random))) ?? 0
            let fraction = percentage / 100
            let text = NumberText.percent(fraction, readBy: .dividingBy100)
            #expect(text.hasSuffix("%"))
            #expect((Double(String(text.dropLast())) ?? .nan) / 100 == fraction, "\(text) for \(fraction)")
        }
    }
}
