import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// The transitions' round trip: imported, exported as CSS transitions, played as imported.
///
/// Each corpus page's first change is imported and exported as CSS transitions, and the export's
/// class toggled in Chromium plays as the import samples it (and so as the original, by the
/// transitions proof) — corners within 1e-3 px, opacity within 2e-6.
/// A page whose transitions are the same in both states is also toggled back while they run: the
/// export's reversal is the original's.
@Suite struct CSSTransitionRoundTripTests {
    /// The pages, by name, whose import of the first change the export refuses, and why.
    static let refused: [String: String] = [
        // The popover's visibility switches in a discrete track of more than two keyframes.
        "popover": "is not one transition between two values",
        // The web exports write scale(x) and scale(y) of one transform as one property.
        "entry": "carries both transform.scale.x and transform.scale.y",
        // The web exports place a box whose size animates under a transform by its margins.
        "mixed": "an animated size on a layer with a transform is not exported yet",
        // The field shakes by @keyframes, which no transition says.
        "animated": "is not one transition between two values",
    ]

    /// Pages whose states share their transitions, toggled back at the moment given (seconds).
    static let reversed: [String: Double] = ["dialog": 0.1, "stagger": 0.12, "accordion": 0.05]

    /// The case `item` cut to its changes at its first moment, and, with `back`, the same changes
    /// again at `back`.
    static func firstChange(of item: CSSTransitionCorpus.Case, back: Double? = nil) throws
        -> CSSTransitionCorpus.Case
    {
        let changes = try CSSTransitionCorpus.changes(item)
        let first = changes.filter { $0.time == changes.first?.time }.map(\.description)
        let again = back.map { time in first.map { "\($0) at \(time * 1000)ms" } } ?? []
        return CSSTransitionCorpus.Case(name: item.name, changes: first + again, layers: item.layers)
    }

    @Test func everyExportPlaysAsTheImportSamplesIt() throws {
        guard let browser = Chromium.available(for: "the CSS transitions round trip") else { return }
        var cases: [TransitionPage.Case] = []
        var expected: [(String, [String], [Double], [[[Double]]])] = []
        var refusals: [String: String] = [:]
        var plays: [(CSSTransitionCorpus.Case, Double?)] = CSSTransitionCorpus.cases.map { ($0, nil) }
        plays += CSSTransitionCorpus.cases.compactMap { item in Self.reversed[item.name].map { (item, $0) } }
        for (original, back) in plays {
            // The export is of the first change; toggled back, it is compared with the import of both.
            let exported = try CSSTransitionCorpus.load(try Self.firstChange(of: original)).effect
            let item = try Self.firstChange(of: original, back: back)
            let (effect, _) = try CSSTransitionCorpus.load(item)
            let first = try exported.timeline(exported.descriptor.defaults(), context: EffectContext())
            let css: String
            let web: WebExport
            do throws(InterchangeError) {
                web = try WebExporter.forTransitions().export(first)
                css = try web.cssTransitions()
            } catch {
                refusals[item.name] = error.reason
                continue
            }
            #expect(web.report.isExact, "\(item): \(web.report.approximations)")
            let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
            let times = CSSTransitionCorpus.times(of: effect)
            let sampler = Sampler(timeline: timeline, geometry: true)
            let document =
                "<!doctype html><html><head><style>html, body { margin: 0; overflow: hidden; }</style>"
                + "<style>\(css)</style></head><body>\(web.markup().joined())</body></html>"
            let toggle = ".\(web.scope.play) on .\(web.scope.container)"
            cases.append(
                TransitionPage.Case(
                    document: document, layers: effect.layers.map { ("[data-layer=\"\($0.name)\"]", nil) },
                    changes: try ([toggle] + (back.map { ["\(toggle) at \($0 * 1000)ms"] } ?? [])).map {
                        try CSSStateChange($0)
                    },
                    times: times.map { $0 * 1000 }))
            let rows = effect.layers.map { name, _ in
                times.map { CSSPageRun.row(sampler, layer: name, at: $0) }
            }
            expected.append(
                (
                    "\(item)" + (back.map { " back at \($0 * 1000) ms" } ?? ""), effect.layers.map(\.name),
                    times, rows
                ))
        }
        #expect(refusals.keys.sorted() == Self.refused.keys.sorted(), "refused: \(refusals)")
        for (page, reason) in refusals {
            #expect(Self.refused[page].map { reason.contains($0) } == true, "\(page) is refused: \(reason)")
        }
        let played = try TransitionPage.play(browser, cases)
        var largest = 0.0
        var samples = 0
        for ((item, names, times, fxkit), chromium) in zip(expected, played) {
            for (layer, (fxkitRows, browserRows)) in zip(names, zip(fxkit, chromium)) {
                var failures: [String] = []
                for (index, (browserRow, fxkitRow)) in zip(browserRows, fxkitRows).enumerated() {
                    samples += 1
                    if !CSSTransitionProofTests.matches(browserRow, fxkitRow) {
                        failures.append(
                            "at \(times[index] * 1000) ms: export \(browserRow), fxkit \(fxkitRow)")
                    } else if browserRow[CSSCorpusRun.shows] != 0 {
                        largest = max(largest, CSSCorpusRun.cornerDifference(browserRow, fxkitRow))
                    }
                }
                #expect(
                    failures.isEmpty && browserRows.count == times.count,
                    "\(item) \(layer): \(failures.count) of \(times.count) differ\n\(failures.prefix(3).joined(separator: "\n"))"
                )
            }
        }
        print(
            "CSS transitions round trip: Chromium, \(cases.count) plays of \(CSSTransitionCorpus.cases.count) pages "
                + "(\(Self.reversed.count) toggled back), \(samples) samples; largest corner difference \(largest) px; "
                + "\(refusals.count) refused")
    }
}
