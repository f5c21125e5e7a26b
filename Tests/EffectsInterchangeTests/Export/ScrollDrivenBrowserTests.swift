import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// The proof of the scroll-driven export: headless Chromium loads every shipped configuration's
/// `scroll-driven` CSS in a page it can scroll 1,900 px, scrolls it to 20 positions (progress 0,
/// 1/19, …, 1), and the computed values there equal `fxctl sample --progress` at that progress:
/// within the browser's precision where the export is exact (as ``BrowserComparisonTests``, and
/// the change over 1/64 px of scroll: the browser lays a range's ends on its 1/64 px grid), and
/// corners within 1e-3 px of the sampler's beside the browser's rounding.
@Suite(.serialized) struct ScrollDrivenBrowserTests {
    /// The page's scroll range, in px: 20 whole-pixel positions at progress k/19.
    static let range = 1900.0
    /// Where the container starts down the page, px, for the view timeline.
    static let containerTop = 1100.0

    /// The positions the page is scrolled to: for `scroll`, progress k/19 of the range; for `view`,
    /// 20 whole pixels across the container's crossing of the 700 px frame.
    static func positions(_ timeline: ScrollTimelineSource) -> [Double] {
        guard timeline == .view else { return (0..<20).map { Double($0) * 100 } }
        return (0..<20).map { (containerTop - 700 + (700 + 667) * Double($0) / 19).rounded() }
    }

    /// The page of every case, each in its own frame: the export's markup in a document 1,900 px
    /// taller than the frame (for `view`, 1,100 px down it); `run()` scrolls them all to each
    /// position and reads them, with the scroll offset, the scroll range and the container's
    /// progress through the view.
    static func page(_ cases: [(css: String, web: WebExport)], timeline: ScrollTimelineSource) -> String {
        var data = "["
        for (index, item) in cases.enumerated() {
            if index > 0 { data += ",\n" }
            let style = """
                html { height: \(Int(range) + 700)px; scrollbar-width: none; } body { margin: 0; }
                .\(item.web.scope.container) { overflow: clip; } .spacer { height: \(Int(containerTop))px; }
                """
            let spacer = timeline == .view ? "<div class=\"spacer\"></div>" : ""
            let document =
                "<!doctype html><html><head><style>\(item.css)</style><style>\(style)</style></head>"
                + "<body>\(spacer)\(item.web.markup().joined())</body></html>"
            data +=
                "{\"document\": \(BrowserHarness.quoted(document)), \"layers\": \(BrowserHarness.layersJSON(item.web))}"
        }
        data += "]"
        return """
            <!doctype html><html><body>
            <script type="application/json" id="cases">\(BrowserHarness.scriptSafe(data))</script>
            <script>
            \(BrowserHarness.reader)
            const cases = JSON.parse(document.getElementById("cases").textContent);
            const positions = \(BrowserHarness.numbers(positions(timeline)));
            // Every case's frame at once, scrolled together: a scroll timeline moves on the next
            // rendered frame, so each position waits two.
            async function run() {
              const frames = [];
              for (const item of cases) {
                const frame = await loadFrame(item.document, "width: 400px; height: 700px");
                const elements = new Map();
                for (const element of frame.contentDocument.querySelectorAll("[data-layer]")) elements.set(element.dataset.layer, element);
                frames.push({ frame, elements, rows: [] });
              }
              for (const y of positions) {
                for (const { frame } of frames) frame.contentDocument.scrollingElement.scrollTop = y;
                await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                frames.forEach(({ frame, elements, rows }, index) => {
                  const scroller = frame.contentDocument.scrollingElement;
                  const container = frame.contentDocument.querySelector("[data-stage]").parentElement;
                  const crossing = (scroller.scrollTop + scroller.clientHeight - container.offsetTop)
                    / (scroller.clientHeight + container.offsetHeight);
                  rows.push(readAll(frame.contentWindow, elements, cases[index].layers).concat([scroller.scrollTop, scroller.scrollHeight - scroller.clientHeight, crossing]));
                });
              }
              return JSON.stringify(frames.map(({ frame, rows }) => ({ rows, animations: frame.contentDocument.getAnimations().length })));
            }
            </script></body></html>
            """
    }

    /// What the page read of one case: per position, its columns, geometry and scroll.
    struct Result: Decodable {
        let rows: [[Double]]
        let animations: Int
    }

    @Test(arguments: ScrollTimelineSource.allCases)
    func everyShippedConfigurationFollowsThePagesScroll(timeline source: ScrollTimelineSource) throws {
        guard let browser = Chromium.available(for: "the scroll-driven comparison") else { return }
        var prepared: [BrowserComparisonTests.Prepared] = []
        for configuration in try ShippedConfiguration.all() {
            let options = InterchangeOptions(title: configuration.name)
            // CSS has no iteration start: the css export refuses a time offset, and so does this one.
            guard let web = try? WebExporter(format: .css, options: options).export(configuration.timeline)
            else { continue }
            let css = try web.scrollDrivenCSS(timeline: source)
            prepared.append(BrowserComparisonTests.prepare(configuration, web: web, text: css))
        }
        #expect(prepared.count >= 40)
        let directory = try TemporaryDirectory()
        try directory.create("harness.html", Self.page(prepared.map { ($0.text, $0.web) }, timeline: source))
        let text = try BrowserTab.open(browser, page: directory.path + "/harness.html", viewport: (1200, 800))
        {
            try $0.evaluate("run()")
        }
        let results = try JSONDecoder().decode([Result].self, from: Data(text.utf8))
        try #require(results.count == prepared.count)
        var (samples, largestCorner, failures) = (0, 0.0, [String]())
        for (item, result) in zip(prepared, results) {
            let timeline = item.configuration.timeline
            let compiled = CompiledTimeline(timeline)
            let withGeometry = CompiledTimeline(timeline, geometry: true)
            for (position, row) in zip(Self.positions(source), result.rows) {
                let scrolled = Array(row.suffix(3))
                #expect(
                    scrolled.prefix(2) == [position, Self.range],
                    "\(item.configuration): scrolled to \(scrolled)")
                let progress = source == .view ? scrolled[2] : position / Self.range
                // The range the progress runs over, px: the page's scroll range, or the crossing.
                let span = source == .view ? 700 + 667 : Self.range
                guard progress >= 0, progress <= 1 else { continue }
                let time = progress * timeline.duration
                let values = compiled.values(at: time)
                let geometry = withGeometry.values(at: time)
                // A range's ends on the 1/64 px grid move each animation by up to 1/64 px of scroll.
                let nudge = timeline.duration / span / 64
                let around = [withGeometry.values(at: time - nudge), withGeometry.values(at: time + nudge)]
                for (index, column) in item.columns.enumerated() {
                    let want = timeline.columnNames.firstIndex(of: column.name).map { values[$0] } ?? .nan
                    // The browser lays each range's ends on its 1/64 px layout grid: the column's
                    // change over 1/64 px of scroll.
                    let grid = item.rates[index] * timeline.duration / span / 64
                    let bound =
                        BrowserComparisonTests.exactBound(
                            column, value: want, range: item.ranges[index], rate: 0)
                        + (item.allowances[index] ?? 0) + grid
                    samples += 1
                    if !(abs(row[index] - want) <= bound) && failures.count < 2000 {
                        failures.append(
                            "\(item.configuration) at \(progress): \(column.name) \(row[index]), not \(want)")
                    }
                }
                for (offset, name) in item.geometryNames.enumerated() {
                    let column = withGeometry.columnNames.firstIndex(of: name)
                    let want = column.map { geometry[$0] } ?? .nan
                    let grid = column.map { index in around.map { abs($0[index] - want) }.max() ?? 0 } ?? 0
                    let read = row[item.columns.count + offset]
                    let layer = String(name.prefix(upTo: name.range(of: ".")?.lowerBound ?? name.endIndex))
                    let approximated =
                        item.approximatedLayers.contains { name.hasPrefix($0 + ".") } || layer.isEmpty
                    let bound =
                        name.hasSuffix(".visible")
                        ? 0 : 1e-3 + abs(want) * 5e-6 + grid + (approximated ? 2e-2 : 0)
                    if !name.hasSuffix(".visible") && !approximated {
                        largestCorner = max(largestCorner, abs(read - want) - grid)
                    }
                    if !(abs(read - want) <= bound) && failures.count < 2000 {
                        failures.append("\(item.configuration) at \(progress): \(name) \(read), not \(want)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        print(
            "scroll-driven export (\(source.rawValue)): Chromium, \(prepared.count) configurations scrolled to 20 positions, "
                + "\(samples) column samples; largest corner distance of exact layers \(largestCorner) px beyond 1/64 px of scrolling"
        )
    }
}
