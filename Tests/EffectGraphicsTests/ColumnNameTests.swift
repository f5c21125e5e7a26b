import Testing

@testable import EffectGraphics

@Suite struct ColumnNameTests {
    @Test(arguments: [
        ("front.position.x", "front", "position.x", "pt"),
        ("back.transform.rotation", "back", "transform.rotation", "rad"),
        ("card.transform.rotation.y", "card", "transform.rotation.y", "rad"),
        ("page.1.transform.scale.x", "page.1", "transform.scale.x", ""),
        ("a.bounds.size.y", "a", "bounds.size.y", "pt"),
        ("a.backgroundColor.w", "a", "backgroundColor.w", ""),
        ("a.opacity", "a", "opacity", ""),
        ("a.zPosition", "a", "zPosition", "pt"),
        ("t", "", "t", "s"),
        ("progress", "", "progress", ""),
        ("opacity", "", "opacity", ""),
    ])
    func columnsSplitIntoLayerAndProperty(column: String, layer: String, key: String, unit: String) {
        let name = ColumnName(column)
        #expect(name.layer == layer)
        #expect(name.propertyKey == key)
        #expect(name.unit == unit)
    }
}
