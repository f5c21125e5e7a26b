import EffectsRegistry
import TestSupport
import Testing

@testable import EffectGraphics

/// The order in which a layer's transform columns compose in the film strip, which draws the
/// sampled geometry (``LayerGeometry``), as `docs/DSL.md` ("How the transform composes") states it
/// and its worked example shows.
@Suite struct TransformCompositionTests {
    /// The corners of a 10 × 10 card at (100, 100) unless `values` say otherwise.
    private func corners(_ values: [(String, Value)]) throws -> [ViewportPoint] {
        let layer = try GraphicsFixtures.constantLayer(
            "card", [("bounds.size", Value(10, 10)), ("position", Value(100, 100))] + values)
        let table = try GraphicsFixtures.stripTable(try Timeline(duration: 1, layers: [layer]), .count(1))
        return LayerColumns(layer: "card", columns: table.columns).pose(
            row: 0, in: table, viewport: EffectContext(), sublayerTransform: .identity
        ).corners
    }

    private func rounded(_ corners: [ViewportPoint]) -> String {
        corners.map { "(\(SVGNumber.string($0.x)), \(SVGNumber.string($0.y)))" }.joined(separator: " ")
    }

    @Test func theCornersOfTheWorkedExampleAreThoseThePageGives() throws {
        let blocks = DocumentBlocks("docs/DSL.md").blocks(from: "effect transform-order", count: 4)
        try #require(blocks.map(\.tag) == ["", "csv", "svg", "text"])
        let table = try SampleTable(csv: Array((blocks[1].text + "\n").utf8))
        // The page's sample, set as the card's model values, property by property.
        var values: [(String, [Double])] = []
        for (index, column) in table.columns.enumerated() where column.hasPrefix("card.") {
            let name = ColumnName(column)
            let value = try #require(table.value(row: 0, column: index))
            if let last = values.last, last.0 == name.property {
                values[values.count - 1].1.append(value)
            } else {
                values.append((name.property, [value]))
            }
        }
        let layer = try GraphicsFixtures.constantLayer(
            "card", try values.map { ($0.0, try #require(Value(components: $0.1))) })
        let strip = try GraphicsFixtures.stripTable(try Timeline(duration: 1, layers: [layer]), .count(1))
        let pose = LayerColumns(layer: "card", columns: strip.columns).pose(
            row: 0, in: strip, viewport: EffectContext(), sublayerTransform: .identity)
        #expect(rounded(pose.corners) == blocks[3].text)
    }

    @Test func theUniformScaleMultipliesThePerAxisOnes() throws {
        let scaled = try corners([
            ("transform.scale", Value(2)), ("transform.scale.x", Value(3)), ("transform.scale.y", Value(0.5)),
        ])
        #expect(rounded(scaled) == "(70, 95) (130, 95) (130, 105) (70, 105)")
    }

    @Test func withoutPerspectiveTheSignOfARotationAboutXOrYDoesNotShow() throws {
        let positive = try corners([("transform.rotation.x", Value(1))])
        let negative = try corners([("transform.rotation.x", Value(-1))])
        #expect(rounded(positive) == rounded(negative))
        let right = try corners([("transform.rotation.y", Value(0.5))])
        let left = try corners([("transform.rotation.y", Value(-0.5))])
        #expect(rounded(right) == rounded(left))
    }

    @Test func theTranslationIsNeitherRotatedNorScaled() throws {
        let moved = try corners([
            ("transform.translation", Value(20, 0)), ("transform.rotation", Value(Double.pi / 2)),
            ("transform.scale", Value(3)),
        ])
        // The centre goes to position + translation whatever the rotation and the scale.
        #expect(rounded([LayerPose.centroid(moved)]) == "(120, 100)")
        // A positive rotation turns clockwise on screen: the top-left corner goes to the top right.
        #expect(rounded([moved[0]]) == "(135, 85)")
    }
}
