import EffectGraphics
import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// The preview page draws what `fxctl render` draws (issue 24): for every shipped effect at a
/// quarter, a half and three quarters of its duration, each layer alone — in the preview page, and
/// in render's SVG frame of the same moment, both drawn by the same Chromium in one screenshot —
/// covers the same pixels but for a one-pixel edge.
///
/// `FXKIT_PREVIEW_FXCTL=/path/to/fxctl` takes the preview pages from that binary's `export --format
/// html` instead: run against an exporter whose stage is a 3D rendering context with a background,
/// swap-card's back card and half of flip-x's card go missing and the test fails.
@Suite(.serialized) struct PreviewPixelTests {
    /// One layer of one effect at one moment.
    struct Cell {
        let effect: String
        let layer: String
        let time: Double
        /// The preview page, showing only the layer, at the time.
        let preview: String
        /// Render's frame of the layer alone at the time: inline SVG of one viewport.
        let render: String
    }

    /// The cells of every shipped effect at its default parameters.
    static func cells() throws -> [Cell] {
        var cells: [Cell] = []
        var seen = Set<String>()
        for configuration in try ShippedConfiguration.all() where seen.insert(configuration.name).inserted {
            let timeline = configuration.timeline
            let page = try previewPage(configuration.name, timeline)
            let times = [0.25, 0.5, 0.75].map { $0 * timeline.duration }
            let table = try FilmStrip.table(
                of: timeline, grid: .times(times), viewport: ShippedConfiguration.context)
            for layer in timeline.layers {
                var spec = FilmStripSpec(title: configuration.name, timeline: timeline)
                spec.layerNames = [layer.name]
                spec.frameWidth = ShippedConfiguration.context.viewportWidth
                spec.framesPerRow = 1
                let strip = try FilmStrip(table: table, spec: spec).svg()
                for (row, time) in times.enumerated() {
                    cells.append(
                        Cell(
                            effect: configuration.name, layer: layer.name, time: time,
                            preview: PreviewPixelPages.isolating(page, layer: layer.name, ms: time * 1000),
                            render: try frame(row, of: strip)))
                }
            }
        }
        return cells
    }

    /// The preview page of the effect: this exporter's, or that of the binary the environment names.
    static func previewPage(_ name: String, _ timeline: Timeline) throws -> String {
        if let binary = ProcessInfo.processInfo.environment["FXKIT_PREVIEW_FXCTL"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["export", name, "--format", "html"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let options = InterchangeOptions(context: ShippedConfiguration.context, title: name)
        return try WebExporter(format: .html, options: options).export(timeline).html(title: name)
    }

    /// Frame `row` of a film strip of one frame a row, as an inline SVG of exactly the viewport,
    /// its layer in black and opaque like the preview's, without its outline: render's stroke
    /// straddles the bounds, where the preview's border lies inside them, so each side then covers
    /// the layer's box alone.
    static func frame(_ row: Int, of strip: String) throws -> String {
        let groups = strip.components(separatedBy: "<g transform=\"translate(").dropFirst()
        guard groups.count > row else { throw BrowserFailure("the strip has no frame \(row)") }
        let numbers = groups[groups.index(groups.startIndex, offsetBy: row)].prefix { $0 != ")" }
            .split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 2, let start = strip.range(of: "<svg ") else {
            throw BrowserFailure("no frame position in the strip")
        }
        let (width, height) = (PreviewPixelPages.width, PreviewPixelPages.height)
        let body = strip[start.upperBound...].drop { $0 != ">" }.dropFirst()
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="\(numbers[0]) \(numbers[1]) \(width) \(height)"><style>
            g[clip-path] * { fill: #000 !important; stroke: none !important; fill-opacity: 1 !important; }
            g[clip-path] g { opacity: 1 !important; }
            </style>\(body)
            """
    }

    @Test func everyShippedEffectsPreviewCoversWhatRenderDraws() throws {
        guard let browser = Chromium.available(for: "the preview pixel test") else { return }
        let cells = try Self.cells()
        let directory = try TemporaryDirectory()
        var images: [String] = []
        var counts: [Int] = []
        for (batch, start) in stride(from: 0, to: cells.count, by: 24).enumerated() {
            let slice = Array(cells[start..<min(start + 24, cells.count)])
            try directory.create("grid-\(batch).html", PreviewPixelPages.grid(slice))
            let size = PreviewPixelPages.size(slice.count)
            try Chromium.screenshot(
                browser, page: directory.path + "/grid-\(batch).html",
                png: directory.path + "/grid-\(batch).png",
                width: size.width, height: size.height)
            images.append("grid-\(batch).png")
            counts.append(slice.count)
        }
        try directory.create("analysis.html", PreviewPixelPages.analysis(images: images, counts: counts))
        let found = try BrowserHarness.results(
            in: Chromium.dumpDOM(browser, page: directory.path + "/analysis.html"))
        let rows = try #require(found.first?.rows)
        #expect(rows.count == cells.count)
        var largest = 0.0
        for (cell, row) in zip(cells, rows) where row.count == 12 {
            largest = max(largest, row[2], row[3])
            #expect(
                row[2] == 0 && row[3] == 0,
                """
                \(cell.effect) at \(cell.time) s, layer \(cell.layer): the preview covers \(Int(row[0])) px and \
                render \(Int(row[1])); \(Int(row[2])) of the preview's and \(Int(row[3])) of render's lie more \
                than a pixel from the other's (boxes \(row[4...7].map { Int($0) }), \(row[8...11].map { Int($0) }))
                """)
        }
        print(
            "preview pixels: \(cells.count) cells (\(Set(cells.map(\.effect)).count) effects, 3 moments, each layer alone) "
                + "in \(images.count) screenshots; largest count of pixels beyond a one-pixel edge: \(Int(largest))"
        )
    }
}
