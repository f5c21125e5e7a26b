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
        guard let browser = Chromium.available(for: "the CSS page proof") else { return }
        var cases: [ImportPage.Case] = []
        var expected: [(item: String, layer: String, times: [Double], rows: [[Double]])] = []
        for item in CSSPageCorpus.cases {
            let (effect, _) = try CSSPageCorpus.load(item)
            let document = CSSPageCorpus.document(
                stylesheet: try CSSPageCorpus.text(item.name, "css"),
                markup: try CSSPageCorpus.text(item.name, "html"),
                effect: effect)
            let times = CSSPageCorpus.times(of: effect)
            let sampler = Sampler(
                timeline: try effect.timeline(effect.descriptor.defaults(), context: EffectContext()),
                geometry: true)
            for (name, plan) in effect.layers {
                let path = plan.path
                let host = path.pseudoElement == nil ? path.node : path.page[path.node].parent ?? path.node
                cases.append(
                    ImportPage.Case(
                        document: document, element: CSSPageCorpus.selector(of: host, on: path.page),
                        times: times.map { $0 * 1000 }, pseudo: path.pseudoElement.map { "::" + $0 }))
                expected.append(
                    ("\(item)", name, times, times.map { Self.row(sampler, layer: name, at: $0) }))
            }
        }
        let played = try ImportPage.play(browser, cases)
        var largest = (corner: 0.0, opacity: 0.0)
        var samples = 0
        for (index, (item, layer, times, rows)) in expected.enumerated() {
            var failures: [String] = []
            for (row, (browserRow, fxkitRow)) in zip(played[index], rows).enumerated() {
                samples += 1
                largest.corner = max(largest.corner, CSSCorpusRun.cornerDifference(browserRow, fxkitRow))
                largest.opacity = max(
                    largest.opacity, abs(browserRow[CSSCorpusRun.opacity] - fxkitRow[CSSCorpusRun.opacity]))
                if !CSSBrowserProofTests.matches(browserRow, fxkitRow) {
                    failures.append("at \(times[row] * 1000) ms: Chromium \(browserRow), fxkit \(fxkitRow)")
                }
            }
            #expect(
                failures.isEmpty,
                "\(item) \(layer): \(failures.count) of \(times.count) samples differ\n\(failures.prefix(3).joined(separator: "\n"))"
            )
        }
        print(
            "CSS page proof: Chromium, \(CSSPageCorpus.cases.count) pages, \(expected.count) elements, \(samples) samples; "
                + "largest corner difference \(largest.corner) px, opacity \(largest.opacity)")
        #expect(
            expected.count >= 150,
            "the corpus has \(expected.count) animated elements; the proof asks for 150")
    }

    /// fxkit's row for `layer` at `time`, in the order ``ImportPage`` reads Chromium's.
    static func row(_ sampler: Sampler, layer: String, at time: Double) -> [Double] {
        let corners = ["topLeft", "topRight", "bottomRight", "bottomLeft"].flatMap { corner in
            ["x", "y"].map { sampler.value(of: "\(layer).corners.\(corner).\($0)", at: time) ?? .nan }
        }
        return corners + [
            sampler.value(of: "\(layer).visible", at: time) ?? .nan,
            sampler.value(of: "\(layer).opacity", at: time) ?? 1,
            sampler.value(of: "\(layer).bounds.size.x", at: time) ?? .nan,
            sampler.value(of: "\(layer).bounds.size.y", at: time) ?? .nan,
        ]
    }
}
