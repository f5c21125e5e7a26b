import EffectsRegistry
import Testing

@testable import EffectGraphics

/// Layers turned in 3D under the viewport's perspective, drawn as the quadrilaterals they project
/// to: a flip looks like a flip, a hidden layer and a single-sided layer's back are left out, a
/// double-sided layer's back is hatched, and a layer reaching the eye is cut there.
@Suite struct FilmStripProjectionTests {
    /// The viewport's perspective: the eye 500 points in front of the screen.
    private let perspective = Matrix3D.perspective(distance: 500)

    /// A strip of one frame of `layers`, each 300 × 100 at the viewport's centre unless set, under
    /// the perspective.
    private func strip(_ layers: [(String, [(String, Value)])]) throws -> FilmStrip {
        let timeline = try Timeline(
            duration: 1,
            layers: try layers.map { name, values in
                try GraphicsFixtures.constantLayer(
                    name, [("bounds.size", Value(300, 100)), ("position", Value(187.5, 333.5))] + values)
            }, sublayerTransform: perspective, viewportSize: Value(375, 667))
        let table = try GraphicsFixtures.stripTable(timeline, .count(1))
        return try FilmStrip(table: table, spec: FilmStripSpec(title: "flip", timeline: timeline))
    }

    /// The `<polygon points="…"` of the frame's layer drawn with `name`, if any.
    private func polygons(_ svg: String) -> [String] {
        svg.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "<polygon points=\""),
                let end = line[start.upperBound...].firstIndex(of: "\"")
            else { return nil }
            return String(line[start.upperBound..<end])
        }
    }

    @Test func aFlipAboutXIsDrawnAsItsProjectedTrapezoid() throws {
        let strip = try strip([("card", [("transform.rotation.x", Value(Double.pi / 3))])])
        let svg = strip.svg()
        GraphicsFixtures.expectWellFormed(svg)
        GraphicsFixtures.preview(svg, name: "flip-render.svg")
        // By hand: a corner (x, ±50) from the anchor turns to (x, ±25, ±50 sin 60°); the perspective
        // divides by w = 1 ∓ 50 sin 60° / 500 about the centre (187.5, 333.5).
        let sine = 3.0.squareRoot() / 2
        let (far, near) = (1 + 50 * sine / 500, 1 - 50 * sine / 500)
        let expected = [
            (187.5 - 150 / far, 333.5 - 25 / far), (187.5 + 150 / far, 333.5 - 25 / far),
            (187.5 + 150 / near, 333.5 + 25 / near), (187.5 - 150 / near, 333.5 + 25 / near),
        ]
        let corners = strip.poses(row: 0)[0].corners
        for (corner, point) in zip(corners, expected) {
            #expect((corner.x - point.0).magnitude < 1e-9 && (corner.y - point.1).magnitude < 1e-9)
        }
        let text = expected.map { SVGNumber.string($0.0) + "," + SVGNumber.string($0.1) }.joined(
            separator: " ")
        #expect(text == "49.46,310.49 325.54,310.49 351.72,360.87 23.28,360.87")
        #expect(polygons(svg) == [text])
        #expect(!svg.contains("back face"), "the front faces the viewer")
    }

    @Test func aHiddenLayerIsNotDrawn() throws {
        let svg = try strip([("shown", []), ("gone", [("hidden", Value(1))])]).svg()
        GraphicsFixtures.expectWellFormed(svg)
        #expect(svg.ranges(of: ">shown</text>").count == 2, "the frame and the legend")
        #expect(svg.ranges(of: ">gone</text>").count == 1, "the legend only")
    }

    @Test func aDoubleSidedLayerShowsItsBackHatchedAndASingleSidedOneDoesNot() throws {
        let turned: [(String, Value)] = [("transform.rotation.y", Value(Double.pi * 5 / 6))]
        let svg = try strip([("both", turned), ("one", turned + [("doubleSided", Value(0))])]).svg()
        GraphicsFixtures.expectWellFormed(svg)
        GraphicsFixtures.preview(svg, name: "back-face-render.svg")
        #expect(svg.ranges(of: ">both</text>").count == 2)
        #expect(svg.ranges(of: ">one</text>").count == 1, "its back is not drawn")
        #expect(svg.contains("<pattern id=\"back-face\""))
        #expect(svg.contains(">back face</text>"), "the legend explains the hatching")
        // The back is the layer's fill and dashed outline, then the hatching over it.
        let lines = svg.split(separator: "\n").filter { $0.contains("<polygon") }
        #expect(lines.count == 2)
        #expect(lines.first?.contains("stroke-dasharray=\"10 7.5\"") == true)
        #expect(lines.last?.contains("fill=\"url(#back-face)\"") == true)
        // Mirrored: the image of the top-left corner is on the right.
        #expect(polygons(svg).first?.hasPrefix("3") == true)
    }

    @Test func aLayerBehindTheEyeIsNotDrawnAndOneReachingItIsCut() throws {
        let strip = try strip([
            ("behind", [("zPosition", Value(600))]),
            ("tall", [("bounds.size", Value(300, 1400)), ("transform.rotation.x", Value(Double.pi / 3))]),
        ])
        let svg = strip.svg()
        GraphicsFixtures.expectWellFormed(svg)
        GraphicsFixtures.preview(svg, name: "eye-render.svg")
        #expect(svg.ranges(of: ">behind</text>").count == 1, "the legend only")
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        // The tall card's bottom edge is 700 sin 60° ≈ 606 points out, past the eye at 500: what is
        // drawn is its top edge and the two cuts at the eye, far below the viewport.
        let tall = strip.poses(row: 1 - 1)[1]
        let points = try #require(polygons(svg).first).split(separator: " ").map {
            $0.split(separator: ",").compactMap { Double($0) }
        }
        try #require(points.count == 4 && points.allSatisfy { $0.count == 2 })
        #expect(
            points[0]
                == [SVGNumber.string(tall.corners[0].x), SVGNumber.string(tall.corners[0].y)].compactMap(
                    Double.init))
        #expect(
            points[1]
                == [SVGNumber.string(tall.corners[1].x), SVGNumber.string(tall.corners[1].y)].compactMap(
                    Double.init))
        #expect(points[2][1] > 10_000 && points[3][1] > 10_000)
        // The corner behind the eye is divided by the near plane, not mirrored through the eye, and
        // the columns call the layer visible, as the part in front that is drawn (issue 22: the
        // sampler and the drawing once disagreed here).
        #expect(tall.corners[2].y > 10_000, "\(tall.corners[2])")
        #expect(tall.isVisible)
        // Its name sits in the middle of its part on screen, not thousands of points below.
        let label = try #require(svg.split(separator: "\n").last { $0.hasSuffix(">tall</text>") })
        let y = try #require(
            label.firstRange(of: " y=\"").map { label[$0.upperBound...].prefix { $0 != "\"" } })
        #expect((0...667).contains(try #require(Double(y))), "\(label)")
    }
}
