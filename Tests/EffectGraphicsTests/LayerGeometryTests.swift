import EffectsRegistry
import Glibc
import Testing

@testable import EffectGraphics

@Suite struct LayerGeometryTests {
    private let viewport = EffectContext()

    @Test func columnsAreFoundByLayerAndKeyPath() {
        let columns = [
            "t", "progress", "front.zPosition", "front.position.x", "front.position.y",
            "front.transform.rotation",
            "back.position.x", "front.bounds.size.x", "front.bounds.size.y", "front.backgroundColor.w",
        ]
        let front = LayerColumns(layer: "front", columns: columns)
        #expect(front.indexes[.zPosition] == 2)
        #expect(front.indexes[.positionX] == 3)
        #expect(front.indexes[.positionY] == 4)
        #expect(front.indexes[.rotation] == 5)
        #expect(front.indexes[.width] == 7)
        #expect(front.indexes[.height] == 8)
        #expect(front.indexes[.alpha] == 9)
        #expect(front.indexes[.opacity] == nil)
        #expect(LayerColumns(layer: "back", columns: columns).indexes == [.positionX: 6])
        #expect(LayerColumns.layerNames(in: columns) == ["front", "back"])
    }

    @Test func missingColumnsMakeAFullScreenLayer() {
        let table = SampleTable(columns: ["t"])
        let pose = LayerColumns(layer: "page", columns: table.columns).pose(
            row: 0, in: table, viewport: viewport)
        #expect(pose.positionX == 187.5 && pose.positionY == 333.5)
        #expect(pose.width == 375 && pose.height == 667)
        #expect(
            pose.anchorX == 0.5 && pose.opacity == 1 && pose.zPosition == 0 && pose.backgroundColor == nil)
        let corners = pose.corners
        #expect(corners[0] == (0, 0) && corners[2] == (375, 667))
    }

    @Test func swapCardPosesFollowTheTable() throws {
        let table = try GraphicsFixtures.table(try GraphicsFixtures.swapCard(), .times([0, 0.6, 1.2]))
        let front = LayerColumns(layer: "front", columns: table.columns)
        let start = front.pose(row: 0, in: table, viewport: viewport)
        #expect(start.positionX == 187.5 && start.positionY == 333.5)
        #expect(start.width == 200 && start.height == 300)
        #expect(start.zPosition == 1 && start.rotation == 0)
        let middle = front.pose(row: 1, in: table, viewport: viewport)
        #expect(middle.positionX == 277.5 && middle.positionY == 313.5)
        #expect((middle.rotation - 0.15 * 0.6).magnitude < 1e-12)
        #expect(middle.zPosition.magnitude < 1e-12)
        let end = front.pose(row: 2, in: table, viewport: viewport)
        #expect(end.zPosition == -1 && end.rotation == 0)
    }

    @Test func positiveRotationTurnsClockwiseOnScreen() {
        var pose = LayerPose(positionX: 0, positionY: 0, width: 200, height: 100)
        pose.rotation = Double.pi / 2
        // The middle of the right edge points right before turning and down (y grows) after.
        let point = pose.viewportPoint(x: 200, y: 50)
        #expect(point.x.magnitude < 1e-9 && (point.y - 100).magnitude < 1e-9)
    }

    @Test func anchorScaleAndTranslationCompose() {
        var pose = LayerPose(positionX: 100, positionY: 50, width: 40, height: 20)
        pose.anchorX = 0
        pose.anchorY = 0
        pose.scaleX = 2
        pose.scaleY = 0.5
        pose.translationX = 10
        pose.translationY = -5
        #expect(pose.viewportPoint(x: 0, y: 0) == (110, 45))
        #expect(pose.viewportPoint(x: 40, y: 20) == (190, 55))
        pose.rotationY = Double.pi
        #expect((pose.effectiveScaleX + 2).magnitude < 1e-12, "turned over: mirrored")
    }

    @Test func scaleKeyPathsMultiply() throws {
        let timeline = try Timeline(
            duration: 1,
            layers: [
                try GraphicsFixtures.constantLayer(
                    "card",
                    [("transform.scale", Value(0.5)), ("transform.scale.x", Value(3)), ("opacity", Value(7))])
            ])
        let table = try GraphicsFixtures.table(timeline, .count(1))
        let pose = LayerColumns(layer: "card", columns: table.columns).pose(
            row: 0, in: table, viewport: viewport)
        #expect(pose.scaleX == 1.5 && pose.scaleY == 0.5)
        #expect(pose.opacity == 1, "opacity is clamped to 0...1")
    }

    @Test(
        arguments: [
            ([0.0, 0, 0], [0, 1, 2]), ([1.0, -1], [1, 0]), ([1.0, -1, 0, 0], [1, 2, 3, 0]),
            ([2.0, 2, 1], [2, 0, 1]),
        ] as [([Double], [Int])])
    func lowerZPositionsDrawFirstAndTiesKeepLayerOrder(zPositions: [Double], order: [Int]) {
        let poses = zPositions.map { z in
            var pose = LayerPose(positionX: 0, positionY: 0, width: 1, height: 1)
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
