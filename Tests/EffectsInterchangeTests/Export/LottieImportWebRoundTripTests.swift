import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// The round trip Lottie → fxkit → `export --format waapi|css` (the Lottie-to-CSS converter):
/// Chromium puts every layer of each corpus file the web export takes where ThorVG put it in the
/// original, within the web export's bounds (where ThorVG departs from the spec on the original:
/// where the import puts it).
@Suite(.serialized) struct LottieImportWebRoundTripTests {
    /// The corpus files and whether ThorVG draws them as the spec says (see the import's proof).
    static let files: [(name: String, thorVGFollowsTheSpec: Bool)] = [
        ("transforms", true), ("overshoot", true), ("holds", true), ("legacy", true), ("parenting", true),
        ("precomp", true), ("skew", true), ("boxes", true), ("per-dimension", false), ("curved", false),
        ("rounded-handles", false), ("legacy-jumps", false), ("after-effects", false), ("auto-orient", false),
        ("auto-orient-curved", false), ("fades", true), ("time-remap", true), ("eased-remap", false),
    ]

    static let frames = Array(stride(from: 0.0, to: 60, by: 1)) + Array(stride(from: 0.37, to: 60, by: 1))

    @Test(arguments: [InterchangeFormat.waapi, .css])
    func chromiumPutsEveryLayerWhereThorVGPutTheOriginal(_ format: InterchangeFormat) throws {
        guard let browser = Chromium.available(for: "the Lottie import's \(format.rawValue) round trip")
        else {
            return
        }
        var cases:
            [(file: String, follows: Bool, text: String, effect: LottieImportedEffect, web: WebExport)] = []
        var refused: [String] = []
        for (file, follows) in Self.files {
            let text = try String(
                contentsOfFile: Repository.path(
                    "Tests/EffectsInterchangeTests/Import/LottieCorpus/\(file).json"),
                encoding: .utf8)
            let effect = try #require(LottieImport.load(SourceFile(name: file, text: text)).effect)
            do {
                cases.append(
                    (
                        file, follows, text, effect,
                        try WebExporter(format: format).export(effect.builtTimeline)
                    ))
            } catch {
                refused.append("\(file) (\(error.reason))")
            }
        }
        // Every file exports: parents, precompositions, skew, animated anchors and scales that
        // ease apart are additive `transform` tracks, which the web export appends.
        #expect(refused.isEmpty, "refused \(refused)")
        let directory = try TemporaryDirectory()
        let harness = cases.map { item in
            let rate = LottieThorVGProofTests.frameRate(item.file)
            return BrowserHarness.Case(
                text: format == .css ? item.web.css() : item.web.waapiJSON(), web: item.web,
                times: Self.frames.map { $0 / rate * 1000 })
        }
        try directory.create(
            "harness.html",
            format == .css
                ? BrowserHarness.cssPage(harness, rendered: true) : BrowserHarness.waapiPage(harness))
        let results = try BrowserHarness.results(
            in: try Chromium.dumpDOM(browser, page: directory.path + "/harness.html"))
        let player = try LottieImportPlayer(
            try cases.map { item in
                LottieImportPlayer.Request(
                    id: item.file, lottie: item.text, layers: try Self.layersWithin(item.text),
                    frames: Self.frames)
            })
        if let missing = player.missing {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("ThorVG is missing: \(missing)")
            }
            return
        }
        let (largest, samples, rendered) = Self.compare(cases, results: results, player: player)
        let drawn =
            format == .css
            ? "; as Chromium lays them out and draws them \(String(format: "%.2g", rendered)) px" : ""
        print(
            "Lottie import \(format.rawValue) round trip: Chromium, \(cases.count) files, \(samples) layer samples, "
                + "largest corner distance \(String(format: "%.2g", largest)) px" + drawn
        )
    }

    /// Each layer's `nm` and the precomposition layers around it, which ThorVG's matrix of the
    /// layer is relative to.
    static func layersWithin(_ text: String) throws -> [(name: String, within: [String])] {
        var reader = LottieReader()
        let document = try reader.document(try JSONReader.read(text))
        let placed = try LottieTimelineBuilder(document: document, tolerance: .init()).build().placed
        return placed.map { ($0.model.name, $0.fades.map(\.layer)) }
    }

    /// A prepared case: the file, whether ThorVG follows the spec on it, its text, import and export.
    typealias Prepared = (
        file: String, follows: Bool, text: String, effect: LottieImportedEffect, web: WebExport
    )

    /// Compares Chromium's corners with ThorVG's (or the spec's), expecting each within the bound.
    static func compare(
        _ cases: [Prepared], results: [(rows: [[Double]], animations: Int)], player: LottieImportPlayer
    ) -> (largest: Double, samples: Int, rendered: Double) {
        var largest = 0.0
        var samples = 0
        var rendered = 0.0
        for (item, result) in zip(cases, results) {
            let sampler = Sampler(timeline: item.effect.builtTimeline, geometry: true)
            let thorVG = player.results[item.file]
            let columns = item.web.elements.flatMap(\.columns).count
            for (frameIndex, frame) in Self.frames.enumerated() {
                guard frameIndex < result.rows.count else { continue }
                let row = result.rows[frameIndex]
                for (elementIndex, element) in item.web.elements.enumerated() {
                    let seconds = frame / LottieThorVGProofTests.frameRate(item.file)
                    guard let source = item.effect.sources.first(where: { $0.layer == element.name }),
                        sampler.value(of: "\(element.name).visible", at: seconds) == 1
                    else { continue }
                    let base = columns + elementIndex * 9
                    guard base + 8 < row.count else { continue }
                    let browser = (0..<4).map { (row[base + 2 * $0], row[base + 2 * $0 + 1]) }
                    let expected: [(Double, Double)]
                    if item.follows, let frames = thorVG?.frames, frameIndex < frames.count,
                        let measure = frames[frameIndex].layers[source.name] ?? nil
                    {
                        expected = Self.corners(
                            of: measure.matrix, source: source, sampler: sampler, at: seconds)
                    } else {
                        expected = ["topLeft", "topRight", "bottomRight", "bottomLeft"].map {
                            (
                                sampler.value(of: "\(element.name).corners.\($0).x", at: seconds) ?? .nan,
                                sampler.value(of: "\(element.name).corners.\($0).y", at: seconds) ?? .nan
                            )
                        }
                    }
                    let approximated = item.web.report.approximations.contains { $0.layer == element.name }
                    let bound = 1e-3 + (approximated ? InterchangeTolerance().points : 0)
                    let distance =
                        zip(browser, expected).map { hypot($0.0 - $1.0, $0.1 - $1.1) }.max() ?? .infinity
                    let drawn = columns + item.web.elements.count * 9 + elementIndex * 8
                    if drawn + 7 < row.count {
                        let corners = (0..<4).map { (row[drawn + 2 * $0], row[drawn + 2 * $0 + 1]) }
                        let off = zip(corners, expected).map { hypot($0.0 - $1.0, $0.1 - $1.1) }.max() ?? 0
                        rendered = max(rendered, off)
                        // The boxes are placed by `translate` in px and sized on Chromium's 1/64 px
                        // layout grid (the import rounds them out to it): drawn, within the bound.
                        #expect(
                            off <= bound,
                            "\(item.file): '\(element.name)' at frame \(frame) is drawn \(off) px off")
                    }
                    largest = max(largest, distance)
                    samples += 1
                    #expect(
                        distance <= bound,
                        "\(item.file): '\(element.name)' at frame \(frame) is \(distance) px off")
                }
            }
        }
        return (largest, samples, rendered)
    }

    /// The box's corners (top-left, top-right, bottom-right, bottom-left) as ThorVG's layer matrix
    /// (a, b, c, d, tx, ty: x' = a x + c y + tx, composed through the precompositions) draws them: the box from `source`'s corner, of the sampled size.
    static func corners(of matrix: [Double], source: LottieLayerSource, sampler: Sampler, at seconds: Double)
        -> [(Double, Double)]
    {
        let width = sampler.value(of: "\(source.layer).bounds.size.x", at: seconds) ?? 0
        let height = sampler.value(of: "\(source.layer).bounds.size.y", at: seconds) ?? 0
        guard matrix.count >= 6 else { return [] }
        return [(0.0, 0.0), (width, 0), (width, height), (0, height)].map { u, v in
            let (x, y) = (source.x + u, source.y + v)
            return (matrix[0] * x + matrix[2] * y + matrix[4], matrix[1] * x + matrix[3] * y + matrix[5])
        }
    }
}
