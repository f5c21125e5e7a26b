import EffectsRegistry
import Testing

@testable import EffectGraphics

/// A layer has one colour in every drawing: its lines in a chart and its rectangle's outline in a
/// film strip, read from the legends of the SVG both write.
@Suite struct LayerColourTests {
    /// Each legend label's layer (`front` of `front.opacity`) with the stroke colour of the mark
    /// just before it.
    static func legendStrokes(_ svg: String) -> [String: String] {
        var strokes: [String: String] = [:]
        var stroke: String?
        for line in svg.split(separator: "\n") {
            if line.contains("<line") || line.contains("<rect"), let range = line.range(of: "stroke=\"#") {
                stroke = String(line[range.upperBound...].prefix(6))
            }
            if let start = line.range(of: "\">"), let end = line.range(of: "</text>"), let color = stroke {
                let label = line[start.upperBound..<end.lowerBound]
                strokes[String(label.split(separator: ".").first ?? label)] = color
            }
        }
        return strokes
    }

    /// Every layer charted, or two of them (which keep their colours, not the first two).
    @Test(arguments: [[String](), ["front.opacity", "shadow.opacity"]])
    func aLayerHasTheSameColourInAChartAndAFilmStrip(_ columns: [String]) throws {
        let names = ["back", "middle", "front", "badge", "shadow"]
        let layers = try names.enumerated().map { index, name in
            try GraphicsFixtures.animatedLayer(name, "opacity", Value(0), Value(Double(index + 1) / 5))
        }
        let table = try GraphicsFixtures.table(try Timeline(duration: 1, layers: layers), .count(5))
        var chartSpec = ChartSpec(title: "five")
        chartSpec.layerNames = names
        chartSpec.columns = columns
        var stripSpec = FilmStripSpec(title: "five")
        stripSpec.layerNames = names
        let chart = Self.legendStrokes(try LineChart(table: table, spec: chartSpec).svg())
        let stripTable = try GraphicsFixtures.stripTable(try Timeline(duration: 1, layers: layers), .count(5))
        let strip = Self.legendStrokes(try FilmStrip(table: stripTable, spec: stripSpec).svg())
        let charted = columns.isEmpty ? names : columns.map { String($0.prefix { $0 != "." }) }
        for name in charted {
            #expect(chart[name] != nil, "\(name) in the chart's legend")
            #expect(chart[name] == strip[name], "\(name)")
        }
        #expect(Set(charted.compactMap { chart[$0] }).count == charted.count)
    }
}
