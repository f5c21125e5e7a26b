import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// The proof of the web export: headless Chromium plays the `waapi` and `css` exports of every
/// shipped effect configuration, and at every boundary (each begin, end, keyframe, repeat wrap and
/// cut), a millisecond either side of it, the middle of every span between them and each column's
/// extremes (``ComparisonMoments``) the computed values equal the sampler's — within the browser's
/// own precision where the mapping is exact, within the tolerance where it approximates.
///
/// Exact columns may differ by the browser's storage and solver (measured, see docs/Export.md):
/// lengths and opacity are float32 (2⁻²⁴ relative), `rotate`, `scale` and `translate` are read as
/// strings of six significant digits (5 × 10⁻⁶ relative), and the cubic-bezier solver is off by up
/// to about 10⁻⁶ of the column's range.
@Suite(.serialized) struct BrowserComparisonTests {
    /// One configuration, exported and sampled.
    struct Prepared {
        let configuration: ShippedConfiguration
        let web: WebExport
        let text: String
        let times: [Double]
        let expected: [[Double]]
        let columns: [WebColumn]
        /// Per column, what an approximated column may differ by besides the exact bound, or `nil`
        /// where the mapping is exact.
        let allowances: [Double?]
        let ranges: [Double]
        let rates: [Double]
        /// Per time, each layer's projected corners (x, y of top-left, top-right, bottom-right,
        /// bottom-left) and whether it shows: the sampler's geometry columns.
        let geometry: [[Double]]
        /// The geometry columns' names, in the order of ``geometry``.
        let geometryNames: [String]
        /// The layers with an approximated track: their corners may differ by the tolerance.
        let approximatedLayers: Set<String>
    }

    /// The geometry columns the page reads for each layer, after the layer's own columns.
    static let geometrySuffixes =
        ["topLeft", "topRight", "bottomRight", "bottomLeft"].flatMap {
            ["corners.\($0).x", "corners.\($0).y"]
        }
        + ["visible"]

    /// How many random timelines the comparison plays.
    ///
    /// 40 for Web Animations (about 3 s), none for CSS (most have a time offset on a late track,
    /// which CSS cannot say); `FXKIT_RANDOM_TIMINGS=300` plays more.
    static func randomCount(_ format: InterchangeFormat) -> Int {
        guard format == .waapi else { return 0 }
        return ProcessInfo.processInfo.environment["FXKIT_RANDOM_TIMINGS"].flatMap { Int($0) } ?? 40
    }

    static func prepare(_ format: InterchangeFormat) throws -> [Prepared] {
        var random: [(ShippedConfiguration, WebExport)] = []
        var refusals: [String: Int] = [:]
        for configuration in try RandomTimings.configurations(count: Self.randomCount(format)) {
            do {
                let web = try WebExporter(format: format).export(configuration.timeline)
                random.append((configuration, web))
            } catch {
                refusals[error.reason, default: 0] += 1
            }
        }
        if format == .waapi {
            print(
                "random timings: \(random.count) of \(Self.randomCount(format)) exported; refused: "
                    + refusals.sorted { $0.key < $1.key }.map { "\($0.value)× \($0.key)" }.joined(
                        separator: "; "))
        }
        let shipped = try (ShippedConfiguration.all() + ConstructEffects.configurations()).map {
            ($0, try WebExporter(format: format).export($0.timeline))
        }
        return (shipped + random).map { configuration, web in
            prepare(configuration, web: web, text: format == .css ? web.css() : web.waapiJSON())
        }
    }

    /// One configuration's moments, the sampler's values there, and what each column may differ by.
    static func prepare(_ configuration: ShippedConfiguration, web: WebExport, text: String) -> Prepared {
        let timeline = configuration.timeline
        let compiled = CompiledTimeline(timeline)
        let columns = web.elements.flatMap(\.columns)
        // A reading with columns alongside is their sum.
        let indexes = columns.map { column in
            ([column.name] + column.alongside).map { timeline.columnNames.firstIndex(of: $0) ?? 0 }
        }
        let row = { (time: Double) in
            let row = compiled.values(at: time)
            return indexes.map { $0.reduce(0) { $0 + row[$1] } }
        }
        let moments = ComparisonMoments(timeline, values: row)
        let times = moments.chosen
        let expected = times.map(row)
        let analysis = TimelineAnalysis(timeline)
        var approximated = Set<String>()
        for item in web.report.approximations {
            for track in analysis.tracks
            where track.layer == item.layer && track.track.target.keyPath == item.keyPath {
                approximated.formUnion(track.columns)
            }
        }
        let (ranges, rates) = Self.ranges(columns, analysis: analysis, moments: moments)
        let tolerance = InterchangeTolerance()
        let allowances = columns.map { column in
            approximated.contains(column.name)
                ? (Self.property(of: column.name).map { tolerance.bound(for: $0) } ?? tolerance.unitless)
                : nil
        }
        let withGeometry = CompiledTimeline(timeline, geometry: true)
        let geometryNames = web.elements.flatMap { element in
            Self.geometrySuffixes.map { "\(element.name).\($0)" }
        }
        let geometryIndexes = geometryNames.map { withGeometry.columnNames.firstIndex(of: $0) ?? 0 }
        let geometry = times.map { time in
            let row = withGeometry.values(at: time)
            return geometryIndexes.map { row[$0] }
        }
        return Prepared(
            configuration: configuration, web: web, text: text, times: times, expected: expected,
            columns: columns, allowances: allowances, ranges: ranges, rates: rates, geometry: geometry,
            geometryNames: geometryNames, approximatedLayers: Set(web.report.approximations.map(\.layer)))
    }

    /// Each column's span of values (sampled on the moments' grid, and of the keyframes of every
    /// track that writes it: a cut or clamped track is sampled over less than its keyframes span) and
    /// its steepest change between neighbouring moments of the grid.
    static func ranges(_ columns: [WebColumn], analysis: TimelineAnalysis, moments: ComparisonMoments)
        -> (ranges: [Double], rates: [Double])
    {
        let (grid, rows) = (moments.grid, moments.gridValues)
        var spans: [String: Double] = [:]
        for placed in analysis.tracks {
            for (offset, name) in placed.columns.enumerated() {
                let values = placed.track.values.map { $0[offset] }
                spans[name] = max(spans[name] ?? 0, (values.max() ?? 0) - (values.min() ?? 0))
            }
        }
        let ranges = columns.indices.map { index in
            let values = rows.map { $0[index] }
            return max((values.max() ?? 0) - (values.min() ?? 0), spans[columns[index].name] ?? 0)
        }
        var rates = [Double](repeating: 0, count: columns.count)
        for sample in 1..<max(grid.count, 1) {
            let span = grid[sample] - grid[sample - 1]
            guard span > 0 else { continue }
            for index in columns.indices {
                rates[index] = max(rates[index], abs(rows[sample][index] - rows[sample - 1][index]) / span)
            }
        }
        return (ranges, rates)
    }

    /// What the browser may differ by where the mapping is exact.
    static func exactBound(_ column: WebColumn, value: Double, range: Double, rate: Double) -> Double {
        let stored = ["left", "top", "width", "height", "opacity"].contains(column.property)
        // Half the sixth digit of the number the browser reports (the reading less its offset,
        // before the factor; none for a reading of the model value alone, factor 0).
        let reported = column.factor == 0 ? 0 : abs((value - column.offset) / column.factor)
        let rounding = stored ? abs(value) * 0x1p-23 : reported * 5e-6 * abs(column.factor)
        // Every animation starts 1 ns early (WebExporter.earlyStart): up to 10 ns of the steepest
        // change seen between samples, which underestimates the steepest change between them.
        return rounding + range * 1e-6 + rate * 1e-8 + 1e-9
    }

    /// The property of a column (`front.position.x` → `position`): the longest catalogue name that
    /// ends the column's name or is followed there by one component.
    static func property(of column: String) -> PropertyPath? {
        PropertyPath.catalogue.filter { property in
            column.hasSuffix("." + property.name)
                || ["x", "y", "z", "w"].contains { column.hasSuffix("." + property.name + "." + $0) }
        }.max { $0.name.count < $1.name.count }
    }

    func compare(_ format: InterchangeFormat) throws {
        guard let browser = Chromium.available(for: "the \(format.rawValue) browser comparison") else {
            return
        }
        let prepared = try Self.prepare(format)
        let directory = try TemporaryDirectory()
        let cases = prepared.map {
            BrowserHarness.Case(text: $0.text, web: $0.web, times: $0.times.map { $0 * 1000 })
        }
        let page = format == .css ? BrowserHarness.cssPage(cases) : BrowserHarness.waapiPage(cases)
        try directory.create("harness.html", page)
        let dom = try Chromium.dumpDOM(browser, page: directory.path + "/harness.html")
        let results = try BrowserHarness.results(in: dom)
        #expect(results.count == prepared.count)
        var largest: [String: Double] = [:]
        var largestApproximated = 0.0
        var largestCorner = 0.0
        var largestApproximatedCorner = 0.0
        var visibilityMismatches = 0
        var samples = 0
        var failures: [String] = []
        for (item, result) in zip(prepared, results) {
            // Every animation relevant at time 0 (not one that ended before it without a fill).
            let relevant = item.web.animations.filter { animation in
                let timing = animation.timing
                return timing.fill == "forwards" || timing.fill == "both"
                    || timing.delay + timing.duration * timing.iterations > 0
            }
            #expect(
                result.animations == relevant.count,
                "\(item.configuration): document.getAnimations() found \(result.animations)")
            for (moment, row) in result.rows.enumerated() {
                guard moment < item.times.count else { break }
                let (time, expected) = (item.times[moment], item.expected[moment])
                for (index, column) in item.columns.enumerated() {
                    guard index < row.count else { continue }
                    samples += 1
                    // CSS clamps opacity to 0...1 (as Core Animation renders it); an additive or
                    // overshooting opacity beyond it shows clamped (docs/Export.md).
                    let target =
                        column.property == "opacity" ? min(max(expected[index], 0), 1) : expected[index]
                    let difference = abs(row[index] - target)
                    let isApproximated = item.allowances[index] != nil
                    let exact = Self.exactBound(
                        column, value: expected[index], range: item.ranges[index], rate: item.rates[index])
                    let bound = exact + (item.allowances[index] ?? 0)
                    let key = column.property + (column.property == "translate" ? "[\(column.slot)]" : "")
                    if isApproximated {
                        largestApproximated = max(largestApproximated, difference)
                    } else {
                        largest[key] = max(largest[key] ?? 0, difference)
                    }
                    if !(difference <= bound) && failures.count < 20 {
                        failures.append(
                            "\(item.configuration) at \(time) s: \(column.name) browser \(row[index]), sampler \(expected[index]) (|Δ| \(difference) > \(bound))"
                        )
                    }
                }
                for (offset, name) in item.geometryNames.enumerated() {
                    let index = item.columns.count + offset
                    guard index < row.count else { continue }
                    samples += 1
                    let geometry = item.geometry[moment]
                    let value = geometry[offset]
                    let difference = abs(row[index] - value)
                    if name.hasSuffix(".visible") {
                        if difference != 0 {
                            visibilityMismatches += 1
                            if failures.count < 20 {
                                failures.append(
                                    "\(item.configuration) at \(time) s: \(name) browser \(row[index]), sampler \(value)"
                                )
                            }
                        }
                        continue
                    }
                    let layer = String(
                        name.prefix(upTo: name.range(of: ".corners.")?.lowerBound ?? name.endIndex))
                    let approximated = item.approximatedLayers.contains(layer)
                    // An approximated unitless track (a scale) moves a corner by its error times the
                    // corner's distance from the anchor, at most the layer's diagonal.
                    let tolerance = InterchangeTolerance()
                    let lever = Self.diagonal(of: layer, names: item.geometryNames, values: geometry)
                    let bound =
                        Self.cornerBound(value)
                        + (approximated ? tolerance.points + tolerance.unitless * lever : 0)
                    if approximated {
                        largestApproximatedCorner = max(largestApproximatedCorner, difference)
                    } else {
                        largestCorner = max(largestCorner, difference)
                    }
                    if !(difference <= bound) && failures.count < 20 {
                        failures.append(
                            "\(item.configuration) at \(time) s: \(name) browser \(row[index]), sampler \(value) (|Δ| \(difference) > \(bound))"
                        )
                    }
                }
            }
        }
        let approximatedTracks = prepared.reduce(0) { $0 + $1.web.report.approximations.count }
        let figures = largest.keys.sorted().map { "\($0) \(String(format: "%.2g", largest[$0] ?? 0))" }
            .joined(separator: ", ")
        print(
            "web export (\(format.rawValue)) in Chromium: \(Set(prepared.map(\.configuration.name)).count) effects, "
                + "\(prepared.count) configurations, \(samples) samples; largest difference: \(figures); "
                + "\(approximatedTracks) approximated tracks, largest \(String(format: "%.2g", largestApproximated)); "
                + "projected corners: largest difference \(String(format: "%.2g", largestCorner)) exact, "
                + "\(String(format: "%.2g", largestApproximatedCorner)) approximated; \(visibilityMismatches) visibility mismatches"
        )
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func webAnimationsExportMatchesTheSampler() throws {
        try compare(.waapi)
    }

    @Test func cssExportMatchesTheSampler() throws {
        try compare(.css)
    }
}
