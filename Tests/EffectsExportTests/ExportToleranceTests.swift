import EffectsCore
import EffectsExport
import Testing

/// Every length is bounded in points, whichever exporter asks.
@Suite struct ExportToleranceTests {
    @Test(arguments: [
        "position", "transform.translation", "transform.translation.z", "anchorPointZ", "zPosition",
    ])
    func aLengthIsBoundedInPoints(_ name: String) throws {
        let property = try #require(PropertyPath.named(name))
        #expect(ExportTolerance(points: 0.5, unitless: 0.01).bound(for: property) == 0.5)
    }

    @Test func aUnitlessValueIsNot() throws {
        let property = try #require(PropertyPath.named("opacity"))
        #expect(ExportTolerance(points: 0.5, unitless: 0.01).bound(for: property) == 0.01)
    }
}
