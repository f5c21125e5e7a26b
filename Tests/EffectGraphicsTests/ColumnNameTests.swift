import EffectsRegistry
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
        ("card.transform.m34", "card", "transform.m34", ""),
        ("card.transform.translation.z", "card", "transform.translation.z", "pt"),
        ("card.anchorPointZ", "card", "anchorPointZ", "pt"),
        ("card.hidden", "card", "hidden", ""),
        ("card.matrix.m41", "card", "matrix.m41", ""),
        ("card.corners.topLeft.x", "card", "corners.topLeft.x", "pt"),
        ("row[2].corners.bottomLeft.y", "row[2]", "corners.bottomLeft.y", "pt"),
        ("card.frontFacing", "card", "frontFacing", ""),
        ("card.visible", "card", "visible", ""),
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

    @Test func everyColumnOfAGeometryTableBelongsToItsLayer() throws {
        let columns = CompiledTimeline(
            try Timeline(
                duration: 1,
                layers: [
                    Layer(
                        name: "card",
                        modelValues: [
                            try ModelValue(transform: TransformList([.rotateX(1)])),
                            try ModelValue(keyPath: "opacity", value: Value(1)),
                        ])
                ]), geometry: true
        ).columnNames
        #expect(columns.count == 2 + 16 + 1 + 16 + 8 + 2)
        for column in columns.dropFirst(2) {
            #expect(ColumnName(column).layer == "card", "\(column)")
        }
    }
}
