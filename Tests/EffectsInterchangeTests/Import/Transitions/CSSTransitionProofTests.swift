import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// The transitions proof: every corpus page, its changes made in Chromium by script at their
/// moments, and the import of the same page and changes, agree at 60 frames a second, at every
/// change and at every transition's start and end — corners within 1e-3 px, opacity within 2e-6,
/// whether the element shows exactly (the tolerances of ``CSSBrowserProofTests``).
@Suite struct CSSTransitionProofTests {
    /// One layer of one page: the moments, fxkit's rows and Chromium's.
    struct Played {
        let item: CSSTransitionCorpus.Case
        let layer: String
        let times: [Double]
        let fxkit: [[Double]]
        let chromium: [[Double]]
    }

    /// The layers of `items` imported (under `reversal`, else each case's own rule) and run in
    /// Chromium.
    static func play(_ browser: String, _ items: [CSSTransitionCorpus.Case], reversal: CSSReversalRule? = nil)
        throws -> [Played]
    {
        var cases: [TransitionPage.Case] = []
        var expected: [(CSSTransitionCorpus.Case, [String], [Double], [[[Double]]])] = []
        for item in items {
            let (effect, _) = try CSSTransitionCorpus.load(item, reversal: reversal)
            let stylesheet = CSSTransitionCorpus.stylesheetForProof(
                try CSSTransitionCorpus.text(item.name, "css"))
            let document = CSSPageCorpus.document(
                stylesheet: stylesheet, markup: try CSSTransitionCorpus.text(item.name, "html"),
                effect: effect)
            let times = CSSTransitionCorpus.times(of: effect)
            let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
            let sampler = Sampler(timeline: timeline, geometry: true)
            let layers = effect.layers.map { _, plan -> (selector: String, pseudo: String?) in
                let path = plan.path
                let host = path.pseudoElement == nil ? path.node : path.page[path.node].parent ?? path.node
                return (CSSPageCorpus.selector(of: host, on: path.page), path.pseudoElement.map { "::" + $0 })
            }
            cases.append(
                TransitionPage.Case(
                    document: document, layers: layers, changes: try CSSTransitionCorpus.changes(item),
                    times: times.map { $0 * 1000 }))
            let rows = effect.layers.map { name, _ in
                times.map { CSSPageRun.row(sampler, layer: name, at: $0) }
            }
            expected.append((item, effect.layers.map(\.name), times, rows))
        }
        let played = try TransitionPage.play(browser, cases)
        return zip(expected, played).flatMap { expected, chromium in
            let (item, names, times, fxkit) = expected
            return zip(names, zip(fxkit, chromium)).map { name, rows in
                Played(item: item, layer: name, times: times, fxkit: rows.0, chromium: rows.1)
            }
        }
    }

    /// Whether two rows agree: as ``CSSBrowserProofTests`` says, except that a box neither shows
    /// has no corners to compare (Chromium resolves no percentages for a box it does not render).
    static func matches(_ browser: [Double], _ fxkit: [Double]) -> Bool {
        if browser[CSSCorpusRun.shows] == 0 && fxkit[CSSCorpusRun.shows] == 0 { return true }
        return CSSBrowserProofTests.matches(browser, fxkit)
    }

    @Test func everyPageImportsTheElementsItShould() throws {
        for item in CSSTransitionCorpus.cases {
            let (effect, result) = try CSSTransitionCorpus.load(item)
            #expect(
                effect.layers.count == item.layers,
                "\(item): \(effect.layers.map(\.name))\n\(result.rendered())")
            let leftOut = result.diagnostics.filter { $0.id == .cssElementLeftOut }.count
            #expect(leftOut == item.leftOut, "\(item): \(result.rendered())")
        }
    }

    @Test func chromiumRunsEveryPageAsTheImportSamplesIt() throws {
        guard let browser = Chromium.available(for: "the CSS transitions proof") else { return }
        let played = try Self.play(browser, CSSTransitionCorpus.cases)
        var largest = (corner: 0.0, opacity: 0.0)
        var samples = 0
        for layer in played {
            var failures: [String] = []
            for (index, (browserRow, fxkitRow)) in zip(layer.chromium, layer.fxkit).enumerated() {
                samples += 1
                if browserRow[CSSCorpusRun.shows] == 0 && fxkitRow[CSSCorpusRun.shows] == 0 { continue }
                largest.corner = max(largest.corner, CSSCorpusRun.cornerDifference(browserRow, fxkitRow))
                largest.opacity = max(
                    largest.opacity, abs(browserRow[CSSCorpusRun.opacity] - fxkitRow[CSSCorpusRun.opacity]))
                if !Self.matches(browserRow, fxkitRow) {
                    failures.append(
                        "at \(layer.times[index] * 1000) ms: Chromium \(browserRow), fxkit \(fxkitRow)")
                }
            }
            #expect(
                failures.isEmpty && layer.chromium.count == layer.times.count,
                "\(layer.item) \(layer.layer): \(failures.count) of \(layer.times.count) samples differ (\(layer.chromium.count) read)\n\(failures.prefix(4).joined(separator: "\n"))"
            )
        }
        print(
            "CSS transitions proof: Chromium, \(CSSTransitionCorpus.cases.count) pages, \(played.count) elements, "
                + "\(samples) samples; largest corner difference \(largest.corner) px, opacity \(largest.opacity)"
        )
        #expect(played.count >= 20, "the corpus has \(played.count) transitioned elements")
    }

    /// A reversal where the easing overshot: the specification's and Chromium's, both shown.
    ///
    /// The drawer's easing dips below its start, and it is closed while it dips: the specification
    /// reverses it for the dip's 133 ms (the absolute value of the progress −0.1334), Chromium
    /// clamps the negative progress to 0 and snaps it shut. The import follows the specification
    /// unless told to do as Chromium does, and both are shown here against Chromium.
    @Test func anOvershootReversesAsTheSpecificationSaysOrSnapsAsChromiumDoes() throws {
        guard let browser = Chromium.available(for: "the CSS transitions reversal") else { return }
        guard let drawer = CSSTransitionCorpus.cases.first(where: { $0.name == "overshoot" }) else {
            Issue.record("no overshoot page")
            return
        }
        let chromium = try #require(try Self.play(browser, [drawer], reversal: .chromium).first)
        let (effect, _) = try CSSTransitionCorpus.load(drawer, reversal: .specification)
        let sampler = Sampler(
            timeline: try effect.timeline(effect.descriptor.defaults(), context: EffectContext()),
            geometry: true)
        let left = 0  // the top-left corner's x
        #expect(chromium.times.count == chromium.chromium.count)
        for (index, (time, row)) in zip(chromium.times, chromium.chromium).enumerated() {
            let browser = row[left]
            #expect(
                abs(chromium.fxkit[index][left] - browser) <= 1e-3, "Chromium's rule at \(time * 1000) ms")
            let reversed = CSSPageRun.row(sampler, layer: chromium.layer, at: time)[left]
            if time > 0.1 && time < 0.2 {
                // The specification's reversal is still running; Chromium's drawer is already shut.
                #expect(abs(reversed - browser) > 1, "the specification's reversal at \(time * 1000) ms")
            } else if time >= 0.24 {
                #expect(abs(reversed - browser) <= 1e-3, "both shut at \(time * 1000) ms")
            }
        }
    }
}
