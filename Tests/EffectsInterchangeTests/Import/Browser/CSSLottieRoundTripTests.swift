import EffectsInterchange
import Foundation
import TestSupport
import Testing

/// The CSS-to-Lottie round trip: each corpus stylesheet imported, exported as Lottie and drawn by
/// ThorVG lands where Chromium drew the original stylesheet, within the Lottie export's own
/// tolerance as its ThorVG suite states it (`LottieThorVGTests`).
///
/// Exact: the element's corners through ThorVG's matrix within 1e-3 px of Chromium's, its opacity
/// under two steps of 255 (ThorVG holds opacity in 8 bits and truncates). Where the export
/// approximates, the tolerance as the corners feel it. All cases go to one Python process; the
/// moments are the import proof's, but for the end itself (ThorVG renders `op` as `op − 1`: the
/// proof's moment a thousandth of a frame before it stands in).
@Suite struct CSSLottieRoundTripTests {
    /// The frames a Lottie animation is exported at.
    static let fps = 60.0

    /// The largest differences seen, for the summary line.
    struct Largest {
        var corner = 0.0
        var opacity = 0.0
        var approximatedCorner = 0.0
        /// The moments ThorVG lands a hair short of a boundary.
        var shortOfBoundary = 0
        /// The moments the original shows a value at a single instant (``CSSLottieRefusals/instant``).
        var instants = 0
    }

    @Test func thorVGDrawsTheExportAsChromiumDrewTheOriginal() throws {
        guard Chromium.available(for: "the CSS import's Lottie round trip") != nil else { return }
        let cases = try CSSCorpusRun.all()
        var exports: [String: (played: CSSCorpusRun.Played, export: LottieExport, indices: [Int])] = [:]
        var requests: [LottiePlayerRun.Request] = []
        var projected: [LottieImportPlayer.Request] = []
        var refused: [String: String] = [:]
        for played in cases {
            let id = played.item.description
            let export: LottieExport
            do {
                export = try LottieExporter.export(played.timeline, options: InterchangeOptions())
            } catch {
                refused[id] = error.reason
                continue
            }
            let end = played.timeline.duration * Self.fps
            let indices = played.times.indices.filter { played.times[$0] * Self.fps < end }
            exports[id] = (played, export, indices)
            if Self.isProjected(export) {
                projected.append(Self.projectedRequest(id: id, played, export, indices))
                continue
            }
            requests.append(
                LottiePlayerRun.Request(
                    id: id, lottie: export.text, layers: ["element"],
                    frames: indices.map { played.times[$0] * Self.fps }, renders: [], width: 375, height: 667)
            )
        }
        let run = try LottiePlayerRun(requests)
        if let missing = run.missing {
            EngineSkips.record(
                EngineSkips.Skip(
                    check: "the CSS import's Lottie round trip", missing: missing, install: run.install))
            return
        }
        let projectedRun = try LottieImportPlayer(projected)
        var largest = Largest()
        var samples = 0
        for (id, entry) in exports.sorted(by: { $0.key < $1.key }) {
            if Self.isProjected(entry.export) {
                guard let paths = projectedRun.paths[id] else {
                    Issue.record("\(id): no paths from the player")
                    continue
                }
                samples += compareProjected(entry.played, paths, entry.indices, &largest)
                continue
            }
            guard let result = run.results[id] else {
                Issue.record("\(id): no result from the player")
                continue
            }
            #expect(result.schemaErrors.isEmpty, "\(id): \(result.schemaErrors.joined(separator: "; "))")
            samples += compare(entry.played, entry.export, result, entry.indices, &largest)
        }
        #expect(refused.keys.sorted() == CSSLottieRefusals.refused.keys.sorted(), "Lottie refuses \(refused)")
        for (id, part) in CSSLottieRefusals.refused {
            #expect(refused[id]?.contains(part) == true, "\(id): \(refused[id] ?? "exported")")
        }
        let approximated = exports.filter { !$0.value.export.isExact }.keys.sorted()
        #expect(
            approximated == CSSLottieRefusals.approximated.keys.sorted(),
            "Lottie approximates \(approximated)")
        #expect(
            largest.instants == CSSLottieRefusals.differences.count, "the instants Lottie holds over differ")
        print(
            "CSS import round trip through Lottie: ThorVG, \(exports.count) of \(cases.count) cases, \(samples) "
                + "samples; largest difference from Chromium's original: corners \(largest.corner) px exact "
                + "(\(largest.approximatedCorner) px approximated), opacity \(largest.opacity) of 255; "
                + "\(largest.shortOfBoundary) on a boundary ThorVG lands a hair short of; \(largest.instants) at an instant only the original shows; \(refused.count) refused, \(approximated.count) approximated (CSSLottieRefusals lists them)"
        )
    }

    /// Compares each frame ThorVG measured with Chromium's row; returns how many it compared.
    ///
    /// Where ThorVG's frame arithmetic lands a hair short of a boundary reached at its exact time,
    /// it shows what fxkit shows a hair before it (the import proof's allowance, counted).
    private func compare(
        _ played: CSSCorpusRun.Played, _ export: LottieExport, _ result: LottiePlayerRun.Result,
        _ indices: [Int], _ largest: inout Largest
    ) -> Int {
        let tolerance = InterchangeOptions().tolerance
        var failures: [String] = []
        for ((_, layers), index) in zip(result.frames, indices) {
            let original = played.chromium[index]
            guard let measured = layers["element"], measured.matrix.count == 9 else {
                failures.append("no element at \(played.times[index] * 1000) ms")
                continue
            }
            let reach = 2 * (original[10].magnitude + original[11].magnitude)
            let limits =
                export.isExact
                ? (points: 1e-3, opacity: 2.0)
                : (
                    points: 1e-3 + tolerance.points + 2 * tolerance.unitless * reach,
                    opacity: 2 + tolerance.unitless * 255
                )
            let fits = { (off: (corner: Double, opacity: Double)) in
                off.corner <= limits.points && off.opacity <= limits.opacity
            }
            var off = Self.difference(original, measured)
            if !fits(off), fits(Self.difference(played.early[index], measured)) {
                off = Self.difference(played.early[index], measured)
                largest.shortOfBoundary += 1
            }
            // Where the original shows a value at one instant only, Lottie holds the next one.
            if !fits(off),
                CSSLottieRefusals.differences[played.item.description] == played.times[index] * 1000
            {
                largest.instants += 1
                continue
            }
            largest.opacity = max(largest.opacity, off.opacity)
            if export.isExact {
                largest.corner = max(largest.corner, off.corner)
            } else {
                largest.approximatedCorner = max(largest.approximatedCorner, off.corner)
            }
            if !fits(off) {
                failures.append(
                    "at \(played.times[index] * 1000) ms: Chromium \(original), ThorVG \(measured.matrix) \(measured.opacity)"
                )
            }
        }
        #expect(
            failures.isEmpty && result.frames.count == indices.count,
            "\(played.item): \(failures.count) of \(indices.count) frames differ\n\(failures.prefix(3).joined(separator: "\n"))"
        )
        return indices.count
    }

    /// How far ThorVG's `measured` layer is from a row: its corners, px (0 where ThorVG draws
    /// nothing and may keep a stale transform: the box transparent, or flattened to a line, whose
    /// matrix it gives as zeros), and its opacity in steps of 255.
    static func difference(_ row: [Double], _ measured: LottiePlayerRun.Measure)
        -> (corner: Double, opacity: Double)
    {
        let shown = row[CSSCorpusRun.shows] == 1 ? row[CSSCorpusRun.opacity] : 0
        let opacity = abs(shown * 255 - measured.opacity)
        let flattened = measured.matrix.allSatisfy { $0 == 0 } && area(row) <= 1e-6
        guard shown * 255 >= 1, !flattened else { return (0, flattened ? 0 : opacity) }
        return (CSSCorpusRun.cornerDifference(row, corners(measured.matrix, row[10], row[11])), opacity)
    }

    /// The area of a row's quad (the shoelace formula over its four corners), px².
    static func area(_ row: [Double]) -> Double {
        var twice = 0.0
        for corner in 0..<4 {
            let next = (corner + 1) % 4
            twice += row[2 * corner] * row[2 * next + 1] - row[2 * next] * row[2 * corner + 1]
        }
        return abs(twice) / 2
    }

    /// The corners of a `width` × `height` box through ThorVG's `matrix` (x' = a·x + b·y + c,
    /// y' = d·x + e·y + f), in a row's order: top-left, top-right, bottom-right, bottom-left.
    static func corners(_ matrix: [Double], _ width: Double, _ height: Double) -> [Double] {
        let points: [(x: Double, y: Double)] = [(0, 0), (width, 0), (width, height), (0, height)]
        var result: [Double] = []
        for point in points {
            let x: Double = matrix[0] * point.x + matrix[1] * point.y + matrix[2]
            let y: Double = matrix[3] * point.x + matrix[4] * point.y + matrix[5]
            result += [x, y]
        }
        return result
    }
}
