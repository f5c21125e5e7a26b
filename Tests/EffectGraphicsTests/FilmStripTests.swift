import EffectsRegistry
import Testing

@testable import EffectGraphics

@Suite struct FilmStripTests {
    private func swapCardStrip(frames: Int = 6) throws -> FilmStrip {
        let timeline = try GraphicsFixtures.swapCard()
        var spec = FilmStripSpec(title: "swap-card")
        spec.subtitle = "angle=0.15 offset=(90, -20) forward=true"
        spec.layerNames = timeline.layers.map(\.name)
        return try FilmStrip(table: try GraphicsFixtures.stripTable(timeline, .count(frames)), spec: spec)
    }

    @Test func swapCardStripIsWellFormedAndLabelled() throws {
        let strip = try swapCardStrip()
        let svg = strip.svg()
        GraphicsFixtures.expectWellFormed(svg)
        GraphicsFixtures.preview(svg, name: "swap-card-render.svg")
        #expect(
            (0..<6).map(strip.label) == [
                "0 s  ·  0 %", "0.24 s  ·  20 %", "0.48 s  ·  40 %", "0.72 s  ·  60 %", "0.96 s  ·  80 %",
                "1.2 s  ·  100 %",
            ])
        #expect(svg.ranges(of: "clip-path=\"url(#viewport)\"").count == 6)
        #expect(svg.ranges(of: ">front</text>").count == 6 + 1, "six frames and the legend")
        #expect(strip.svg() == svg, "the output is deterministic")
    }

    @Test func theFrontCardGoesBehindTheBackCard() throws {
        let svg = try swapCardStrip(frames: 2).svg()
        // Per frame, the later name is drawn on top.
        let frames = svg.split(separator: "clip-path=\"url(#viewport)\"").dropFirst()
        let order = frames.map { frame -> [String] in
            frame.ranges(of: "</text>").compactMap { end in
                let start = frame[..<end.lowerBound].lastIndex(of: ">").map { frame.index(after: $0) }
                return start.map { String(frame[$0..<end.lowerBound]) }
            }.filter { $0 == "front" || $0 == "back" }
        }
        #expect(order == [["back", "front"], ["front", "back"]])
    }

    @Test func rotationTurnsTheCornersClockwise() throws {
        let timeline = try Timeline(
            duration: 1,
            layers: [
                try GraphicsFixtures.constantLayer(
                    "card", [("transform.rotation", Value(Double.pi / 4)), ("bounds.size", Value(100, 100))])
            ])
        let strip = try FilmStrip(
            table: try GraphicsFixtures.stripTable(timeline, .count(1)), spec: FilmStripSpec(title: "tilt"))
        let svg = strip.svg()
        GraphicsFixtures.expectWellFormed(svg)
        // The corners turn clockwise on screen: the top-left one goes up, to the top.
        #expect(svg.contains("<polygon points=\"187.5,262.79 258.21,333.5 187.5,404.21 116.79,333.5\""))
    }

    @Test func opacityColourAndCornersAreDrawn() throws {
        let timeline = try Timeline(
            duration: 1,
            layers: [
                try GraphicsFixtures.constantLayer(
                    "dim",
                    [
                        ("opacity", Value(0.25)), ("backgroundColor", Value(0, 0, 0.5, 1)),
                        ("cornerRadius", Value(12)),
                    ])
            ])
        let svg = try FilmStrip(
            table: try GraphicsFixtures.stripTable(timeline, .count(1)), spec: FilmStripSpec(title: "x")
        )
        .svg()
        GraphicsFixtures.expectWellFormed(svg)
        #expect(svg.contains("opacity=\"0.25\""))
        #expect(svg.contains("fill=\"#000080\""))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"375\" height=\"667\" rx=\"12\""))
        #expect(svg.contains("fill=\"#ffffff\""), "light text on a dark layer")
    }

    @Test func manyFramesWrapIntoRows() throws {
        let strip = try swapCardStrip(frames: 14)
        let svg = strip.svg()
        GraphicsFixtures.expectWellFormed(svg)
        // Six frames per row: three rows, each starting at the left margin.
        #expect(svg.ranges(of: "<g transform=\"translate(20 ").count == 3)
        #expect(svg.ranges(of: "clip-path=\"url(#viewport)\"").count == 14)
    }

    @Test func badInputIsRefused() throws {
        let table = try GraphicsFixtures.stripTable(try GraphicsFixtures.swapCard(), .count(2))
        var spec = FilmStripSpec(title: "x")
        spec.viewport = EffectContext(viewportWidth: 0, viewportHeight: 667)
        #expect(throws: GraphicsError.invalidSize(what: "viewport width", value: 0)) {
            _ = try FilmStrip(table: table, spec: spec)
        }
        spec.viewport = EffectContext()
        spec.frameWidth = .nan
        let error = #expect(throws: GraphicsError.self) { _ = try FilmStrip(table: table, spec: spec) }
        #expect(error?.message == "the frame width must be a positive finite number, got nan")
        #expect(throws: GraphicsError.emptyTable) {
            _ = try FilmStrip(table: SampleTable(columns: ["t"]), spec: FilmStripSpec(title: "x"))
        }
        let flat = try GraphicsFixtures.table(try GraphicsFixtures.swapCard(), .count(2))
        let missing = #expect(throws: GraphicsError.missingGeometry(layer: "front")) {
            _ = try FilmStrip(table: flat, spec: FilmStripSpec(title: "x"))
        }
        #expect(missing?.message.hasSuffix("sample it with geometry") == true)
    }
}

extension FilmStripTests {
    /// A push transition between full-screen pages: the incoming page enters from off screen, the
    /// outgoing one moves a third of the way and dims, a badge scales up.
    @Test func fullScreenPagesPushAcross() throws {
        let outgoing = Layer(
            name: "outgoing",
            modelValues: [
                try GraphicsFixtures.model("position", Value(62.5, 333.5)),
                try GraphicsFixtures.model("opacity", Value(0.4)),
            ],
            animations: [
                .track(
                    try Track(
                        keyPath: "position.x", values: [Value(187.5), Value(62.5)],
                        timing: MediaTiming(duration: 1))),
                .track(
                    try Track(
                        keyPath: "opacity", values: [Value(1), Value(0.4)], timing: MediaTiming(duration: 1))),
            ])
        let incoming = Layer(
            name: "incoming", modelValues: [try GraphicsFixtures.model("position", Value(187.5, 333.5))],
            animations: [
                .track(
                    try Track(
                        keyPath: "position.x", values: [Value(562.5), Value(187.5)],
                        timing: MediaTiming(duration: 1)))
            ])
        let badge = Layer(
            name: "badge",
            modelValues: [
                try GraphicsFixtures.model("bounds.size", Value(120, 44)),
                try GraphicsFixtures.model("position", Value(187.5, 560)),
                try GraphicsFixtures.model("cornerRadius", Value(22)),
                try GraphicsFixtures.model("backgroundColor", Value(0.15, 0.2, 0.3, 1)),
            ],
            animations: [
                .track(
                    try Track(
                        keyPath: "transform.scale", values: [Value(0.2), Value(1)],
                        timing: MediaTiming(duration: 1)))
            ])
        let timeline = try Timeline(duration: 1, layers: [outgoing, incoming, badge])
        var spec = FilmStripSpec(title: "push")
        spec.layerNames = timeline.layers.map(\.name)
        let svg = try FilmStrip(table: try GraphicsFixtures.stripTable(timeline, .count(5)), spec: spec).svg()
        GraphicsFixtures.expectWellFormed(svg)
        GraphicsFixtures.preview(svg, name: "push-render.svg")
        #expect(svg.ranges(of: ">incoming</text>").count == 5 + 1)
    }
}
