import Testing

@testable import EffectsRegistry

/// The compiler lays a track's values into its number pool without an array per value; the numbers
/// must be the values' components, in order, for every width.
@Suite struct FlatComponentsTests {
    @Test func areTheValuesComponentsInOrder() {
        let values = [
            Value(1), Value(2, -3), Value(4, 5, 6), Value(7, 8, 9, 10), Value(-0.0), Value(0.5, 1e300),
        ]
        #expect(TimelineCompiler.flatComponents(values) == values.flatMap(\.components))
        #expect(TimelineCompiler.flatComponents(values).count == 13)
        #expect(TimelineCompiler.flatComponents([]).isEmpty)
        for width in 1...4 {
            let row = (0..<5).compactMap { k in Value(components: (0..<width).map { Double(k * 10 + $0) }) }
            #expect(TimelineCompiler.flatComponents(row) == row.flatMap(\.components))
            #expect(TimelineCompiler.flatComponents(row).count == 5 * width)
        }
    }
}
