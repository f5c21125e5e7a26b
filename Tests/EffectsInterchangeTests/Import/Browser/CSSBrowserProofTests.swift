import Foundation
import TestSupport
import Testing

/// The importer's proof: Chromium and fxkit agree on every corpus stylesheet.
///
/// The original stylesheet played by Chromium and its import sampled by fxkit agree at 60 frames a
/// second and at every keyframe boundary — the element's projected corners
/// within 1e-3 px, its opacity within 2e-6 (Chromium keeps opacity as a float32), whether it shows
/// exactly. All cases load in one page.
@Suite struct CSSBrowserProofTests {
    /// The largest corner difference allowed, px.
    static let cornerTolerance = 1e-3
    /// The largest opacity difference allowed (a float32's step near 1 is 6e-8; Chromium's bezier
    /// solver is off by up to 2.3e-7).
    static let opacityTolerance = 2e-6

    @Test func chromiumPlaysEveryStylesheetAsTheImportSamplesIt() throws {
        guard Chromium.available(for: "the CSS import proof") != nil else { return }
        let cases = try CSSCorpusRun.all()
        var largest = (corner: 0.0, opacity: 0.0, cornerCase: "", opacityCase: "")
        var samples = 0
        var shortOfBoundary = 0
        for played in cases {
            try #require(played.chromium.count == played.times.count, "\(played.item): rows missing")
            var failures: [String] = []
            for (index, (browserRow, exactRow)) in zip(played.chromium, played.fxkit).enumerated() {
                samples += 1
                // Where Chromium lands a hair short of a boundary, it shows what fxkit shows a hair before.
                var fxkitRow = exactRow
                if !Self.matches(browserRow, exactRow), Self.matches(browserRow, played.early[index]) {
                    fxkitRow = played.early[index]
                    shortOfBoundary += 1
                }
                let corner = CSSCorpusRun.cornerDifference(browserRow, fxkitRow)
                let opacity = abs(browserRow[CSSCorpusRun.opacity] - fxkitRow[CSSCorpusRun.opacity])
                let at = "\(played.item) at \(played.times[index] * 1000) ms"
                if corner > largest.corner { largest = (corner, largest.opacity, at, largest.opacityCase) }
                if opacity > largest.opacity { largest = (largest.corner, opacity, largest.cornerCase, at) }
                if !Self.matches(browserRow, fxkitRow) {
                    failures.append(
                        "at \(played.times[index] * 1000) ms: Chromium \(browserRow), fxkit \(fxkitRow)")
                }
            }
            // One issue per case, with its first differing samples: a wrong mapping differs at many.
            #expect(
                failures.isEmpty,
                "\(played.item): \(failures.count) of \(played.times.count) samples differ\n\(failures.prefix(3).joined(separator: "\n"))"
            )
        }
        print(
            "CSS import proof: Chromium, \(cases.count) cases, \(samples) samples; largest corner difference "
                + "\(largest.corner) px (\(largest.cornerCase)), opacity \(largest.opacity) (\(largest.opacityCase)); "
                + "\(shortOfBoundary) on a boundary where Chromium lands a hair short of it")
    }

    /// Whether two rows (Chromium's and fxkit's, or Chromium's for two stylesheets) agree within the
    /// tolerances: corners, opacity, and whether the element shows, exactly.
    static func matches(_ first: [Double], _ second: [Double]) -> Bool {
        CSSCorpusRun.cornerDifference(first, second) <= cornerTolerance
            && abs(first[CSSCorpusRun.opacity] - second[CSSCorpusRun.opacity]) <= opacityTolerance
            && first[CSSCorpusRun.shows] == second[CSSCorpusRun.shows]
    }
}
