import EffectsInterchange
import TestSupport
import Testing

/// The round trip of an element turned out of the plane in perspective, which the Lottie export
/// draws as the path of its projected corners (the layer's own matrix stays the identity): the
/// path's vertices, as ThorVG draws them, against the corners Chromium drew for the original.
extension CSSLottieRoundTripTests {
    /// Whether the export draws the element as its projected corners.
    static func isProjected(_ export: LottieExport) -> Bool {
        export.report.approximations.contains { $0.method.hasPrefix("the projected corners as a path") }
    }

    /// The request that reads the element's path and opacity at the moments of `indices`.
    static func projectedRequest(
        id: String, _ played: CSSCorpusRun.Played, _ export: LottieExport, _ indices: [Int]
    )
        -> LottieImportPlayer.Request
    {
        LottieImportPlayer.Request(
            id: id, lottie: export.text, layers: [(name: "element", within: [])],
            frames: indices.map { played.times[$0] * fps }, paths: ["element"])
    }

    /// Compares the drawn path with Chromium's corners at each moment (the approximated tolerance:
    /// the path is keyframed at every frame, exact at the keys); returns how many it compared.
    func compareProjected(
        _ played: CSSCorpusRun.Played, _ paths: [[String: [[Double]]?]], _ indices: [Int],
        _ largest: inout Largest
    ) -> Int {
        let tolerance = InterchangeOptions().tolerance
        var failures: [String] = []
        for (shapes, index) in zip(paths, indices) {
            let original = played.chromium[index]
            let shown = original[CSSCorpusRun.shows] == 1 && original[CSSCorpusRun.opacity] * 255 >= 1
            guard let points = shapes["element"] ?? nil, points.count >= 4 else {
                // ThorVG paints nothing: right where the original shows nothing or is edge-on.
                if shown && Self.area(original) > 1e-6 {
                    failures.append("at \(played.times[index] * 1000) ms: ThorVG draws no path")
                }
                continue
            }
            guard shown else { continue }
            let reach = 2 * (original[10].magnitude + original[11].magnitude)
            let limit = 1e-3 + tolerance.points + 2 * tolerance.unitless * reach
            let drawn = points.prefix(4).flatMap { $0.prefix(2) }
            let off = CSSCorpusRun.cornerDifference(original, Array(drawn))
            largest.approximatedCorner = max(largest.approximatedCorner, off)
            if off > limit {
                failures.append(
                    "at \(played.times[index] * 1000) ms: Chromium \(original), ThorVG path \(points)")
            }
        }
        #expect(
            failures.isEmpty && paths.count == indices.count,
            "\(played.item): \(failures.count) of \(indices.count) frames differ\n\(failures.prefix(3).joined(separator: "\n"))"
        )
        return indices.count
    }
}
