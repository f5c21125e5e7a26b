import EffectsRegistry
import Testing

/// The layer geometry sampled on request: the composed matrix, the projected corners, the faces.
///
/// Every expected number here is worked out by hand from the documented rule, not from the code.
struct LayerGeometryTests {
    private static let viewport = (width: 375.0, height: 667.0)
    private static let centre = (x: 187.5, y: 333.5)

    /// The geometry row of `layers` at `time`, by column name.
    private func geometry(
        _ layers: [Layer], at time: Double = 0, sublayerTransform: Matrix3D = .identity
    ) throws -> [String: Double] {
        let timeline = try Timeline(
            duration: 1, layers: layers, sublayerTransform: sublayerTransform,
            viewportSize: Value(Self.viewport.width, Self.viewport.height))
        let compiled = CompiledTimeline(timeline, geometry: true)
        return Dictionary(uniqueKeysWithValues: zip(compiled.columnNames, compiled.values(at: time)))
    }

    private func expectCorners(
        _ row: [String: Double], _ layer: String, _ corners: [(Double, Double)],
        _ location: SourceLocation = #_sourceLocation
    ) {
        for (name, corner) in zip(["topLeft", "topRight", "bottomRight", "bottomLeft"], corners) {
            let x = row["\(layer).corners.\(name).x"] ?? .nan
            let y = row["\(layer).corners.\(name).y"] ?? .nan
            #expect(abs(x - corner.0) <= 1e-9, "\(name).x is \(x), not \(corner.0)", sourceLocation: location)
            #expect(abs(y - corner.1) <= 1e-9, "\(name).y is \(y), not \(corner.1)", sourceLocation: location)
        }
    }

    private func set(_ keyPath: String, _ value: Value) throws -> ModelValue {
        try ModelValue(keyPath: keyPath, value: value)
    }

    /// A 100 × 50 layer with every helper set and a `transform` of its own, under a perspective of
    /// 1000 points: translate3d(10, 20, 30) · rotateZ(90°) · rotateY(90°) · rotateX(90°) ·
    /// scale3d(3, 2, 2) · translate(5, 0).
    private func workedExample() throws -> Layer {
        Layer(
            name: "card",
            modelValues: [
                try set("bounds.size", Value(100, 50)), try set("position", Value(200, 300)),
                try set("transform.scale", Value(2)), try set("transform.scale.x", Value(1.5)),
                try set("transform.rotation.x", Value(.pi / 2)),
                try set("transform.rotation.y", Value(.pi / 2)),
                try set("transform.rotation.z", Value(.pi / 2)),
                try set("transform.translation", Value(10, 20)),
                try set("transform.translation.z", Value(30)),
                try ModelValue(transform: TransformList([.translate(x: 5, y: 0)])),
            ])
    }

    @Test func theHelpersComposeAroundTheTransformInTheDocumentedOrder() throws {
        // A point (px, py, 0) about the anchor: translate(5, 0) gives (px + 5, py, 0); the scale
        // (3(px + 5), 2py, 0); x by 90° (y, z) → (y cos − z sin, y sin + z cos): (3(px + 5), 0, 2py);
        // y by 90° (x, z) → (x cos + z sin, z cos − x sin): (2py, 0, −3(px + 5)); z by 90°
        // (x, y) → (−y, x): (0, 2py, −3(px + 5)); the translation: (10, 2py + 20, 15 − 3px).
        let row = try geometry([try workedExample()], sublayerTransform: .perspective(distance: 1000))
        let expected: [Double] = [0, 0, -3, 0, 0, 2, 0, 0, 2, 0, 0, 0, 10, 20, 15, 1]
        for (suffix, value) in zip(PropertyPath.matrixSuffixes, expected) {
            #expect(abs((row["card.matrix.\(suffix)"] ?? .nan) - value) <= 1e-9, "matrix.\(suffix)")
        }
        // Moved to the position: (210, 2py + 320, 15 − 3px); about the viewport's centre (22.5,
        // 2py − 13.5, 15 − 3px); the perspective divides by w = 1 − z / 1000.
        func corner(_ px: Double, _ py: Double) -> (Double, Double) {
            let w = 1 - (15 - 3 * px) / 1000
            return (22.5 / w + Self.centre.x, (2 * py - 13.5) / w + Self.centre.y)
        }
        expectCorners(row, "card", [corner(-50, -25), corner(50, -25), corner(50, 25), corner(-50, 25)])
    }

    @Test func theTransformPropertyAppliesInsideTheHelpers() throws {
        // rotate(90°) then translate(100, 0) as helpers: the point (10, 0) turns first, then moves.
        let layer = Layer(
            name: "box",
            modelValues: [
                try set("transform.rotation", Value(.pi / 2)),
                try set("transform.translation", Value(100, 0)),
                try ModelValue(transform: TransformList([.translateX(7)])),
            ])
        let row = try geometry([layer])
        // (x + 7, y) turned by 90°: (−y, x + 7); moved: (100 − y, x + 7).
        #expect(abs((row["box.matrix.m41"] ?? .nan) - 100) <= 1e-9)
        #expect(abs((row["box.matrix.m42"] ?? .nan) - 7) <= 1e-9)
        #expect(abs((row["box.matrix.m12"] ?? .nan) - 1) <= 1e-9)
        #expect(abs((row["box.matrix.m21"] ?? .nan) + 1) <= 1e-9)
        // The `transform` columns stay the property's own value.
        #expect(row["box.transform.m41"] == 7)
    }

    @Test func anAnimatedTransformTurnsInsideTheHelperTranslation() throws {
        // rotate(0) → rotate(90°) on `transform`, translation (50, 0) on the helper: at half time a
        // corner (x, y) about the anchor turns by 45°, (x c − y s, x s + y c), then moves by 50. The
        // position is set to the origin: a layer without one would sit at the viewport's centre.
        let turn = try Track(
            transform: [.none, TransformList([.rotate(.pi / 2)])], timing: MediaTiming(duration: 1))
        let layer = Layer(
            name: "box",
            modelValues: [
                try set("bounds.size", Value(100, 100)), try set("position", Value(0, 0)),
                try set("transform.translation", Value(50, 0)),
            ],
            animations: [.track(turn)])
        let r = 0.5.squareRoot()
        func corner(_ x: Double, _ y: Double) -> (Double, Double) { (x * r - y * r + 50, x * r + y * r) }
        expectCorners(
            try geometry([layer], at: 0.5), "box",
            [corner(-50, -50), corner(50, -50), corner(50, 50), corner(-50, 50)])
    }

    @Test func aFlipAboutXUnderPerspectiveForeshortensTheFarEdge() throws {
        // A 300 × 100 layer at the viewport's centre turned 60° about x under perspective(500): a
        // point (x, y) about the anchor goes to (x, y cos 60°, y sin 60°); w = 1 − z / 500.
        let layer = Layer(
            name: "card",
            modelValues: [
                try set("bounds.size", Value(300, 100)),
                try set("position", Value(Self.centre.x, Self.centre.y)),
                try set("transform.rotation.x", Value(.pi / 3)),
            ])
        let row = try geometry([layer], sublayerTransform: .perspective(distance: 500))
        let sine = 3.0.squareRoot() / 2
        func corner(_ x: Double, _ y: Double) -> (Double, Double) {
            let w = 1 - y * sine / 500
            return (x / w + Self.centre.x, y * 0.5 / w + Self.centre.y)
        }
        expectCorners(row, "card", [corner(-150, -50), corner(150, -50), corner(150, 50), corner(-150, 50)])
        // The top edge, tilted away, is 138.04 points from the centre line instead of 150.
        #expect(
            abs((row["card.corners.topLeft.x"] ?? .nan) - (Self.centre.x - 150 / (1 + sine / 10))) <= 1e-9)
        #expect(row["card.frontFacing"] == 1)
        #expect(row["card.visible"] == 1)
    }

    @Test func backFacesAndHiddenLayersAreMarked() throws {
        func layer(_ name: String, _ values: [ModelValue]) throws -> Layer {
            Layer(name: name, modelValues: [try set("bounds.size", Value(100, 100))] + values)
        }
        let row = try geometry([
            try layer("front", []),
            try layer("flipped", [try set("transform.rotation.y", Value(.pi))]),
            try layer(
                "oneSided",
                [try set("transform.rotation.x", Value(.pi * 2 / 3)), try set("doubleSided", Value(0))]),
            try layer("hidden", [try set("hidden", Value(1))]),
            try layer(
                "edgeOn",
                [try set("transform.rotation.y", Value(.pi * 3 / 2)), try set("doubleSided", Value(0))]),
        ])
        #expect(row["front.frontFacing"] == 1)
        #expect(row["front.visible"] == 1)
        // A back face shows on a double-sided layer (the default), mirrored.
        #expect(row["flipped.frontFacing"] == 0)
        #expect(row["flipped.visible"] == 1)
        #expect(row["oneSided.frontFacing"] == 0)
        #expect(row["oneSided.visible"] == 0)
        #expect(row["hidden.frontFacing"] == 1)
        #expect(row["hidden.visible"] == 0)
        // Exactly edge-on: the corners' area is rounding noise (cos 270° is −1.8e-16 in doubles),
        // and the layer counts as facing.
        #expect(row["edgeOn.frontFacing"] == 1)
        #expect(row["edgeOn.visible"] == 1)
    }

    @Test func aTransformOriginMovesThePivotButNotTheLayer() throws {
        let layer = Layer(
            name: "card",
            modelValues: [try set("bounds.size", Value(300, 100)), try set("position", Value(100, 200))])
        let moved = try layer.withTransformOrigin(Value(0, 0))
        let before = try geometry([layer])
        let after = try geometry([moved])
        expectCorners(before, "card", [(-50, 150), (250, 150), (250, 250), (-50, 250)])
        expectCorners(after, "card", [(-50, 150), (250, 150), (250, 250), (-50, 250)])
        #expect(moved.modelValues.contains(try set("anchorPoint", Value(0, 0))))
        #expect(moved.modelValues.contains(try set("position", Value(-50, 150))))
        // Turned by 90°, the layer now pivots about its top-left corner, which stays put.
        let turned = Layer(
            name: "card", modelValues: moved.modelValues + [try set("transform.rotation", Value(.pi / 2))])
        expectCorners(try geometry([turned]), "card", [(-50, 150), (-50, 450), (-150, 450), (-150, 150)])
    }

    @Test func aTransformOriginShiftsPositionKeyframesButNotAdditiveOnes() throws {
        let slide = try Track(
            keyPath: "position.x", values: [Value(0), Value(100)], timing: MediaTiming(duration: 1))
        let nudge = try Track(
            keyPath: "position", values: [Value(0, 0), Value(0, 10)], isAdditive: true,
            timing: MediaTiming(duration: 1))
        let group = try AnimationGroup(
            timing: MediaTiming(duration: 1), animations: [.track(slide), .track(nudge)])
        let layer = Layer(
            name: "card",
            modelValues: [try set("bounds.size", Value(40, 20)), try set("anchorPoint.y", Value(0))],
            animations: [.group(group)])
        let moved = try layer.withTransformOrigin(Value(10, 5, 3))
        for time in [0, 0.25, 0.5, 0.99] {
            let before = try geometry([layer], at: time)
            let after = try geometry([moved], at: time)
            for name in LayerGeometry.columnSuffixes where name.hasPrefix("corners.") {
                #expect(abs((before["card.\(name)"] ?? .nan) - (after["card.\(name)"] ?? .nan)) <= 1e-9)
            }
        }
        #expect(moved.modelValues.contains(try set("anchorPoint", Value(0.25, 0.25))))
        #expect(moved.modelValues.contains(try set("anchorPointZ", Value(3))))
        #expect(moved.modelValues.contains(try set("zPosition", Value(3))))
        let tracks = moved.animations.flatMap(\.tracks)
        #expect(tracks.first?.values == [Value(-10), Value(90)])
        #expect(tracks.last?.values == nudge.values)
    }

    @Test func aTransformOriginNeedsAFixedSize() throws {
        #expect(
            throws: TimelineError.transformOrigin(
                layer: "card", reason: "needs the layer's size: set bounds.size to a width and height above 0"
            )
        ) {
            try Layer(name: "card").withTransformOrigin(Value(0, 0))
        }
        let grow = try Track(keyPath: "bounds.size.width", values: [Value(10), Value(20)])
        #expect(
            throws: TimelineError.transformOrigin(
                layer: "card", reason: "needs a fixed size, but bounds.size is animated")
        ) {
            try Layer(name: "card", animations: [.track(grow)]).withTransformOrigin(Value(0, 0))
        }
    }

    @Test func geometryColumnsFollowEachLayersOwnAndOnlyOnRequest() throws {
        let move = try Track(
            keyPath: "position", values: [Value(0, 0), Value(100, 0)], timing: MediaTiming(duration: 1))
        let layers = [
            Layer(name: "a", modelValues: [try set("opacity", Value(0.5))]),
            Layer(
                name: "b", modelValues: [try set("bounds.size", Value(10, 10))], animations: [.track(move)]),
        ]
        let timeline = try Timeline(duration: 1, layers: layers)
        let plain = CompiledTimeline(timeline)
        let compiled = CompiledTimeline(timeline, geometry: true)
        #expect(plain.columnNames == timeline.columnNames)
        #expect(
            compiled.columnNames
                == ["t", "progress", "a.opacity"] + LayerGeometry.columnNames(layer: "a") + [
                    "b.bounds.size.x",
                    "b.bounds.size.y", "b.position.x", "b.position.y",
                ] + LayerGeometry.columnNames(layer: "b"))
        #expect(LayerGeometry.columnSuffixes.count == 26)
        // Keeping only one corner column still moves the layer: its geometry reads the position.
        let index = try #require(compiled.columnNames.firstIndex(of: "b.corners.topLeft.x"))
        let kept = compiled.keepingTracks(writingTo: [index])
        #expect(kept.values(at: 0.5)[index] == 45)
        #expect(compiled.values(at: 0.5)[index] == 45)
    }
}
