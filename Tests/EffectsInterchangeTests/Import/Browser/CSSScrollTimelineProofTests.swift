import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// The import of scroll-driven animations, proven in Chromium: each rule of the corpus's
/// `scroll-driven.css` plays on an element 1,200 px down a page 3,000 px tall in a 375 × 667
/// frame, the page is scrolled to 20 positions over the whole scroll range (for `scroll()`) or
/// over the element's crossing of the view (for `view()`), and at the progress the page reads
/// there the import's sample gives the element's corners within 1e-3 px and its opacity within
/// 2e-6 — beside what 1/64 px of scrolling changes, since the browser lays a range's edges on its
/// layout grid.
@Suite(.serialized) struct CSSScrollTimelineProofTests {
    /// The corpus file.
    static let file = "scroll-driven.css"
    /// Each case: the rule's class and the keyframes it plays.
    static let cases = [
        ("progress-bar", "grow-progress"), ("progress-bar-nearest", "grow-progress"), ("reveal", "reveal"),
        ("reveal-entry", "reveal"), ("reveal-contain", "reveal"), ("tall-contain", "reveal"),
        ("leave", "fade-out"),
        ("leave-crossing", "fade-out"), ("parallax", "parallax"), ("timed-range", "spin-in"),
        ("percent-range", "spin-in"),
    ]
    /// Where the element's box starts down the page, px.
    static let top = 1200.0
    /// The page's height: its scroll range is 3,000 − 667 px.
    static let height = 3000.0

    /// One case imported, its page document, and what the page scrolls it to.
    struct Prepared {
        let name: String
        let effect: CSSImportedEffect
        let timeline: Timeline
        let box: (width: Double, height: Double, left: Double, top: Double)
        let document: String
        let positions: [Double]
    }

    static func prepare() throws -> [Prepared] {
        let text = try CSSCorpus.text(file)
        return try cases.map { name, keyframes in
            let options = try CSSImportOptions(element: "." + name)
            let result = CSSImport.load(SourceFile(name: file, text: text), options: options)
            guard let effect = result.effects.first(where: { $0.descriptor.name == keyframes }) else {
                throw BrowserFailure("\(name): nothing imported\n\(result.rendered())")
            }
            #expect(effect.descriptor.drive == .progress, "\(name)")
            let parameters = effect.descriptor.defaults()
            let box = (
                try parameters.number("width"), try parameters.number("height"),
                try parameters.number("left"),
                try parameters.number("top")
            )
            let timeline = try effect.timeline(parameters, context: EffectContext())
            let harness = """
                html { height: \(Int(height))px; scrollbar-width: none; } body { margin: 0; }
                :where(.fx-element) { position: absolute; box-sizing: border-box; margin: 0; padding: 0; border: 0;
                  left: \(box.2)px; top: \(top)px; width: \(box.0)px; height: \(box.1)px; }
                """
            let document =
                "<!doctype html><html><head><style>\(harness)</style><style>\(text)</style></head>"
                + "<body><div class=\"fx-element \(name)\"></div></body></html>"
            let isView = text.contains(".\(name) {") && effectUsesView(name, in: text)
            let (from, to) = isView ? (top - 667, top + box.1) : (0, height - 667)
            let positions = (0..<20).map { (from + (to - from) * Double($0) / 19).rounded() }
            return Prepared(
                name: name, effect: effect, timeline: timeline, box: box, document: document,
                positions: positions)
        }
    }

    /// Whether the rule `.name` plays on a view timeline.
    static func effectUsesView(_ name: String, in text: String) -> Bool {
        guard let start = text.range(of: ".\(name) {"),
            let end = text[start.upperBound...].firstIndex(of: "}")
        else { return false }
        return text[start.upperBound..<end].contains("view(")
    }

    /// The page: every case's frame at once; `run()` scrolls each to its positions, two frames apart,
    /// and reads the element's corners, whether it shows, its opacity, and the timeline's progress.
    static func page(_ prepared: [Prepared]) -> String {
        var data = "["
        for (index, item) in prepared.enumerated() {
            if index > 0 { data += ",\n" }
            data += "{\"document\": \(BrowserHarness.quoted(item.document)), "
            data += "\"view\": \(effectUsesView(item.name, in: item.document)), "
            data += "\"positions\": \(BrowserHarness.numbers(item.positions))}"
        }
        data += "]"
        return """
            <!doctype html><html><body>
            <script type="application/json" id="cases">\(BrowserHarness.scriptSafe(data))</script>
            <script>
            \(BrowserHarness.reader)
            const cases = JSON.parse(document.getElementById("cases").textContent);
            async function run() {
              const frames = [];
              for (const item of cases) {
                const frame = await loadFrame(item.document, "width: 375px; height: 667px; border: 0");
                frames.push({ frame, item, rows: [] });
              }
              for (let step = 0; step < 20; step++) {
                for (const { frame, item } of frames) frame.contentDocument.scrollingElement.scrollTop = item.positions[step];
                await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                for (const { frame, item, rows } of frames) {
                  const view = frame.contentWindow, inner = frame.contentDocument, scroller = inner.scrollingElement;
                  const element = inner.querySelector(".fx-element");
                  const y = scroller.scrollTop, port = scroller.clientHeight;
                  const progress = item.view
                    ? (y + port - element.offsetTop) / (port + element.offsetHeight)
                    : y / (scroller.scrollHeight - port);
                  const opacity = parseFloat(view.getComputedStyle(element).opacity);
                  rows.push(readGeometry(view, inner.body, element).concat([opacity, progress]));
                }
              }
              return JSON.stringify(frames.map(({ rows }) => rows));
            }
            </script></body></html>
            """
    }

    @Test func chromiumScrollsEachRuleAsTheImportSamplesItsProgress() throws {
        guard let browser = Chromium.available(for: "the scroll-driven import proof") else { return }
        let prepared = try Self.prepare()
        let directory = try TemporaryDirectory()
        try directory.create("page.html", Self.page(prepared))
        let text = try BrowserTab.open(browser, page: directory.path + "/page.html", viewport: (1200, 800)) {
            try $0.evaluate("run()")
        }
        let results = try JSONDecoder().decode([[[Double]]].self, from: Data(text.utf8))
        try #require(results.count == prepared.count)
        var (samples, corner, opacity) = (0, 0.0, 0.0)
        for (item, rows) in zip(prepared, results) {
            let compiled = CompiledTimeline(item.timeline, geometry: true)
            let names = BrowserComparisonTests.geometrySuffixes.map { "element.\($0)" }
            let indexes = names.map { compiled.columnNames.firstIndex(of: $0) }
            let opacityIndex = compiled.columnNames.firstIndex(of: "element.opacity")
            let fxkit = { (progress: Double) -> [Double] in
                let row = compiled.values(at: min(max(progress, 0), 1) * item.timeline.duration)
                return indexes.map { $0.map { row[$0] } ?? .nan } + [opacityIndex.map { row[$0] } ?? 1]
            }
            // The page's scroll, or the element's crossing of the view, in px: a range edge on the
            // browser's 1/64 px grid moves the animation by up to that much scrolling.
            let span =
                Self.effectUsesView(item.name, in: item.document) ? 667 + item.box.height : Self.height - 667
            for row in rows {
                let progress = row[10]
                guard progress >= 0, progress <= 1 else { continue }
                samples += 1
                let want = fxkit(progress)
                let nudge = 1.0 / 64 / span
                let (before, after) = (fxkit(progress - nudge), fxkit(progress + nudge))
                // The browser's element sits `top` down the page; the import's at its default place.
                let shift = Self.top - item.box.top
                var worst = 0.0
                for index in 0..<8 {
                    let read = row[index] - (index % 2 == 1 ? shift : 0)
                    let grid = max(abs(before[index] - want[index]), abs(after[index] - want[index]))
                    worst = max(worst, abs(read - want[index]) - grid)
                }
                let grid = max(abs(before[9] - want[9]), abs(after[9] - want[9]))
                let opacityError = abs(row[9] - want[9]) - grid
                corner = max(corner, worst)
                opacity = max(opacity, opacityError)
                #expect(
                    worst <= 1e-3 && opacityError <= 2e-6 && row[8] == want[8],
                    "\(item.name) at progress \(progress): Chromium \(row.prefix(10)), fxkit \(want)")
            }
        }
        #expect(samples >= 200)
        print(
            "CSS scroll-driven import proof: Chromium, \(prepared.count) rules, \(samples) scroll positions; "
                + "largest corner difference \(corner) px, opacity \(opacity) (beyond 1/64 px of scrolling)")
    }
}
