import EffectsRegistry
import TestSupport
import Testing

@testable import EffectGraphics

/// The order in which a layer's transform columns compose, as `docs/DSL.md` ("How the transform
/// composes") states it and its worked example shows.
@Suite struct TransformCompositionTests {
    private let viewport = EffectContext()

    private func pose(_ columns: [String: Double]) throws -> LayerPose {
        let names = columns.keys.sorted()
        var table = SampleTable(columns: ["t"] + names.map { "card.\($0)" })
        try table.appendRow([0] + names.map { columns[$0] ?? 0 })
        return LayerColumns(layer: "card", columns: table.columns).pose(row: 0, in: table, viewport: viewport)
    }

    private func rounded(_ corners: [(x: Double, y: Double)]) -> String {
        corners.map { "(\(SVGNumber.string($0.x)), \(SVGNumber.string($0.y)))" }.joined(separator: " ")
    }

    @Test func theCornersOfTheWorkedExampleAreThoseThePageGives() throws {
        let blocks = DocumentBlocks("docs/DSL.md").blocks(from: "effect transform-order", count: 4)
        try #require(blocks.map(\.tag) == ["", "csv", "svg", "text"])
        let table = try SampleTable(csv: Array((blocks[1].text + "\n").utf8))
        let pose = LayerColumns(layer: "card", columns: table.columns).pose(
            row: 0, in: table, viewport: viewport)
        #expect(rounded(pose.corners) == blocks[3].text)
    }

    @Test func theUniformScaleMultipliesThePerAxisOnes() throws {
        let pose = try pose(["transform.scale": 2, "transform.scale.x": 3, "transform.scale.y": 0.5])
        #expect(pose.scaleX == 6 && pose.scaleY == 1)
    }

    @Test func theSignOfARotationAboutXOrYDoesNotShow() throws {
        let positive = try pose(["transform.rotation.x": 1, "transform.rotation.y": 0.5])
        let negative = try pose(["transform.rotation.x": -1, "transform.rotation.y": -0.5])
        #expect(rounded(positive.corners) == rounded(negative.corners))
    }

    @Test func theTranslationIsNeitherRotatedNorScaled() throws {
        let pose = try pose([
            "bounds.size.x": 10, "bounds.size.y": 10, "position.x": 100, "position.y": 100,
            "transform.translation.x": 20, "transform.rotation": Double.pi / 2, "transform.scale": 3,
        ])
        // The centre goes to position + translation whatever the rotation and the scale.
        let centre = pose.viewportPoint(x: 5, y: 5)
        #expect(rounded([centre]) == "(120, 100)")
        // A positive rotation turns clockwise on screen: the top-left corner goes to the top right.
        #expect(rounded([pose.viewportPoint(x: 0, y: 0)]) == "(135, 85)")
    }
}
