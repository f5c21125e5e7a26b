import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// The shipped effect `view-transition` is the browser's own view transition: a page that styles
/// none of the pseudo-elements runs `document.startViewTransition()` in headless Chromium, and its
/// animations are the effect's tracks (image, duration, fill, keyframe easing), and at every frame
/// of 60 fps each image's box and opacity are the sampler's.
struct ViewTransitionDefaultTests {
    /// The effect's configuration.
    static func effect() throws -> ShippedConfiguration {
        try #require(try ShippedConfiguration.all().first { $0.name == "view-transition" })
    }

    /// What Chromium lists for the transition and reads at `times` (milliseconds).
    static func played(_ browser: String, times: [Double]) throws -> (list: [[String]], rows: [[Double]]) {
        let directory = try TemporaryDirectory()
        try directory.create("page.html", ViewTransitionPage.html(css: "", name: "root"))
        let script = """
            (() => JSON.stringify(animations.map((a) => {
              const frames = a.effect.getKeyframes();
              const timing = a.effect.getTiming();
              return [a.effect.pseudoElement, a.animationName, String(timing.duration), timing.fill,
                timing.easing, frames.map((k) => k.easing).join(" "),
                frames.map((k) => k.offset + ":" + (k.opacity === undefined ? "-" : k.opacity)).join(" ")];
            })))()
            """
        let (list, rows) = try BrowserTab.open(
            browser, page: directory.path + "/page.html", viewport: (375, 667)
        ) { tab in
            _ = try tab.evaluate("start()")
            let list = try tab.evaluate(script)
            let times = times.map { "\($0)" }.joined(separator: ", ")
            return (list, try tab.evaluate("read([\(times)], [\"old\", \"new\"])"))
        }
        return (
            try JSONDecoder().decode([[String]].self, from: Data(list.utf8)),
            try JSONDecoder().decode([[Double]].self, from: Data(rows.utf8))
        )
    }

    @Test func theShippedEffectIsChromiumsOwnViewTransition() throws {
        guard let browser = Chromium.available(for: "the default view transition") else { return }
        let configuration = try Self.effect()
        let timeline = configuration.timeline
        let times = (0...15).map { Double($0) / 60 }
        let (list, rows) = try Self.played(browser, times: times.map { $0 * 1000 })
        // The fades are the effect's two tracks: 250 ms, filling both ways, linear as a whole with
        // `ease` on the keyframe that starts the segment, from the underlying opacity (1 or 0).
        let fades = list.filter { $0[1].hasPrefix("-ua-view-transition-fade") }
        #expect(
            fades.map { Array($0[0...1]) } == [
                ["::view-transition-new(root)", "-ua-view-transition-fade-in"],
                ["::view-transition-old(root)", "-ua-view-transition-fade-out"],
            ], "\(list)")
        for layer in timeline.layers {
            guard case .track(let track) = try #require(layer.animations.first) else {
                Issue.record("\(layer.name) has no track")
                continue
            }
            let image =
                layer.name == "outgoing" ? "::view-transition-old(root)" : "::view-transition-new(root)"
            let fade = try #require(fades.first { $0[0] == image }, "\(list)")
            let segment = try #require(track.timingFunctions?.first)
            #expect(fade[2] == "250" && track.timing.duration == 0.25, "\(fade)")
            #expect(fade[3] == "both" && track.timing.fillMode == .both, "\(fade)")
            #expect(fade[4] == "linear" && track.timingFunction == nil, "\(fade)")
            #expect(fade[5].hasPrefix(segment.cssText + " "), "\(fade) against \(segment.cssText)")
        }
        // The group of the root neither moves nor resizes: it fills both ways for 250 ms.
        let group = try #require(list.first { $0[0] == "::view-transition-group(root)" }, "\(list)")
        #expect(group[2] == "250" && group[3] == "both", "\(group)")

        let compiled = CompiledTimeline(timeline, geometry: true)
        var largest = (corner: 0.0, opacity: 0.0)
        for (time, row) in zip(times, rows) {
            let values = compiled.values(at: time)
            let value = { (name: String) in
                compiled.columnNames.firstIndex(of: name).map { values[$0] } ?? .nan
            }
            for (offset, layer) in [(0, "outgoing"), (10, "incoming")] {
                let corners = BrowserComparisonTests.geometrySuffixes.prefix(8).map {
                    value("\(layer).\($0)")
                }
                let corner = zip(row[offset..<offset + 8], corners).map { abs($0 - $1) }.max() ?? .nan
                let opacity = abs(row[offset + 9] - value("\(layer).opacity"))
                largest = (max(largest.corner, corner), max(largest.opacity, opacity))
                #expect(
                    corner <= 1e-3 && opacity <= 2e-6 && row[offset + 8] == 1,
                    "\(layer) at \(time) s: \(row[offset..<offset + 10]) against \(corners), \(value("\(layer).opacity"))"
                )
            }
        }
        print(
            "default view transition: Chromium, \(times.count) frames at 60 fps, 2 images; largest corner "
                + "distance \(largest.corner) px, opacity \(largest.opacity)")
    }
}
