import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// The CSS where a web developer pastes it (issue 24), in Chromium: every shipped effect's
/// stylesheet on one page, each playing its own numbers; the class that plays and replays; `stack`
/// driven by `--fx-progress`; reduced motion; and the complete page of docs/Export.md.
@Suite(.serialized) struct CSSOnThePageTests {
    /// One shipped effect at its defaults and its CSS export.
    struct Export {
        let name: String
        let timeline: Timeline
        let web: WebExport
    }

    /// Every shipped effect, once, exported for `css` with its own name.
    static func exports() throws -> [Export] {
        var seen = Set<String>()
        return try ShippedConfiguration.all().filter { seen.insert($0.name).inserted }.map {
            try export($0.name, $0.timeline)
        }
    }

    /// The CSS export of `timeline`, named `name`, with the drive of the shipped effect of that name.
    static func export(_ name: String, _ timeline: Timeline) throws -> Export {
        var options = InterchangeOptions(context: ShippedConfiguration.context, title: name)
        options.drive =
            ShippedConfiguration.effects().first { $0.descriptor.name == name }?.descriptor.drive ?? .time
        return Export(
            name: name, timeline: timeline,
            web: try WebExporter(format: .css, options: options).export(timeline))
    }

    /// A page of `styles`, `body` and a script that ends by printing `results` (the harness's rows).
    static func page(styles: [String], body: String, script: String) -> String {
        """
        <!doctype html><html><head><style>\(styles.joined(separator: "\n"))</style></head><body>
        \(body)
        <script>
        \(BrowserHarness.reader)
        const results = [];
        function finish() {
          const out = document.createElement("pre");
          out.id = "result";
          out.textContent = JSON.stringify(results);
          document.body.append(out);
        }
        \(script)
        </script></body></html>
        """
    }

    /// Compares the columns the browser read at each of `times` (seconds) with the sampler's.
    static func expectPlays(
        _ export: Export, rows: [[Double]], times: [Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let columns = export.web.elements.flatMap(\.columns)
        let compiled = CompiledTimeline(export.timeline)
        let approximated = Set(export.web.report.approximations.map { $0.layer + "." + $0.keyPath })
        #expect(rows.count == times.count, "\(export.name)", sourceLocation: sourceLocation)
        for (row, time) in zip(rows, times) {
            let values = Dictionary(
                uniqueKeysWithValues: zip(export.timeline.columnNames, compiled.values(at: time)))
            for (column, read) in zip(columns, row) {
                guard var expected = values[column.name] else { continue }
                if column.property == "opacity" { expected = min(max(expected, 0), 1) }
                let loose = approximated.contains { column.name.hasPrefix($0) }
                let bound = 1e-3 * max(1, abs(expected)) + (loose ? 0.01 : 0)
                #expect(
                    abs(read - expected) <= bound,
                    "\(export.name) at \(time) s: \(column.name) browser \(read), sampler \(expected)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// The JSON the page's script reads for `export`: its container class, its layers' columns.
    static func caseJSON(_ export: Export, times: [Double]) -> String {
        "{\"scope\": \(BrowserHarness.quoted(export.web.scope.container)), \"layers\": \(BrowserHarness.layersJSON(export.web)), "
            + "\"times\": \(BrowserHarness.numbers(times.map { $0 * 1000 }))}"
    }

    /// The script that reads, for each case in `#cases`, its container's animations paused and seeked
    /// to each time (its row), or (`seek: false`) as they stand, once, with a row of 1 for each layer
    /// whose animations are all paused.
    static func readingScript(seek: Bool) -> String {
        """
        const cases = JSON.parse(document.getElementById("cases").textContent);
        for (const item of cases) {
          const container = document.querySelector("." + item.scope);
          const elements = new Map();
          for (const element of container.querySelectorAll("[data-layer]")) elements.set(element.dataset.layer, element);
          const animations = container.getAnimations({ subtree: true });
          const named = animations.every((animation) => animation.animationName.startsWith(item.scope + "-"));
          const rows = [];
          if (\(seek)) {
            for (const animation of animations) animation.pause();
            for (const time of item.times) {
              for (const animation of animations) animation.currentTime = time + late;
              rows.push(readAll(window, elements, item.layers));
            }
          } else {
            rows.push(readAll(window, elements, item.layers));
            // An animation paused past its end is no longer in getAnimations(): its style says.
            rows.push([...elements.values()].map((element) =>
              getComputedStyle(element).animationPlayState.split(", ").every((state) => state === "paused") ? 1 : 0));
          }
          results.push({ rows, animations: named ? animations.length : -1 });
        }
        finish();
        """
    }

    @Test func everyShippedStylesheetSharesOnePageAndPlaysItsOwnNumbers() throws {
        guard let browser = Chromium.available(for: "the stylesheets on one page") else { return }
        let exports = try Self.exports()
        let times = exports.map { export in [0.3, 0.7].map { $0 * export.timeline.duration } }
        let body = exports.map { BrowserHarness.playingMarkup($0.web) }.joined(separator: "\n")
        let cases =
            "[" + zip(exports, times).map { Self.caseJSON($0, times: $1) }.joined(separator: ", ") + "]"
        let page = Self.page(
            styles: exports.map { $0.web.css() },
            body: body + "\n<script type=\"application/json\" id=\"cases\">\(cases)</script>",
            script: Self.readingScript(seek: true))
        let directory = try TemporaryDirectory()
        try directory.create("all.html", page)
        let results = try BrowserHarness.results(
            in: Chromium.dumpDOM(browser, page: directory.path + "/all.html"))
        #expect(results.count == exports.count)
        for ((export, time), result) in zip(zip(exports, times), results) {
            #expect(
                result.animations == export.web.animations.count,
                "\(export.name): \(result.animations) animations (-1: one not named by its own scope)")
            Self.expectPlays(export, rows: result.rows, times: time)
        }
        print("stylesheets on one page: \(exports.count) effects, each its own numbers at 30 % and 70 %")
    }
}
