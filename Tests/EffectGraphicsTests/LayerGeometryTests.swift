import EffectsRegistry
import Testing

@testable import EffectGraphics

@Suite struct LayerGeometryTests {
    private let viewport = EffectContext()

    private func pose(_ table: SampleTable, _ layer: String, row: Int = 0) -> LayerPose {
        LayerColumns(layer: layer, columns: table.columns).pose(
            row: row, in: table, viewport: viewport, sublayerTransform: .identity)
    }

    @Test func columnsAreFoundByLayerAndKeyPath() {
        let columns = [
            "t", "progress", "front.zPosition", "front.position.x", "front.position.y",
            "front.corners.topLeft.x", "back.position.x", "front.bounds.size.x", "front.bounds.size.y",
            "front.backgroundColor.w", "front.visible",
        ]
        let front = LayerColumns(layer: "front", columns: columns)
        #expect(front.boxIndexes[.zPosition] == 2)
        #expect(front.boxIndexes[.positionX] == 3)
        #expect(front.boxIndexes[.positionY] == 4)
        #expect(front.indexes[.topLeftX] == 5)
        #expect(front.boxIndexes[.width] == 7)
        #expect(front.boxIndexes[.height] == 8)
        #expect(front.indexes[.alpha] == 9)
        #expect(front.indexes[.visible] == 10)
        #expect(front.boxIndexes[.opacity] == nil)
        #expect(!front.hasGeometry, "three quarters of the corners are missing")
        let back = LayerColumns(layer: "back", columns: columns)
        #expect(back.boxIndexes == [.positionX: 6] && back.indexes.isEmpty)
        #expect(LayerColumns.layerNames(in: columns) == ["front", "back"])
    }

    @Test func aLayerWithoutPositionOrSizeFillsTheViewport() throws {
        let table = try GraphicsFixtures.stripTable(
            try Timeline(
                duration: 1, layers: [try GraphicsFixtures.constantLayer("page", [("opacity", Value(7))])]),
            .count(1))
        let page = pose(table, "page")
        #expect(page.corners.map { [$0.x, $0.y] } == [[0, 0], [375, 0], [375, 667], [0, 667]])
        #expect(page.opacity == 1, "opacity is clamped to 0...1")
        #expect(page.zPosition == 0 && page.backgroundColor == nil)
        #expect(page.outline()?.outline == .rectangle(x: 0, y: 0, width: 375, height: 667, rx: 0, ry: 0))
    }

    @Test func swapCardPosesFollowTheTable() throws {
        let table = try GraphicsFixtures.stripTable(try GraphicsFixtures.swapCard(), .times([0, 0.6, 1.2]))
        let start = pose(table, "front")
        #expect(start.corners.first == ViewportPoint(x: 87.5, y: 183.5))
        #expect(start.width == 200 && start.height == 300 && start.zPosition == 1)
        let middle = pose(table, "front", row: 1)
        // The centre is at the position, (277.5, 313.5), whatever the tilt.
        let centre = LayerPose.centroid(middle.corners)
        #expect((centre.x - 277.5).magnitude < 1e-9 && (centre.y - 313.5).magnitude < 1e-9)
        #expect(middle.zPosition.magnitude < 1e-12)
        #expect(pose(table, "front", row: 2).zPosition == -1)
    }

    @Test func aRotatedRoundedCardKeepsItsCornersAsCurves() throws {
        let table = try GraphicsFixtures.stripTable(
            try Timeline(
                duration: 1,
                layers: [
                    try GraphicsFixtures.constantLayer(
                        "card",
                        [
                            ("bounds.size", Value(100, 60)), ("position", Value(100, 100)),
                            ("cornerRadius", Value(10)), ("transform.rotation", Value(0.3)),
                        ])
                ]), .count(1))
        guard case .roundedPath(let corners, let start, let segments) = pose(table, "card").outline()?.outline
        else {
            Issue.record("not a rounded path")
            return
        }
        #expect(corners == pose(table, "card").corners)
        #expect(segments.count == 8)
        // The path starts 10 points along the top edge from the top-left corner.
        let (dx, dy) = (start.x - corners[0].x, start.y - corners[0].y)
        #expect(((dx * dx + dy * dy).squareRoot() - 10).magnitude < 1e-9)
    }

    @Test func aScaledRectangleScalesItsCornerRadius() {
        var pose = LayerPose(
            corners: [
                ViewportPoint(x: 0, y: 0), ViewportPoint(x: 200, y: 0), ViewportPoint(x: 200, y: 50),
                ViewportPoint(x: 0, y: 50),
            ], homogeneous: [LayerPose.Homogeneous](repeating: .init(x: 0, y: 0, w: 1), count: 4),
            width: 100, height: 100)
        pose.cornerRadius = 10
        #expect(pose.outline()?.outline == .rectangle(x: 0, y: 0, width: 200, height: 50, rx: 20, ry: 5))
    }

    @Test(
        arguments: [
            ([0.0, 0, 0], [0, 1, 2]), ([1.0, -1], [1, 0]), ([1.0, -1, 0, 0], [1, 2, 3, 0]),
            ([2.0, 2, 1], [2, 0, 1]),
        ] as [([Double], [Int])])
    func lowerZPositionsDrawFirstAndTiesKeepLayerOrder(zPositions: [Double], order: [Int]) {
        let poses = zPositions.map { z in
            var pose = LayerPose(corners: [], homogeneous: [], width: 1, height: 1)
            pose.zPosition = z
            return pose
        }
        #expect(LayerPose.drawingOrder(poses) == order)
    }

    @Test func backgroundColoursBecomeHex() {
        #expect(RGBAColor(red: 1, green: 0.5, blue: 0).hex == "#ff8000")
        #expect(RGBAColor(red: 2, green: -1, blue: 0.2).hex == "#ff0033")
        #expect(
            RGBAColor(red: 0, green: 0, blue: 0).luminance < RGBAColor(red: 1, green: 1, blue: 0).luminance)
    }
}
