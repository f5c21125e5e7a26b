import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// The proof of the view transition export: every shipped configuration (its outgoing and
/// incoming pages as images, every other layer as a shared element's group), exported as a view
/// transition and run by
/// `document.startViewTransition()` in headless Chromium, shows at every frame of 60 fps each
/// image where the sampler puts its layer: corners within 1e-3 px of the exported viewport (in a
/// page of another size, the image pair's scale takes them there), opacity within 2e-6, shown where
/// it shows.
@Suite(.serialized) struct ViewTransitionBrowserTests {
    /// One configuration's export and the sampler's values at its frames.
    struct Prepared {
        let configuration: ShippedConfiguration
        let css: String
        /// The layers, in the order the page reads them: `old`, `new` or both.
        let images: [(layer: String, part: String)]
        /// The shared elements' names, for the page's markup.
        var shared: [String] {
            images.compactMap { $0.part.hasPrefix("group:") ? String($0.part.dropFirst(6)) : nil }
        }
        /// The frames, in milliseconds.
        let times: [Double]
        /// Per frame, per image: eight corner coordinates, whether it shows, its opacity.
        let expected: [[Double]]
        /// Per frame, per image: its place in the drawing order (higher is drawn later).
        let order: [[Double]]
        /// The layers with an approximated track (a spring as `linear()`): their corners may differ
        /// by the tolerance in points and, for a scale, the unitless tolerance times their diagonal.
        var approximated: Set<String> = []
    }

    static let width = 375.0
    static let height = 667.0

    /// Every shipped configuration that exports as a view transition (only the page transitions,
    /// of an outgoing and an incoming layer, with `pagesOnly`), exported and sampled at 60 fps.
    static func prepare(pagesOnly: Bool = false) throws -> [Prepared] {
        try ShippedConfiguration.all().compactMap { configuration -> Prepared? in
            let timeline = configuration.timeline
            let names = timeline.layers.map(\.name)
            let isPage = !names.isEmpty && names.allSatisfy { $0 == "outgoing" || $0 == "incoming" }
            guard isPage || !pagesOnly else { return nil }
            let options = InterchangeOptions(title: configuration.name)
            guard let web = try? WebExporter(format: .css, options: options).export(timeline),
                let stylesheet = Optional(ViewTransitionStylesheet(web, name: "root")),
                let css = try? stylesheet.text(), let parts = try? stylesheet.parts()
            else { return nil }
            // The pages' images first, old then new, then the shared elements in layer order.
            let images = parts.enumerated().map {
                offset, placed -> (rank: Int, offset: Int, image: (String, String)) in
                switch placed.part {
                case .old: return (0, offset, (placed.element.name, "old"))
                case .new: return (1, offset, (placed.element.name, "new"))
                case .group(let own): return (2, offset, (placed.element.name, "group:" + own))
                }
            }
            .sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }.map(\.image)
            let compiled = CompiledTimeline(timeline, geometry: true)
            let columns = compiled.columnNames
            let frames = Int((timeline.duration * 60).rounded(.down))
            let times = (0...frames).map { Double($0) / 60 }
            var expected: [[Double]] = []
            var order: [[Double]] = []
            for time in times {
                let row = compiled.values(at: time)
                let value = { (name: String, otherwise: Double) in
                    columns.firstIndex(of: name).map { row[$0] } ?? otherwise
                }
                var values: [Double] = []
                var places: [Double] = []
                for (layer, _) in images {
                    for suffix in BrowserComparisonTests.geometrySuffixes {
                        values.append(value("\(layer).\(suffix)", .nan))
                    }
                    values.append(value("\(layer).opacity", 1))
                    let index = Double(names.firstIndex(of: layer) ?? 0)
                    places.append(value("\(layer).zPosition", 0) * 1000 + index)
                }
                expected.append(values)
                order.append(places)
            }
            return Prepared(
                configuration: configuration, css: css, images: images, times: times.map { $0 * 1000 },
                expected: expected, order: order, approximated: Set(web.report.approximations.map(\.layer)))
        }
    }

    /// The rows the page reads for `item` at a viewport of `scale` times the exported one.
    static func read(_ browser: String, _ item: Prepared, scale: (x: Double, y: Double)) throws -> [[Double]]
    {
        let directory = try TemporaryDirectory()
        try directory.create(
            "page.html", ViewTransitionPage.html(css: item.css, name: "root", shared: item.shared))
        let viewport = (Int(width * scale.x), Int(height * scale.y))
        let text = try BrowserTab.open(browser, page: directory.path + "/page.html", viewport: viewport) {
            tab in
            _ = try tab.evaluate("start()")
            let times = item.times.map { "\($0)" }.joined(separator: ", ")
            let parts = item.images.map { "\"\($0.part)\"" }.joined(separator: ", ")
            return try tab.evaluate("read([\(times)], [\(parts)])")
        }
        return try JSONDecoder().decode([[Double]].self, from: Data(text.utf8))
    }

    @Test func everyPageTransitionPlaysAsTheSamplerSaysAtTheExportedSizeAndScaled() throws {
        guard let browser = Chromium.available(for: "the view transition comparison") else { return }
        let prepared = try Self.prepare()
        #expect(prepared.count >= 15, "fade, push, move-in, reveal and slide in their configurations")
        var (largestCorner, largestOpacity, samples, shown) = (0.0, 0.0, 0, 0)
        // 1125 × 1334 px is 3 × 2 times the exported viewport: the root's images scale with the page.
        for scale in [(x: 1.0, y: 1.0), (x: 3.0, y: 2.0)] {
            for item in prepared {
                let rows = try Self.read(browser, item, scale: scale)
                try #require(rows.count == item.times.count, "\(item.configuration): \(rows.count) rows")
                for (time, (row, expected)) in zip(item.times, zip(rows, item.expected)) {
                    for (image, offset) in zip(item.images, stride(from: 0, to: row.count, by: 10)) {
                        let read = Array(row[offset..<offset + 10])
                        let want = Array(expected[offset..<offset + 10])
                        var corner = 0.0
                        let isPage = !image.part.hasPrefix("group:")
                        for index in 0..<8 {
                            // A page's image scales with the page; a shared element's group is in px.
                            let factor = isPage ? (index % 2 == 0 ? scale.x : scale.y) : 1
                            // In the pair's own lengths: its scale multiplies the six digits a
                            // computed length is read with, not what the browser plays.
                            corner = max(corner, abs(read[index] / factor - want[index]))
                        }
                        let tolerance = InterchangeTolerance()
                        let diagonal = hypot(want[4] - want[0], want[5] - want[1])
                        let allowance =
                            item.approximated.contains(image.layer)
                            ? tolerance.points + tolerance.unitless * diagonal : 0
                        corner = max(corner - allowance, 0)
                        let opacity = abs(read[9] - want[9])
                        largestCorner = max(largestCorner, corner)
                        largestOpacity = max(largestOpacity, opacity)
                        samples += 1
                        if want[8] == 1 { shown += 1 }
                        #expect(
                            corner <= 1e-3 && opacity <= 2e-6 && read[8] == want[8],
                            """
                            \(item.configuration) at \(time) ms, \(image.layer) as \(image.part) in a \
                            \(scale.x)×\(scale.y) page: corners \(read[0..<8]) against \(want[0..<8]) (times the scale), \
                            shows \(read[8]) against \(want[8]), opacity \(read[9]) against \(want[9])
                            """)
                    }
                }
            }
        }
        print(
            "view transitions: Chromium, \(prepared.count) configurations at 60 fps, 2 page sizes, "
                + "\(samples) image and group samples (\(shown) shown); largest corner distance (beyond a spring's tolerance) "
                + "\(largestCorner) px, opacity \(largestOpacity)")
    }

    /// The colour `item` shows at `point` at frame `frame`: the last-drawn image that covers it
    /// opaquely, or `nil` where that is not sure (within 2 px of an edge, a translucent image on
    /// top, or no image).
    static func color(_ item: Prepared, frame: Int, at point: (x: Double, y: Double)) -> [Double]? {
        let row = item.expected[frame]
        let drawn = item.images.indices.sorted { item.order[frame][$0] > item.order[frame][$1] }
        for index in drawn {
            let values = Array(row[index * 10..<index * 10 + 10])
            guard values[8] == 1, values[9] > 0 else { continue }
            let corners = (0..<4).map { (x: values[2 * $0], y: values[2 * $0 + 1]) }
            let edge = (0..<4).map { side -> Double in
                let (a, b) = (corners[side], corners[(side + 1) % 4])
                let length = max(hypot(b.x - a.x, b.y - a.y), 1e-9)
                return ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / length
            }
            if edge.allSatisfy({ abs($0) > 2 }) && (edge.allSatisfy { $0 > 0 } || edge.allSatisfy { $0 < 0 })
            {
                guard values[9] == 1 else { return nil }
                return item.images[index].part == "old"
                    ? ViewTransitionPage.oldColor : ViewTransitionPage.newColor
            }
            if edge.contains(where: { abs($0) <= 2 }) { return nil }
        }
        return nil
    }

    @Test func aScreenshotShowsEachPageWhereItsLayerIsNeitherHiddenNorDoubled() throws {
        guard let browser = Chromium.available(for: "the view transition screenshots") else { return }
        var (checked, frames) = (0, 0)
        for item in try Self.prepare(pagesOnly: true) {
            let directory = try TemporaryDirectory()
            try directory.create(
                "page.html", ViewTransitionPage.html(css: item.css, name: "root", shared: item.shared))
            let moments = [item.times.count / 4, item.times.count / 2, item.times.count * 3 / 4]
            let grid = stride(from: 11.0, to: Self.width, by: 25).flatMap { x in
                stride(from: 13.0, to: Self.height, by: 25).map { (x: x, y: $0) }
            }
            let viewport = (Int(Self.width), Int(Self.height))
            let shots = try BrowserTab.open(browser, page: directory.path + "/page.html", viewport: viewport)
            {
                tab in
                _ = try tab.evaluate("start()")
                return try moments.map { frame in
                    _ = try tab.evaluate("seek(\(item.times[frame]))")
                    let shot = try tab.screenshot()
                    let points = grid.map { "[\(Int($0.x)), \(Int($0.y))]" }.joined(separator: ", ")
                    return try tab.evaluate("pixels(\"\(shot)\", [\(points)])")
                }
            }
            for (frame, shot) in zip(moments, shots) {
                let colors = try JSONDecoder().decode([[Double]].self, from: Data(shot.utf8))
                frames += 1
                for (point, color) in zip(grid, colors) {
                    guard let want = Self.color(item, frame: frame, at: point) else { continue }
                    checked += 1
                    #expect(
                        zip(color, want).allSatisfy { abs($0 - $1) <= 8 },
                        "\(item.configuration) at \(item.times[frame]) ms, (\(point.x), \(point.y)): \(color), not \(want)"
                    )
                }
            }
        }
        #expect(checked > 10_000)
        print(
            "view transition screenshots: Chromium, \(frames) frames, \(checked) points each the colour of the page on top"
        )
    }
}
