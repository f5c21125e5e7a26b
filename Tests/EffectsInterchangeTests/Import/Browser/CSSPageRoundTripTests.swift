import EffectsInterchange
import Foundation
import TestSupport
import Testing

/// The pages' web round trips: each page's effect, all its layers, exported as CSS or as Web Animations.
///
/// The export plays in Chromium as the original page plays, element by element, within the page
/// proof's tolerances. A page the export refuses is named with its reason.
@Suite struct CSSPageRoundTripTests {
    /// The pages each web export refuses, and why (a word of the reason).
    static let refused: [String: String] = [
        "pages/presets": "animated anchorPoint",
        "pages/icons": "a group that repeats, reverses or offsets its time",
    ]

    @Test(arguments: [InterchangeFormat.css, .waapi])
    func chromiumPlaysEachPagesExportAsItPlaysTheOriginal(_ format: InterchangeFormat) throws {
        guard let browser = Chromium.available(for: "the pages' \(format.rawValue) round trip") else {
            return
        }
        let played = try CSSPageRun.all()
        var cases: [ImportPage.Case] = []
        var compared: [CSSPageRun.Played] = []
        var refusals: [String: String] = [:]
        for item in CSSPageCorpus.cases {
            let elements = played.filter { $0.item.name == item.name }
            guard let first = elements.first else { continue }
            do {
                let web = try WebExporter(format: format).export(first.timeline)
                #expect(web.report.isExact, "\(item) as \(format.rawValue): \(web.report.approximations)")
                for element in elements {
                    let times = element.times.map { $0 * 1000 }
                    cases.append(
                        format == .css
                            ? ImportPage.exported(
                                css: web.css(), markup: web.markup(), play: web.scope.play,
                                layer: element.layer,
                                times: times)
                            : ImportPage.exported(waapi: web.waapiJSON(), layer: element.layer, times: times))
                    compared.append(element)
                }
            } catch {
                refusals[item.description] = error.reason
            }
        }
        for (page, reason) in refusals {
            #expect(
                Self.refused[page].map { reason.contains($0) } == true,
                "\(page) is refused as \(format.rawValue): \(reason)")
        }
        let rows = try ImportPage.play(browser, cases)
        var largest = 0.0
        var samples = 0
        for (element, exportRows) in zip(compared, rows) {
            var failures: [String] = []
            for (index, (original, export)) in zip(element.chromium, exportRows).enumerated() {
                samples += 1
                largest = max(largest, CSSCorpusRun.cornerDifference(original, export))
                if !CSSBrowserProofTests.matches(original, export) {
                    failures.append(
                        "at \(element.times[index] * 1000) ms: original \(original), export \(export)")
                }
            }
            #expect(
                failures.isEmpty && exportRows.count == element.times.count,
                "\(element.item) \(element.layer) as \(format.rawValue): \(failures.count) differ\n\(failures.prefix(2).joined(separator: "\n"))"
            )
        }
        print(
            "CSS page round trip through \(format.rawValue): Chromium, \(compared.count) elements of "
                + "\(CSSPageCorpus.cases.count - refusals.count) pages, \(samples) samples; largest corner difference "
                + "from the original \(largest) px; \(refusals.count) page(s) refused: \(refusals.keys.sorted())"
        )
    }
}
