import Testing

@testable import EffectsRegistry

@Suite struct CubicBezierDescriptionTests {
    @Test func aCurvePrintsAsCSSWritesIt() throws {
        #expect(String(describing: CubicBezier(validated: 0.25, 0.1, 0.25, 1)) == "ease")
        #expect(
            String(describing: try CubicBezier(0.3, -0.5, 0.7, 1.5)) == "cubic-bezier(0.3, -0.5, 0.7, 1.5)")
    }

    @Test func itsDebugTextNamesTheControlPoints() throws {
        #expect(
            String(reflecting: try CubicBezier(0.3, -0.5, 0.7, 1.5)) == "CubicBezier(0.3, -0.5, 0.7, 1.5)")
    }
}
