import EffectGraphics
import EffectsRegistry
import Testing

/// The drawings through their public API alone, as a Swift user calls them: this file imports
/// EffectGraphics without `@testable`, so it stops compiling when a declaration it needs is internal.
@Suite struct PublicAPITests {
    @Test func drawsAChartOfASampledTimeline() throws {
        let table = try Sampler(timeline: try GraphicsFixtures.swapCard()).table(.count(49))
        var spec = ChartSpec(title: "swap-card")
        spec.subtitle = "angle=0.15"
        spec.axis = .progress
        spec.layout = .perProperty
        spec.keyframeTimes = GraphicsFixtures.swapCardKeyframes
        spec.duration = 1.2
        spec.width = 640
        let chart = try LineChart(table: table, spec: spec)
        let svg = chart.svg()
        GraphicsFixtures.expectWellFormed(svg)
        #expect(chart.table == table && chart.spec == spec)
        #expect(svg.contains("<title>swap-card — angle=0.15</title>"))
        #expect(svg.contains("width=\"640\""))
    }

    @Test func drawsAFilmStripOfASampledTimeline() throws {
        let timeline = try GraphicsFixtures.swapCard()
        let viewport = EffectContext(viewportWidth: 320, viewportHeight: 480)
        let table = try FilmStrip.table(of: timeline, grid: .count(3), viewport: viewport)
        var spec = FilmStripSpec(title: "swap-card", timeline: timeline)
        spec.viewport = viewport
        spec.frameWidth = 100
        spec.framesPerRow = 3
        let svg = try FilmStrip(table: table, spec: spec).svg()
        GraphicsFixtures.expectWellFormed(svg)
        #expect(svg.contains("<rect width=\"320\" height=\"480\"/>"), "the viewport's clip rectangle")
    }

    @Test func refusesWhatItCannotDraw() throws {
        let table = try Sampler(timeline: try GraphicsFixtures.swapCard(), geometry: true).table(.count(3))
        var spec = ChartSpec(title: "swap-card")
        spec.columns = ["back.opacty"]
        let error = #expect(throws: GraphicsError.self) { try LineChart(table: table, spec: spec) }
        #expect(error?.message.hasPrefix("unknown column 'back.opacty'") == true)
        var strip = FilmStripSpec(title: "swap-card")
        strip.frameWidth = 0
        #expect(throws: GraphicsError.invalidSize(what: "frame width", value: 0)) {
            try FilmStrip(table: table, spec: strip)
        }
    }
}
