import EffectsInterchange
import EffectsRegistry
import Testing

/// Every length is bounded in points, whichever converter asks; a bound out of range is refused
/// where it is made.
@Suite struct InterchangeToleranceTests {
    @Test(arguments: [
        "position", "transform.translation", "transform.translation.z", "anchorPointZ", "zPosition",
    ])
    func aLengthIsBoundedInPoints(_ name: String) throws {
        let property = try #require(PropertyPath.named(name))
        #expect(try InterchangeTolerance(points: 0.5, unitless: 0.01).bound(for: property) == 0.5)
    }

    @Test func aUnitlessValueIsNot() throws {
        let property = try #require(PropertyPath.named("opacity"))
        #expect(try InterchangeTolerance(points: 0.5, unitless: 0.01).bound(for: property) == 0.01)
    }

    @Test func theDefaultsAreAThousandthOfAPointAndATenThousandth() throws {
        let tolerance = InterchangeTolerance()
        #expect(tolerance.points == 0.001 && tolerance.unitless == 1e-4)
        #expect(try InterchangeTolerance(points: 0.5) == InterchangeTolerance(points: 0.5, unitless: 1e-4))
    }

    @Test(arguments: [(-1.0, 1e-4), (0, 1e-4), (0.001, .nan), (.infinity, 1e-4), (0.001, 0)])
    func aBoundThatIsNotAboveZeroIsRefused(_ points: Double, _ unitless: Double) {
        #expect(throws: InterchangeError.invalidOption(name: "tolerance", reason: "must be above 0")) {
            try InterchangeTolerance(points: points, unitless: unitless)
        }
    }
}
