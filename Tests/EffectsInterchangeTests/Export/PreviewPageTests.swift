import EffectDSL
import EffectGraphics
import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// The preview page as a person uses it, in headless Chromium: screenshots at chosen times show
/// each layer's box where `fxctl render` draws it (its centre found from the pixels, within 1 px),
/// the scrubber moves the time, and the values printed under the stage equal the sampler's.
@Suite(.serialized) struct PreviewPageTests {
    /// Boxes that do not overlap at the chosen times: moved, turned about a corner anchor, scaled.
    static let source = """
        effect boxes {
            duration 1s
            layer mover {
                set position = (80, 120)
                set bounds.size = (60, 40)
                animate position timing ease-in-out from (80, 120) to (80, 300)
            }
            layer turner {
                set position = (230, 120)
                set bounds.size = (50, 80)
                set anchorPoint = (0, 0)
                animate transform.rotation from 0 to 0.6
            }
            layer grower {
                set position = (180, 520)
                set bounds.size = (90, 50)
                animate transform.scale from 0.5 to 1.2
                animate position.x from 120 to 250
            }
        }
        """

    static func timeline() throws -> Timeline {
        let loaded = DSLLoader.load(SourceFile(name: "boxes.fx", text: source))
        let effect = try #require(loaded.effects.first, "\(loaded.rendered())")
        return try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
    }

    /// Where `fxctl render` puts the centre of a layer's box: position + translation + R·S·((½ − anchor)·size).
    static func renderedCentre(_ values: [String: Double], layer: String, model: (Double, Double)) -> (
        Double, Double
    ) {
        func value(_ name: String, _ fallback: Double) -> Double { values["\(layer).\(name)"] ?? fallback }
        let (anchorX, anchorY) = model
        let width = value("bounds.size.x", 0)
        let height = value("bounds.size.y", 0)
        let scale = value("transform.scale", 1)
        let angle = value("transform.rotation", 0)
        let localX = (0.5 - anchorX) * width * scale
        let localY = (0.5 - anchorY) * height * scale
        return (
            value("position.x", 0) + localX * cos(angle) - localY * sin(angle),
            value("position.y", 0) + localX * sin(angle) + localY * cos(angle)
        )
    }

    /// Finds, in each screenshot, the stage (the pixels of its background, whose corners no box
    /// covers) and each layer's box (the pixels of its fill colour), and prints the boxes' centres in
    /// stage pixels.
    static func analysisPage(_ images: [String], colors: [String]) -> String {
        """
        <!doctype html><body><script>
        const images = \(jsonStrings(images));
        const colors = \(jsonStrings(colors)).map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
        const outline = [0xf1, 0xf3, 0xf5];
        (async () => {
          const results = [];
          for (const name of images) {
            const image = new Image();
            await new Promise((resolve) => { image.onload = resolve; image.onerror = resolve; image.src = name; });
            const canvas = document.createElement("canvas");
            canvas.width = image.width; canvas.height = image.height;
            const context = canvas.getContext("2d");
            context.drawImage(image, 0, 0);
            const data = context.getImageData(0, 0, image.width, image.height).data;
            const boxes = [outline, ...colors].map(() => [Infinity, Infinity, -Infinity, -Infinity]);
            for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) {
              const at = (y * image.width + x) * 4;
              [outline, ...colors].forEach((color, index) => {
                if (data[at] === color[0] && data[at + 1] === color[1] && data[at + 2] === color[2]) {
                  const box = boxes[index];
                  box[0] = Math.min(box[0], x); box[1] = Math.min(box[1], y);
                  box[2] = Math.max(box[2], x); box[3] = Math.max(box[3], y);
                }
              });
            }
            const stage = boxes[0];
            results.push(boxes.slice(1).map((box) => [
              (box[0] + box[2] + 1) / 2 - stage[0], (box[1] + box[3] + 1) / 2 - stage[1]]));
          }
          const out = document.createElement("pre");
          out.id = "result";
          out.textContent = JSON.stringify(results.map((rows) => ({ rows, animations: 0 })));
          document.body.append(out);
        })();
        </script></body>
        """
    }

    static func jsonStrings(_ items: [String]) -> String {
        "[" + items.map { BrowserHarness.quoted($0) }.joined(separator: ", ") + "]"
    }

    @Test func eachBoxIsWhereRenderDrawsItInAScreenshot() throws {
        guard let browser = Chromium.available(for: "the preview page's screenshots") else { return }
        let timeline = try Self.timeline()
        let web = try WebExporter(format: .html).export(timeline)
        let directory = try TemporaryDirectory()
        try directory.create("boxes.html", web.html(title: "boxes"))
        let times = [0.0, 0.35, 0.8]
        var images: [String] = []
        for (index, time) in times.enumerated() {
            let name = "shot-\(index).png"
            try Chromium.screenshot(
                browser, page: directory.path + "/boxes.html#t=\(time)", png: directory.path + "/" + name,
                width: 800,
                height: 1000)
            images.append(name)
        }
        let colors = web.elements.map { Palette.layer($0.index).fill }
        try directory.create("analysis.html", Self.analysisPage(images, colors: colors))
        let found = try BrowserHarness.results(
            in: Chromium.dumpDOM(browser, page: directory.path + "/analysis.html"))
        let compiled = CompiledTimeline(timeline)
        let anchors = ["mover": (0.5, 0.5), "turner": (0.0, 0.0), "grower": (0.5, 0.5)]
        var largest = 0.0
        for (time, result) in zip(times, found) {
            let row = compiled.values(at: time)
            let values = Dictionary(uniqueKeysWithValues: zip(timeline.columnNames, row))
            for (element, centre) in zip(web.elements, result.rows) {
                let expected = Self.renderedCentre(
                    values, layer: element.name, model: anchors[element.name] ?? (0.5, 0.5))
                let distance = max(abs(centre[0] - expected.0), abs(centre[1] - expected.1))
                largest = max(largest, distance)
                #expect(
                    distance <= 1, "\(element.name) at \(time) s: box centre \(centre), render's \(expected)")
            }
        }
        print(
            "preview page: \(times.count) screenshots, \(web.elements.count) boxes each; largest centre offset \(largest) px"
        )
    }

    @Test func theScrubberMovesTheTimeAndTheValuesEqualTheTable() throws {
        guard let browser = Chromium.available(for: "the preview page's scrubber") else { return }
        let timeline = try Self.timeline()
        let web = try WebExporter(format: .html).export(timeline)
        let directory = try TemporaryDirectory()
        let script = """
            <script>
            addEventListener("load", () => {
              const scrubber = document.getElementById("fx-scrubber");
              const count = document.getAnimations().length;
              const rows = [];
              for (const ms of [0, 250, 612.5, 1000]) {
                scrubber.value = String(ms);
                scrubber.dispatchEvent(new Event("input"));
                const cells = [...document.querySelectorAll("#fx-values td[data-column]")];
                rows.push([window.fxkit.time, parseFloat(document.getElementById("fx-time").textContent),
                  ...cells.map((cell) => parseFloat(cell.textContent))]);
              }
              const key = (name) => document.dispatchEvent(new KeyboardEvent("keydown", { key: name }));
              key("Home");
              key("ArrowRight");
              key("ArrowRight");
              key("]");
              key("l");
              const keys = [window.fxkit.time, Number(document.getElementById("fx-speed").value),
                document.getElementById("fx-loop").checked ? 1 : 0];
              const out = document.createElement("pre");
              out.id = "result";
              out.textContent = JSON.stringify([{ rows, animations: count }, { rows: [keys], animations: 0 }]);
              document.body.append(out);
            });
            </script>
            """
        let page = web.html(title: "boxes").replacingOccurrences(of: "</body>", with: script + "</body>")
        try directory.create("boxes.html", page)
        let results = try BrowserHarness.results(
            in: Chromium.dumpDOM(browser, page: directory.path + "/boxes.html"))
        let result = try #require(results.first)
        let keys = try #require(results.last?.rows.first)
        #expect(abs(keys[0] - 2000.0 / 60) < 1e-9, "Home, then two frames forward")
        #expect(abs(keys[1] - 1.1) < 1e-9, "] speeds up by 0.1")
        #expect(keys[2] == 0, "L turns the loop off")
        #expect(result.animations == web.animations.count)
        let compiled = CompiledTimeline(timeline)
        let columns = web.elements.flatMap(\.columns)
        for (ms, row) in zip([0, 250, 612.5, 1000.0], result.rows) {
            #expect(row[0] == ms, "the page's time follows the scrubber")
            #expect(abs(row[1] - ms / 1000) < 0.0006, "the time printed")
            let values = Dictionary(
                uniqueKeysWithValues: zip(timeline.columnNames, compiled.values(at: ms / 1000)))
            for (column, printed) in zip(columns, row.dropFirst(2)) {
                let expected = try #require(values[column.name])
                #expect(
                    abs(printed - expected) <= 5e-6 * max(1, abs(expected)),
                    "\(column.name) at \(ms) ms: printed \(printed), table \(expected)")
            }
        }
    }
}
