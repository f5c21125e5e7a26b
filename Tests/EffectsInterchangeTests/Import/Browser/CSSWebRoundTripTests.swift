import EffectsInterchange
import Foundation
import TestSupport
import Testing

/// The web round trips: a corpus stylesheet imported and exported again as CSS, or as Web
/// Animations, plays in Chromium as the original stylesheet plays — the element's projected corners
/// within 1e-3 px, its opacity within 2e-6, whether it shows exactly, at every moment of the import
/// proof.
///
/// At a boundary where Chromium's time arithmetic lands a hair short of it in one of the two plays
/// and not in the other, each agrees with fxkit on its side of the boundary (the import proof's
/// allowance), and the suite counts those.
@Suite struct CSSWebRoundTripTests {
    @Test(arguments: [InterchangeFormat.css, .waapi])
    func chromiumPlaysTheExportAsItPlaysTheOriginal(_ format: InterchangeFormat) throws {
        guard let browser = Chromium.available(for: "the CSS import's \(format.rawValue) round trip") else {
            return
        }
        let cases = try CSSCorpusRun.all()
        var exported: [(played: CSSCorpusRun.Played, page: ImportPage.Case)] = []
        var refused: [String: String] = [:]
        for played in cases {
            let times = played.times.map { $0 * 1000 }
            do {
                let web = try WebExporter(format: format).export(played.timeline)
                #expect(
                    web.report.isExact,
                    "\(played.item): \(format.rawValue) approximates \(web.report.approximations)")
                let layer = web.elements.first?.name ?? "element"
                exported.append(
                    (
                        played,
                        format == .css
                            ? ImportPage.exported(
                                css: web.css(), markup: web.markup(), play: web.scope.play, layer: layer,
                                times: times)
                            : ImportPage.exported(waapi: web.waapiJSON(), layer: layer, times: times)
                    ))
            } catch {
                refused[played.item.description] = error.reason
            }
        }
        #expect(CSSWebRefusals.matches(refused, format), "\(format.rawValue) refuses \(refused)")
        let rows = try ImportPage.play(browser, exported.map(\.page))
        var largest = (corner: 0.0, opacity: 0.0)
        var samples = 0
        var shortOfBoundary = 0
        var differing: [String] = []
        for ((played, _), exportRows) in zip(exported, rows) {
            var failures: [String] = []
            let known = CSSWebRefusals.differences[played.item.description]
            for (index, (original, export)) in zip(played.chromium, exportRows).enumerated() {
                if known != nil {
                    if !CSSBrowserProofTests.matches(original, export) { failures.append("differs") }
                    continue
                }
                samples += 1
                largest.corner = max(largest.corner, CSSCorpusRun.cornerDifference(original, export))
                largest.opacity = max(
                    largest.opacity, abs(original[CSSCorpusRun.opacity] - export[CSSCorpusRun.opacity]))
                if CSSBrowserProofTests.matches(original, export) { continue }
                let sides = [played.fxkit[index], played.early[index]]
                if sides.contains(where: { CSSBrowserProofTests.matches(original, $0) })
                    && sides.contains(where: { CSSBrowserProofTests.matches(export, $0) })
                {
                    shortOfBoundary += 1
                    continue
                }
                failures.append("at \(played.times[index] * 1000) ms: original \(original), export \(export)")
            }
            if let reason = known {
                #expect(
                    !failures.isEmpty,
                    "\(played.item) as \(format.rawValue) plays as the original now: \(reason)")
                differing.append(played.item.description)
                continue
            }
            #expect(
                failures.isEmpty && exportRows.count == played.times.count,
                "\(played.item) as \(format.rawValue): \(failures.count) of \(played.times.count) samples differ\n\(failures.prefix(3).joined(separator: "\n"))"
            )
        }
        print(
            "CSS import round trip through \(format.rawValue): Chromium, \(exported.count) of \(cases.count) cases, "
                + "\(samples) samples; largest difference from the original: corners \(largest.corner) px, "
                + "opacity \(largest.opacity); \(shortOfBoundary) on a boundary one play lands a hair short of; "
                + "\(refused.count) refused and \(differing.count) known to differ (CSSWebRefusals lists them)"
        )
    }
}
