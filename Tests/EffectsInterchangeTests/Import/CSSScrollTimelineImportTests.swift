import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// What the import makes of `animation-timeline` and `animation-range`: an effect over progress
/// with each animation on its part of the range, and a positioned refusal of what it cannot place
/// (never a silent fall back to the document's clock).
struct CSSScrollTimelineImportTests {
    static let keyframes = "@keyframes x { from { opacity: 0; } to { opacity: 1; } }\n"

    /// The import of `css` playing `x` as `.a`.
    static func load(_ css: String, markup: String? = nil) throws -> CSSImportResult {
        var options = try CSSImportOptions(element: markup == nil ? ".a" : nil)
        if let markup { options = try options.withMarkup(markup, name: "page.html") }
        return CSSImport.load(SourceFile(name: "scroll.css", text: keyframes + css), options: options)
    }

    /// The opacity track's begin, duration and repeat count, read from the import's timeline.
    static func opacityTiming(_ css: String) throws -> MediaTiming {
        let result = try load(css)
        let effect = try #require(result.effects.first, "\(result.rendered())")
        #expect(effect.descriptor.drive == EffectDrive.progress)
        #expect(effect.descriptor.duration == 1)
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        guard case .track(let track)? = timeline.layers.first?.animations.first else {
            Issue.record("no track")
            return MediaTiming()
        }
        return track.timing
    }

    @Test func aRangeOfTheScrollTimelineIsTheActiveInterval() throws {
        let timing = try Self.opacityTiming(
            ".a { animation: x linear both; animation-timeline: scroll(); animation-range: 20% 70%; }")
        #expect(abs(timing.beginTime - 0.2) < 1e-12 && abs(timing.duration - 0.5) < 1e-12)
    }

    @Test func aDurationInTimeSharesTheRangeWithItsDelay() throws {
        // 1 s of delay and 2 × 1.5 s of iterations share 10%…90%: a quarter of it waits.
        let timing = try Self.opacityTiming(
            ".a { animation: x 1.5s linear 1s 2 both; animation-timeline: scroll(root); animation-range: 10% 90%; }"
        )
        #expect(abs(timing.beginTime - 0.3) < 1e-12 && abs(timing.duration - 0.3) < 1e-12)
        #expect(timing.repeatCount == 2)
    }

    @Test func aViewRangeIsPlacedForTheElementAndTheViewport() throws {
        // A 100 pt element in a 667 pt viewport: cover spans 767 pt, entry its first 100.
        let timing = try Self.opacityTiming(
            ".a { animation: x linear both; animation-timeline: view(); animation-range: entry 50% exit 0%; }"
        )
        #expect(abs(timing.beginTime - 50.0 / 767) < 1e-12)
        #expect(abs(timing.beginTime + timing.duration - 667.0 / 767) < 1e-12)
    }

    @Test func theAnimationShorthandResetsTheTimeline() throws {
        let result = try Self.load(".a { animation-timeline: scroll(); animation: x 1s linear; }")
        #expect(result.effects.first?.descriptor.drive == EffectDrive.time, "\(result.rendered())")
    }

    @Test(arguments: [
        (".a { animation: x linear; animation-timeline: --page; }", "2:47", "named timeline '--page'"),
        (".a { animation: x linear; animation-timeline: scroll(inline); }", "2:54", "along the inline axis"),
        (".a { animation: x linear; animation-timeline: view(block 10px); }", "2:58", "view() inset"),
        (".a { animation: x linear; animation-timeline: none; }", "2:47", "never plays"),
        (
            ".a { animation: x linear; animation-timeline: scroll(self); }", "2:54",
            "the element's own scrolling"
        ),
        (
            ".a { animation: x linear; animation-timeline: scroll(); animation-range: 100px 80%; }", "2:74",
            "in a length"
        ),
        (
            ".a { animation: x linear; animation-timeline: scroll(); animation-range: entry; }", "2:74",
            "named ranges belong to view()"
        ),
        (
            ".a { animation: x linear; animation-timeline: scroll(); animation-range: 60% 40%; }", "2:78",
            "ends where it starts or before"
        ),
        (
            ".a { animation: x linear infinite; animation-timeline: scroll(); }", "2:26",
            "endless iterations"
        ),
        (
            ".a { animation: x auto linear 0.5s; animation-timeline: scroll(); }", "2:31",
            "a delay beside an automatic duration"
        ),
        (
            ".a { animation: x 1s, x 2s; animation-timeline: scroll(), auto; }", "2:49",
            "on document and scroll"
        ),
    ])
    func whatTheImportCannotPlaceIsRefusedWhereItIsWritten(css: String, place: String, words: String) throws {
        let result = try Self.load(css)
        let rendered = result.rendered()
        #expect(result.effects.isEmpty, "\(rendered)")
        #expect(rendered.contains("scroll.css:\(place): error:") && rendered.contains(words), "\(rendered)")
    }

    @Test func anElementInAScrollerOfItsOwnIsRefusedUnlessItFollowsThePage() throws {
        // A list that scrolls inside the page, as a feed or a carousel: view() and scroll() follow
        // it, not the page, and the import reads only the page's scrolling.
        let markup = "<body><ul class=\"feed\"><li class=\"a\"></li></ul></body>"
        for timeline in ["view()", "scroll()", "scroll(nearest)"] {
            let css =
                ".feed { overflow-y: auto; }\n.a { animation: x linear both; animation-timeline: \(timeline); }"
            let result = try Self.load(css, markup: markup)
            #expect(result.effects.isEmpty, "\(timeline)")
            #expect(
                result.rendered().contains("scroll.css:2:21: error:")
                    && result.rendered().contains("nearest scroller is an ancestor ('overflow: auto')"),
                "\(result.rendered())")
        }
        let page =
            ".feed { overflow-y: auto; }\n.a { animation: x linear both; animation-timeline: scroll(root); }"
        #expect(try Self.load(page, markup: markup).effects.first?.descriptor.drive == EffectDrive.progress)
        // The body's overflow is the viewport's: a page that hides its scrollbar still scrolls itself.
        let body = "body { overflow: hidden; }\n.a { animation: x linear both; animation-timeline: view(); }"
        #expect(try Self.load(body, markup: markup).effects.first?.descriptor.drive == EffectDrive.progress)
    }

    @Test func twoElementsCrossingTheViewHaveTwoProgressesAndAreRefused() throws {
        let css = ".a, .b { animation: x linear both; animation-timeline: view(); }"
        let result = try Self.load(css, markup: "<div class=\"a\"></div><div class=\"b\"></div>")
        #expect(result.effects.isEmpty)
        #expect(
            result.rendered().contains("each follow their own crossing of the view"), "\(result.rendered())")
    }
}
