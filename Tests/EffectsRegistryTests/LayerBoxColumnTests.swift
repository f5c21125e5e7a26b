import EffectsRegistry
import Testing

/// The box columns' vocabulary: each names a column the sampler writes, and its defaults are the
/// catalogue's and the drawings' own.
struct LayerBoxColumnTests {
    /// The catalogue property and component a column names, found the way the sampler names
    /// columns (`layer.position.x`).
    private static func catalogueDefault(_ column: LayerBoxColumn) -> Double? {
        for property in PropertyPath.catalogue {
            let names = property.columnNames(layer: "l")
            if let index = names.firstIndex(of: "l." + column.rawValue),
                property.defaultComponents.indices.contains(index)
            {
                return property.defaultComponents[index]
            }
        }
        return nil
    }

    @Test(arguments: LayerBoxColumn.allCases)
    func coreAnimationsDefaultIsTheCatalogues(_ column: LayerBoxColumn) throws {
        let expected = try #require(Self.catalogueDefault(column), "\(column.rawValue) is a sampled column")
        #expect(column.coreAnimationDefault == expected)
    }

    @Test func anUnplacedLayerIsDrawnCentredAndFillingTheViewport() {
        let viewport = EffectContext(viewportWidth: 320, viewportHeight: 480)
        let drawn = LayerBoxColumn.allCases.map { ($0, $0.drawnDefault(in: viewport)) }
        let changed = drawn.filter { $0.1 != $0.0.coreAnimationDefault }
        #expect(changed.map(\.0) == [.positionX, .positionY, .width, .height])
        #expect(changed.map(\.1) == [160, 240, 320, 480])
    }
}
