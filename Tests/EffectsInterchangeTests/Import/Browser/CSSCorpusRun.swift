import EffectsRegistry
import Foundation
import TestSupport

@testable import EffectsInterchange

/// Every corpus case imported, sampled by fxkit and played by Chromium once for the whole run: the
/// import proof and the round trips compare against the same rows.
enum CSSCorpusRun {
    /// One case imported and played.
    struct Played: Sendable {
        /// The case.
        let item: CSSCorpus.Case
        /// Its import.
        let effect: CSSImportedEffect
        /// The import's timeline at its default size and place in the default viewport.
        let timeline: Timeline
        /// The moments compared, seconds.
        let times: [Double]
        /// fxkit's row at each moment: the corners' x and y, whether the element shows, its opacity,
        /// width and height.
        let fxkit: [[Double]]
        /// fxkit's row a hair before each moment (``CSSCorpusRun/hair``): what Chromium shows where
        /// its time arithmetic lands a hair short of a boundary reached at its exact decimal time
        /// (docs/Export.md).
        let early: [[Double]]
        /// Chromium's row at each moment for the original stylesheet, in the same order.
        let chromium: [[Double]]
    }

    /// The index of the `shows` value in a row; the corners come before it, then the opacity, width
    /// and height.
    static let shows = 8
    /// The index of the opacity in a row.
    static let opacity = 9
    /// How early fxkit samples to see what Chromium shows when it lands short of a boundary, seconds.
    static let hair = 1e-9

    private static let made = Result { () throws -> [Played] in
        guard let browser = Chromium.path else { throw BrowserFailure("no browser") }
        return try play(browser)
    }

    /// Every case, played in `browser` (the first call plays them; later ones wait for and share
    /// its rows).
    static func all() throws -> [Played] {
        try made.get()
    }

    private static func play(_ browser: String) throws -> [Played] {
        let cases = CSSCorpus.cases
        var prepared:
            [(effect: CSSImportedEffect, timeline: Timeline, times: [Double], page: ImportPage.Case)] = []
        for item in cases {
            let effect = try CSSCorpus.effect(item)
            let parameters = effect.descriptor.defaults()
            let times = CSSCorpus.times(of: effect)
            let document = ImportPage.document(
                stylesheet: try CSSCorpus.text(item.file), path: effect.path,
                size: (try parameters.number("width"), try parameters.number("height")),
                place: (try parameters.number("left"), try parameters.number("top")))
            prepared.append(
                (
                    effect, try effect.timeline(parameters, context: EffectContext()), times,
                    ImportPage.Case(document: document, times: times.map { $0 * 1000 })
                ))
        }
        // The plain cases in one page, those asking for reduced motion (the user's setting) in another.
        var rows = [[[Double]]](repeating: [], count: cases.count)
        for reduced in [false, true] {
            let indices = cases.indices.filter { cases[$0].reducedMotion == reduced }
            guard !indices.isEmpty else { continue }
            let played = try ImportPage.play(
                browser, indices.map { prepared[$0].page }, reducedMotion: reduced)
            for (index, caseRows) in zip(indices, played) { rows[index] = caseRows }
        }
        return cases.indices.map { index in
            let (effect, timeline, times, _) = prepared[index]
            let sampler = Sampler(timeline: timeline, geometry: true)
            return Played(
                item: cases[index], effect: effect, timeline: timeline, times: times,
                fxkit: times.map { row(sampler, at: $0) }, early: times.map { row(sampler, at: $0 - hair) },
                chromium: rows[index])
        }
    }

    /// fxkit's row at `time`.
    private static func row(_ sampler: Sampler, at time: Double) -> [Double] {
        let corners = ["topLeft", "topRight", "bottomRight", "bottomLeft"].flatMap { corner in
            ["x", "y"].map { sampler.value(of: "element.corners.\(corner).\($0)", at: time) ?? .nan }
        }
        let visible = sampler.value(of: "element.visible", at: time) ?? .nan
        return corners + [
            visible, sampler.value(of: "element.opacity", at: time) ?? 1,
            sampler.value(of: "element.bounds.size.x", at: time) ?? .nan,
            sampler.value(of: "element.bounds.size.y", at: time) ?? .nan,
        ]
    }

    /// The largest difference of the corners of two rows, px.
    static func cornerDifference(_ first: [Double], _ second: [Double]) -> Double {
        zip(first.prefix(8), second.prefix(8)).map { abs($0 - $1) }.max() ?? .infinity
    }
}
