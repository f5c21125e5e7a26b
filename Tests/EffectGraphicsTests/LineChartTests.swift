import EffectsRegistry
import Testing

@testable import EffectGraphics

@Suite struct LineChartTests {
    private func swapCardTable(_ grid: SampleGrid = .framesPerSecond(60)) throws -> SampleTable {
        try GraphicsFixtures.table(try GraphicsFixtures.swapCard(), grid)
    }

    @Test func swapCardChartIsWellFormedWithOnePanelPerProperty() throws {
        var spec = ChartSpec(title: "swap-card")
        spec.subtitle = "angle=0.15 offset=(90, -20) forward=true"
        spec.keyframeTimes = GraphicsFixtures.swapCardKeyframes
        let chart = try LineChart(table: try swapCardTable(), spec: spec)
        // The sizes never change, so they are left out unless asked for.
        #expect(
            chart.panels.map(\.heading) == [
                "zPosition (pt)", "position.x (pt)", "position.y (pt)", "transform.rotation (rad)",
            ])
        #expect(chart.legend.map(\.label) == ["front", "back"])
        // A layer keeps its colour in every panel.
        #expect(chart.panels.allSatisfy { $0.series.map(\.style) == [0, 1] })
        let svg = chart.svg()
        GraphicsFixtures.expectWellFormed(svg)
        GraphicsFixtures.preview(svg, name: "swap-card-plot.svg")
        #expect(svg.contains(">swap-card</text>"))
        #expect(svg.contains(">angle=0.15 offset=(90, -20) forward=true</text>"))
        #expect(svg.contains(">time (s)</text>"))
        #expect(svg.ranges(of: "<polyline").count == 8)
        // A group of dashed keyframe lines in each of the four panels, and the legend entry.
        #expect(svg.ranges(of: "stroke-dasharray=\"5 4\"").count == 4 + 1)
        #expect(chart.svg() == svg, "the output is deterministic")
    }

    @Test func chosenColumnsOfOnePropertyShareOnePanel() throws {
        var spec = ChartSpec(title: "swap-card")
        spec.columns = ["front.transform.rotation", "back.transform.rotation"]
        let chart = try LineChart(table: try swapCardTable(), spec: spec)
        #expect(chart.panels.count == 1)
        #expect(chart.panels.first?.heading == "transform.rotation (rad)")
        #expect(chart.legend.map(\.label) == ["front.transform.rotation", "back.transform.rotation"])
    }

    @Test func aSinglePanelOfMixedUnitsPutsUnitsInTheLegend() throws {
        var spec = ChartSpec(title: "swap-card")
        spec.layout = .single
        spec.columns = ["front.transform.rotation", "front.zPosition"]
        let chart = try LineChart(table: try swapCardTable(), spec: spec)
        #expect(chart.panels.first?.heading == "values")
        #expect(chart.legend.map(\.label) == ["front.transform.rotation (rad)", "front.zPosition (pt)"])
        GraphicsFixtures.expectWellFormed(chart.svg())
    }

    @Test func progressAxisPlacesKeyframesByDuration() throws {
        var spec = ChartSpec(title: "swap-card")
        spec.axis = .progress
        spec.columns = ["front.position.x"]
        spec.keyframeTimes = [0.6, 3]  // 3 s lies beyond the effect and is left out
        spec.duration = 1.2
        let chart = try LineChart(table: try swapCardTable(.progresses([0, 0.25, 0.5, 0.75, 1])), spec: spec)
        let geometry = LineChartGeometry(chart: chart)
        #expect(geometry.markers == [0.5])
        let svg = chart.svg()
        GraphicsFixtures.expectWellFormed(svg)
        #expect(svg.contains(">progress</text>"))
        #expect(svg.contains(">keyframes</text>"))
    }

    @Test func unknownColumnsSuggestTheClosest() throws {
        var spec = ChartSpec(title: "swap-card")
        spec.columns = ["front.postion.x"]
        let error = #expect(throws: GraphicsError.self) {
            _ = try LineChart(table: try swapCardTable(), spec: spec)
        }
        #expect(
            error?.message
                == "unknown column 'front.postion.x' (did you mean 'front.position.x' or 'front.position.y'?)"
        )
    }

    @Test func tablesWithoutRowsOrTimeAreRefused() throws {
        let spec = ChartSpec(title: "x")
        #expect(throws: GraphicsError.emptyTable) {
            _ = try LineChart(table: SampleTable(columns: ["t", "progress", "a.opacity"]), spec: spec)
        }
        #expect(throws: GraphicsError.missingColumn("t")) {
            _ = try LineChart(table: SampleTable(columns: ["a.opacity"]), spec: spec)
        }
        let onlyTime = try GraphicsFixtures.table(Timeline(duration: 1), .count(3))
        #expect(throws: GraphicsError.noColumns) { _ = try LineChart(table: onlyTime, spec: spec) }
    }

    @Test func aConstantColumnAndASingleRowStillDraw() throws {
        let timeline = try Timeline(
            duration: 1, layers: [try GraphicsFixtures.constantLayer("card", [("opacity", Value(1))])])
        let flat = try LineChart(
            table: try GraphicsFixtures.table(timeline, .count(5)), spec: ChartSpec(title: "flat"))
        let flatSVG = flat.svg()
        GraphicsFixtures.expectWellFormed(flatSVG)
        #expect(flatSVG.contains(">1.00</text>"))
        let single = try LineChart(
            table: try GraphicsFixtures.table(timeline, .times([0.5])), spec: ChartSpec(title: "one row"))
        let singleSVG = single.svg()
        GraphicsFixtures.expectWellFormed(singleSVG)
        #expect(singleSVG.contains("<circle"))
        #expect(!singleSVG.contains("<polyline"))
    }

    @Test(arguments: [(0.0, 1e-9), (-4e12, 7e12), (1e200, 1e200), (-1e-300, 1e-300)] as [(Double, Double)])
    func hugeAndTinyValuesStayFiniteAndReadable(from: Double, to: Double) throws {
        let timeline = try Timeline(
            duration: 1,
            layers: [try GraphicsFixtures.animatedLayer("card", "position.x", Value(from), Value(to))])
        let chart = try LineChart(
            table: try GraphicsFixtures.table(timeline, .count(11)), spec: ChartSpec(title: "extremes"))
        let svg = chart.svg()
        GraphicsFixtures.expectWellFormed(svg)
        let labels = LineChartGeometry(chart: chart).yScales.flatMap { TickLabels.labels(for: $0) }
        #expect(labels.allSatisfy { $0.count <= 9 }, "\(labels)")
    }

    @Test func manyColumnsWrapTheLegendAndRepeatColoursWithDashes() throws {
        let layers = try (0..<12).map {
            try GraphicsFixtures.animatedLayer("layer-\($0)", "opacity", Value(0), Value(Double($0) / 12))
        }
        let chart = try LineChart(
            table: try GraphicsFixtures.table(try Timeline(duration: 1, layers: layers), .count(20)),
            spec: ChartSpec(title: "twelve"))
        let geometry = LineChartGeometry(chart: chart)
        #expect(Set(geometry.legendItems.map(\.y)).count > 1, "the legend wraps")
        #expect(geometry.legendItems.allSatisfy { $0.x + 30 < chart.spec.width })
        let styles = chart.legend.map { Palette.line($0.style) }
        #expect(Set(styles.map { "\($0.color) \($0.dash)" }).count == 12, "every column looks different")
        let svg = chart.svg()
        GraphicsFixtures.expectWellFormed(svg)
        GraphicsFixtures.preview(svg, name: "twelve-plot.svg")
    }

    @Test func namesAreEscaped() throws {
        let timeline = try Timeline(
            duration: 1,
            layers: [try GraphicsFixtures.animatedLayer("a<&>\"b", "opacity", Value(0), Value(1))])
        var spec = ChartSpec(title: "<script>&")
        spec.subtitle = "x=\"1\""
        let svg = try LineChart(table: try GraphicsFixtures.table(timeline, .count(3)), spec: spec).svg()
        GraphicsFixtures.expectWellFormed(svg)
        #expect(svg.contains("&lt;script&gt;&amp;"))
    }
}

extension LineChartTests {
    @Test(arguments: [400.0, 800, 1600])
    func aRequestedHeightIsSharedAmongThePanels(height: Double) throws {
        var spec = ChartSpec(title: "swap-card")
        spec.height = height
        spec.columns = [
            "front.zPosition", "front.position.x", "front.position.y", "front.bounds.size.x",
            "front.bounds.size.y",
            "front.transform.rotation",
        ]
        let chart = try LineChart(
            table: try GraphicsFixtures.table(try GraphicsFixtures.swapCard(), .count(30)), spec: spec)
        let geometry = LineChartGeometry(chart: chart)
        GraphicsFixtures.preview(chart.svg(), name: "swap-card-plot-\(Int(height)).svg")
        let changing = geometry.panelFrames.map(\.height).filter { $0 > 56 }
        #expect(changing.count == 4)
        #expect(geometry.panelFrames.count == 6)
        #expect(changing.allSatisfy { $0 == changing[0] && $0 >= 60 })
        // Exact unless the 60-pixel floor wins.
        #expect(geometry.height == height || changing[0] == 60)
    }

    @Test func sizesAreChecked() throws {
        let table = try GraphicsFixtures.table(try GraphicsFixtures.swapCard(), .count(3))
        var spec = ChartSpec(title: "x")
        spec.width = 50
        #expect(throws: GraphicsError.invalidSize(what: "chart width (at least 200)", value: 50)) {
            _ = try LineChart(table: table, spec: spec)
        }
        spec.width = 800
        spec.height = .infinity
        #expect(throws: GraphicsError.self) { _ = try LineChart(table: table, spec: spec) }
    }
}

extension LineChartTests {
    @Test func withoutChosenColumnsOnlyChangingOnesAreDrawn() throws {
        let table = try GraphicsFixtures.table(try GraphicsFixtures.swapCard(), .count(5))
        #expect(
            LineChart.defaultColumns(of: table) == [
                "front.zPosition", "front.position.x", "front.position.y", "front.transform.rotation",
                "back.zPosition", "back.position.x", "back.position.y", "back.transform.rotation",
            ])
        let still = try GraphicsFixtures.table(
            try Timeline(
                duration: 1, layers: [try GraphicsFixtures.constantLayer("card", [("opacity", Value(1))])]),
            .count(3))
        #expect(LineChart.defaultColumns(of: still) == ["card.opacity"])
    }
}
