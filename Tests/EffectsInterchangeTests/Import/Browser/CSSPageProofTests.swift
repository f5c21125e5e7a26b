import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// The page proof: every animated element of every corpus page, as Chromium plays the page and as
/// the import samples it, agree at 60 frames a second and at every keyframe boundary — corners
/// within 1e-3 px, opacity within 2e-6, whether the element shows exactly (the tolerances of
/// ``CSSBrowserProofTests``).
@Suite struct CSSPageProofTests {
    @Test func everyPageImportsTheElementsItShould() throws {
        for item in CSSPageCorpus.cases {
            let (effect, result) = try CSSPageCorpus.load(item)
            #expect(effect.layers.count == item.layers, "\(item): \(effect.layers.map(\.name))")
            let leftOut = result.diagnostics.filter { $0.id == .cssElementLeftOut }.count
            #expect(leftOut == item.leftOut, "\(item): \(result.rendered())")
        }
    }

    @Test func chromiumPlaysEveryPageAsTheImportSamplesIt() throws {
        guard Chromium.available(for: "the CSS page proof") != nil else { return }
        let played = try CSSPageRun.all()
        var largest = (corner: 0.0, opacity: 0.0)
        var samples = 0
        for element in played {
            var failures: [String] = []
            for (row, (browserRow, fxkitRow)) in zip(element.chromium, element.fxkit).enumerated() {
                samples += 1
                largest.corner = max(largest.corner, CSSCorpusRun.cornerDifference(browserRow, fxkitRow))
                largest.opacity = max(
                    largest.opacity, abs(browserRow[CSSCorpusRun.opacity] - fxkitRow[CSSCorpusRun.opacity]))
                if !CSSBrowserProofTests.matches(browserRow, fxkitRow) {
                    failures.append(
                        "at \(element.times[row] * 1000) ms: Chromium \(browserRow), fxkit \(fxkitRow)")
                }
            }
            #expect(
                failures.isEmpty && element.chromium.count == element.times.count,
                "\(element.item) \(element.layer): \(failures.count) of \(element.times.count) samples differ\n\(failures.prefix(3).joined(separator: "\n"))"
            )
        }
        print(
            "CSS page proof: Chromium, \(CSSPageCorpus.cases.count) pages, \(played.count) elements, \(samples) samples; "
                + "largest corner difference \(largest.corner) px, opacity \(largest.opacity)")
        #expect(
            played.count >= 150, "the corpus has \(played.count) animated elements; the proof asks for 150")
    }
}
