import EffectsRegistry
import Foundation
import TestSupport

@testable import EffectsInterchange

/// Every corpus page imported, sampled by fxkit and played whole by Chromium once for the run: the
/// page proof and the pages' web round trips compare against the same rows.
enum CSSPageRun {
    /// One animated element of one page, imported and played.
    struct Played: Sendable {
        /// The page.
        let item: CSSPageCorpus.Case
        /// The element's layer.
        let layer: String
        /// The page's imported effect and its timeline at its defaults.
        let effect: CSSImportedEffect
        /// The timeline the effect builds at its defaults in the default context.
        let timeline: Timeline
        /// The moments compared, seconds.
        let times: [Double]
        /// fxkit's row at each moment.
        let fxkit: [[Double]]
        /// Chromium's row at each moment for the original page.
        let chromium: [[Double]]
    }

    private static let made = Result { () throws -> [Played] in
        guard let browser = Chromium.path else { throw BrowserFailure("no browser") }
        return try play(browser)
    }

    /// Every element of every page (the first call plays them; later ones share its rows).
    static func all() throws -> [Played] {
        try made.get()
    }

    private static func play(_ browser: String) throws -> [Played] {
        var cases: [ImportPage.Case] = []
        var prepared: [(CSSPageCorpus.Case, String, CSSImportedEffect, Timeline, [Double], [[Double]])] = []
        for item in CSSPageCorpus.cases {
            let (effect, _) = try CSSPageCorpus.load(item)
            let document = CSSPageCorpus.document(
                stylesheet: try CSSPageCorpus.text(item.name, "css"),
                markup: try CSSPageCorpus.text(item.name, "html"), effect: effect)
            let times = CSSPageCorpus.times(of: effect)
            let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
            let sampler = Sampler(timeline: timeline, geometry: true)
            for (name, plan) in effect.layers {
                let path = plan.path
                let host = path.pseudoElement == nil ? path.node : path.page[path.node].parent ?? path.node
                cases.append(
                    ImportPage.Case(
                        document: document, element: CSSPageCorpus.selector(of: host, on: path.page),
                        times: times.map { $0 * 1000 }, pseudo: path.pseudoElement.map { "::" + $0 }))
                prepared.append(
                    (item, name, effect, timeline, times, times.map { row(sampler, layer: name, at: $0) }))
            }
        }
        let rows = try ImportPage.play(browser, cases)
        return zip(prepared, rows).map { prepared, chromium in
            let (item, layer, effect, timeline, times, fxkit) = prepared
            return Played(
                item: item, layer: layer, effect: effect, timeline: timeline, times: times, fxkit: fxkit,
                chromium: chromium)
        }
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
