import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

extension CSSOnThePageTests {
    /// swap-card, as `fxctl export swap-card --format css` writes it.
    static func swapCard() throws -> Export {
        let configuration = try #require(try ShippedConfiguration.all().first { $0.name == "swap-card" })
        return try export(configuration.name, configuration.timeline)
    }

    @Test func theClassPlaysTheEffectAndPlaysItAgainFromTheStart() throws {
        guard let browser = Chromium.available(for: "the play class") else { return }
        let cards = try Self.swapCard()
        let columns = cards.web.elements.flatMap(\.columns)
        let turn = try #require(columns.first { $0.name == "front.transform.rotation" })
        let column =
            "{\"property\": \"\(turn.property)\", \"slot\": \(turn.slot), \"factor\": \(turn.factor), \"offset\": 0}"
        // The markup of the header comment, not yet playing; headless Chromium draws no frames, so
        // the time the animations have run is set, as a scrubber would.
        let script = """
            const container = document.querySelector(".\(cards.web.scope.container)");
            const front = container.querySelector('[data-layer="front"]');
            const count = () => container.getAnimations({ subtree: true }).length;
            const before = count();
            container.classList.add("\(cards.web.scope.play)");
            const started = container.getAnimations({ subtree: true });
            const running = started.filter((animation) => animation.playState === "running").length;
            for (const animation of started) animation.currentTime = 400 + late;
            const turned = readColumn(window, front, \(column));
            container.classList.remove("\(cards.web.scope.play)");
            void container.offsetWidth;
            const between = count();
            container.classList.add("\(cards.web.scope.play)");
            const again = container.getAnimations({ subtree: true });
            const fresh = again.every((animation) => !started.includes(animation)) ? 1 : 0;
            const restarted = readColumn(window, front, \(column));
            results.push({ rows: [[before, started.length, running, turned, between, again.length,
              again[0].currentTime || 0, fresh, restarted]], animations: 0 });
            finish();
            """
        let directory = try TemporaryDirectory()
        try directory.create(
            "play.html",
            Self.page(
                styles: [cards.web.css()], body: cards.web.markup().joined(separator: "\n"), script: script))
        let results = try BrowserHarness.results(
            in: Chromium.dumpDOM(browser, page: directory.path + "/play.html"))
        let row = try #require(results.first?.rows.first)
        let count = Double(cards.web.animations.count)
        try #require(row.count == 9)
        #expect(row[0] == 0, "without the class nothing plays")
        #expect(row[1] == count && row[2] == count, "the class starts every animation")
        #expect(row[4] == 0, "removing the class stops them")
        #expect(row[5] == count && row[7] == 1, "adding it again starts new animations")
        #expect(row[6] < 1, "from the start: \(row[6]) ms")
        let compiled = CompiledTimeline(cards.timeline)
        let index = try #require(cards.timeline.columnNames.firstIndex(of: turn.name))
        let (atStart, later) = (compiled.values(at: 0)[index], compiled.values(at: 0.4)[index])
        #expect(abs(later - atStart) > 0.01, "the test needs a turn that moves")
        #expect(abs(row[3] - later) < 1e-4, "played 0.4 s: \(row[3]), the sampler \(later)")
        #expect(abs(row[8] - atStart) < 1e-4, "replayed from its start: \(row[8]), the sampler \(atStart)")
    }

    @Test func theProgressPropertyDrivesStackAsSampleProgressDoes() throws {
        guard let browser = Chromium.available(for: "the progress property") else { return }
        let configuration = try #require(try ShippedConfiguration.all().first { $0.name == "stack" })
        let stack = try Self.export(configuration.name, configuration.timeline)
        #expect(stack.web.drive == .progress)
        let progresses = [0, 0.25, 0.5, 0.75, 1.0]
        let script = """
            const container = document.querySelector(".\(stack.web.scope.container)");
            const elements = new Map();
            for (const element of container.querySelectorAll("[data-layer]")) elements.set(element.dataset.layer, element);
            const layers = \(BrowserHarness.layersJSON(stack.web));
            const rows = [];
            let count = 0;
            for (const progress of \(BrowserHarness.numbers(progresses))) {
              container.style.setProperty("\(stack.web.scope.progress)", String(progress));
              rows.push(readAll(window, elements, layers));
              // Half way every animation is running paused (past its end one without a fill is not).
              if (progress === 0.5) count = container.getAnimations({ subtree: true }).length;
            }
            results.push({ rows, animations: count });
            finish();
            """
        let directory = try TemporaryDirectory()
        try directory.create(
            "stack.html",
            Self.page(
                styles: [stack.web.css()], body: stack.web.markup().joined(separator: "\n"), script: script))
        let results = try BrowserHarness.results(
            in: Chromium.dumpDOM(browser, page: directory.path + "/stack.html"))
        let result = try #require(results.first)
        #expect(result.animations == stack.web.animations.count, "paused, without the play class")
        // `fxctl sample stack --progress` samples the moment progress × duration.
        Self.expectPlays(stack, rows: result.rows, times: progresses.map { $0 * stack.timeline.duration })
    }

    @Test func reducedMotionShowsTheLastFrameAtOnce() throws {
        guard let browser = Chromium.available(for: "reduced motion") else { return }
        let cards = try Self.swapCard()
        let cases = "[" + Self.caseJSON(cards, times: []) + "]"
        let script = """
            results.push({ rows: [[matchMedia("(prefers-reduced-motion: reduce)").matches ? 1 : 0]], animations: 0 });
            \(Self.readingScript(seek: false))
            """
        let body =
            BrowserHarness.playingMarkup(cards.web)
            + "\n<script type=\"application/json\" id=\"cases\">\(cases)</script>"
        let directory = try TemporaryDirectory()
        try directory.create("reduced.html", Self.page(styles: [cards.web.css()], body: body, script: script))
        let results = try BrowserHarness.results(
            in: Chromium.dumpDOM(
                browser, page: directory.path + "/reduced.html", reducedMotion: true))
        try #require(results.count == 2)
        #expect(results[0].rows.first == [1], "the browser prefers reduced motion")
        let rows = results[1].rows
        try #require(rows.count == 2)
        #expect(
            rows[1] == [Double](repeating: 1, count: cards.web.elements.count), "every animation paused")
        Self.expectPlays(cards, rows: [rows[0]], times: [cards.timeline.duration])
    }

    @Test func theDocumentedPagePlaysTheCardsAtItsOwnScale() throws {
        guard let browser = Chromium.available(for: "the documented page") else { return }
        let documented = try #require(
            DocumentBlocks("docs/Export.md").blocks.first {
                $0.tag == "html" && $0.text.hasPrefix("<!doctype html>")
            })
        let cards = try Self.swapCard()
        let times = [0.3, 0.6, 0.9]
        let script = """
            <script>
            document.getElementById("swap").click();
            const container = document.getElementById("cards");
            const animations = document.getAnimations();
            for (const animation of animations) animation.pause();
            const box = (element) => { const r = element.getBoundingClientRect(), c = container.getBoundingClientRect();
              return [r.left - c.left, r.top - c.top, r.right - c.left, r.bottom - c.top]; };
            const rows = [];
            for (const time of \(BrowserHarness.numbers(times.map { $0 * 1000 }))) {
              for (const animation of animations) animation.currentTime = time + 1e-6;
              rows.push([container.clientWidth, container.clientHeight, ...box(container.querySelector('[data-layer="front"]')),
                ...box(container.querySelector('[data-layer="back"]'))]);
            }
            const out = document.createElement("pre");
            out.id = "result";
            out.textContent = JSON.stringify([{ rows, animations: animations.length }]);
            document.body.append(out);
            </script>
            """
        let directory = try TemporaryDirectory()
        try directory.create("swap-card.css", cards.web.css())
        try directory.create(
            "cards.html", documented.text.replacingOccurrences(of: "</body>", with: script + "</body>"))
        let results = try BrowserHarness.results(
            in: Chromium.dumpDOM(browser, page: directory.path + "/cards.html"))
        let result = try #require(results.first)
        #expect(result.animations == cards.web.animations.count, "the button plays every animation")
        let compiled = CompiledTimeline(cards.timeline, geometry: true)
        let scale = 300.0 / ShippedConfiguration.context.viewportWidth
        for (time, row) in zip(times, result.rows) {
            try #require(row.count == 10)
            #expect(row[0] == 300 && abs(row[1] - 667 * scale) < 1, "the container keeps the aspect ratio")
            let values = Dictionary(
                uniqueKeysWithValues: zip(compiled.columnNames, compiled.values(at: time)))
            for (offset, layer) in ["front", "back"].enumerated() {
                let xs = ["topLeft", "topRight", "bottomRight", "bottomLeft"].compactMap {
                    values["\(layer).corners.\($0).x"]
                }
                let ys = ["topLeft", "topRight", "bottomRight", "bottomLeft"].compactMap {
                    values["\(layer).corners.\($0).y"]
                }
                let expected = [xs.min(), ys.min(), xs.max(), ys.max()].compactMap { $0.map { $0 * scale } }
                let read = Array(row[(2 + 4 * offset)..<(6 + 4 * offset)])
                for (a, b) in zip(read, expected) {
                    #expect(
                        abs(a - b) <= 0.02,
                        "\(layer) at \(time) s: box \(read), the sampler's corners × 0.8 \(expected)")
                }
            }
        }
    }
}
