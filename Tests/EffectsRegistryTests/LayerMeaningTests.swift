import EffectsRegistry
import Testing

/// One meaning for a layer: a layer without a size or a position is a full-screen page, and a layer
/// partly behind the eye shows its part in front — in the sampled corners, `frontFacing` and
/// `visible` as in every drawing.
struct LayerMeaningTests {
    /// The geometry row of `layer` at 0 s in a 375 × 667 viewport under `sublayerTransform`.
    private func row(_ layer: Layer, sublayerTransform: Matrix3D = .identity) throws -> [String: Double] {
        let timeline = try Timeline(
            duration: 1, layers: [layer], sublayerTransform: sublayerTransform, viewportSize: Value(375, 667))
        let compiled = CompiledTimeline(timeline, geometry: true)
        return Dictionary(uniqueKeysWithValues: zip(compiled.columnNames, compiled.values(at: 0)))
    }

    /// The four corners of `layer` in `row`, top-left first.
    private func corners(_ row: [String: Double], _ layer: String) -> [[Double]] {
        ["topLeft", "topRight", "bottomRight", "bottomLeft"].map { name in
            [row["\(layer).corners.\(name).x"] ?? .nan, row["\(layer).corners.\(name).y"] ?? .nan]
        }
    }

    @Test func aLayerWithoutSizeOrPositionIsTheWholeViewport() throws {
        let page = try row(
            Layer(name: "page", modelValues: [try ModelValue(keyPath: "opacity", value: Value(0.5))]))
        #expect(corners(page, "page") == [[0, 0], [375, 0], [375, 667], [0, 667]])
        #expect(page["page.visible"] == 1)
    }

    @Test func aSizedLayerWithoutPositionIsCentredAndAPlacedOneWithoutSizeFillsAroundItsPosition() throws {
        let card = try row(
            Layer(name: "card", modelValues: [try ModelValue(keyPath: "bounds.size", value: Value(100, 50))]))
        #expect(
            corners(card, "card") == [[137.5, 308.5], [237.5, 308.5], [237.5, 358.5], [137.5, 358.5]])
        let moved = try row(
            Layer(
                name: "page", modelValues: [try ModelValue(keyPath: "position", value: Value(287.5, 333.5))]))
        #expect(corners(moved, "page") == [[100, 0], [475, 0], [475, 667], [100, 667]])
    }

    /// A 1000 × 100 card at the centre, 200 points towards the eye (400 points away under the
    /// perspective) and turned `degrees` about y: its left edge, 500 · sin 30° = 250 points nearer
    /// still, is 50 points behind the eye, while its right edge is in front.
    private func halfBehind(degrees: Double, doubleSided: Bool) throws -> [String: Double] {
        var perspective = Matrix3D.identity.entries
        perspective[11] = -1.0 / 400
        let layer = Layer(
            name: "card",
            modelValues: [
                try ModelValue(keyPath: "bounds.size", value: Value(1000, 100)),
                try ModelValue(keyPath: "transform.translation.z", value: Value(200)),
                try ModelValue(keyPath: "transform.rotation.y", value: Value(degrees * .pi / 180)),
                try ModelValue(keyPath: "doubleSided", value: Value(doubleSided ? 1 : 0)),
            ])
        return try row(layer, sublayerTransform: try #require(Matrix3D(entries: perspective)))
    }

    @Test func aLayerPartlyBehindTheEyeShowsItsPartInFront() throws {
        let front = try halfBehind(degrees: 30, doubleSided: false)
        #expect(front["card.visible"] == 1)
        #expect(front["card.frontFacing"] == 1)
        // Turned 150°, the part in front shows its back: hidden when single-sided.
        let back = try halfBehind(degrees: 150, doubleSided: false)
        #expect(back["card.frontFacing"] == 0)
        #expect(back["card.visible"] == 0)
        let doubleSided = try halfBehind(degrees: 150, doubleSided: true)
        #expect(doubleSided["card.visible"] == 1)
    }

    @Test func thePartInFrontIsClippedWhereTheEdgesCrossTheNearPlane() {
        // A quadrilateral whose left edge is behind the eye (w = −1) and right edge in front
        // (w = 1): its top and bottom edges cross w = 0.001 at t = 0.5005, x = 1.001, which the
        // divide by 0.001 takes to (1001, ∓1000).
        let quadrilateral = [
            HomogeneousPoint(x: 0, y: -1, w: -1), HomogeneousPoint(x: 2, y: -1, w: 1),
            HomogeneousPoint(x: 2, y: 1, w: 1), HomogeneousPoint(x: 0, y: 1, w: -1),
        ]
        let front = ProjectedLayer.frontPart(of: quadrilateral)
        let expected = [(1001.0, -1000.0), (2.0, -1.0), (2.0, 1.0), (1001.0, 1000.0)]
        #expect(front.count == expected.count)
        for (point, (x, y)) in zip(front, expected) {
            #expect(abs(point.x - x) < 1e-6 && abs(point.y - y) < 1e-6, "\(point)")
        }
        #expect(
            ProjectedLayer.frontPart(of: quadrilateral.map { HomogeneousPoint(x: $0.x, y: $0.y, w: -1) })
                .isEmpty)
    }
}
