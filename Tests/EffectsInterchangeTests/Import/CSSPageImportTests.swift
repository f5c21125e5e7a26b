import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// The import of a stylesheet on a page (`--markup`): one layer per animated element, each timed by
/// its own cascade, and the shapes of real stylesheets the page proof (``CSSPageProofTests``) plays in
/// Chromium, checked here without a browser.
@Suite struct CSSPageImportTests {
    static func effect(_ css: String, markup: String) throws -> (CSSImportedEffect?, CSSImportResult) {
        let options = try CSSImportOptions().withMarkup(markup, name: "page.html")
        let result = CSSImport.load(SourceFile(name: "page.css", text: css), options: options)
        return (result.effects.first, result)
    }

    static func delays(_ effect: CSSImportedEffect) -> [String: Double] {
        Dictionary(
            uniqueKeysWithValues: effect.layers.map {
                ($0.name, $0.plan.animations.first?.timing.beginTime ?? .nan)
            })
    }

    @Test func staggeredChildrenAreALayerEachWithTheirOwnDelay() throws {
        let (effect, result) = try Self.effect(
            """
            .dots > span { animation: blink 1s infinite; }
            .dots > span:nth-child(2) { animation-delay: 0.2s; }
            .dots > span:nth-child(3) { animation-delay: 0.4s; }
            @keyframes blink { 50% { opacity: 0; } }
            """, markup: "<p class=\"dots\"><span></span><span></span><span></span></p>")
        let imported = try #require(effect, "\(result.rendered())")
        #expect(imported.layers.map(\.name) == ["dots-span-1", "dots-span-2", "dots-span-3"])
        #expect(Self.delays(imported) == ["dots-span-1": 0, "dots-span-2": 0.2, "dots-span-3": 0.4])
        #expect(imported.descriptor.parameters.isEmpty)
    }

    @Test func nestedRulesAndNestedMediaApplyAsCSSNestingSays() throws {
        let (effect, result) = try Self.effect(
            """
            .card {
              & > .icon {
                animation: rise 2s 0.5s;
                @media (width < 600px) { animation-duration: 4s; }
                @media (width >= 600px) { animation-duration: 5s; }
              }
              .badge { animation: rise 3s; }
            }
            @keyframes rise { from { transform: translateY(10px); } }
            """,
            markup: "<div class=\"card\"><i class=\"icon\"></i><div><b class=\"badge\"></b></div></div>")
        let imported = try #require(effect, "\(result.rendered())")
        let durations = imported.layers.map { $0.plan.animations.first?.timing.simpleDuration ?? .nan }
        #expect(imported.layers.map(\.name) == ["icon-1", "badge-1"])
        #expect(durations == [4, 3])
    }

    @Test func aRegisteredPropertysInitialValueAppliesWhereNothingSetsIt() throws {
        let (effect, result) = try Self.effect(
            """
            @property --ring-style { syntax: "*"; inherits: false; initial-value: solid; }
            .ring { width: 20px; height: 20px; border-style: var(--ring-style); border-width: 4px;
              animation: turn 1s linear infinite; }
            @keyframes turn { to { transform: rotate(1turn); } }
            """, markup: "<div class=\"ring\"></div>")
        let imported = try #require(effect, "\(result.rendered())")
        // The border is drawn (solid), so it adds 8 px to the content box.
        #expect(imported.layers.first?.plan.defaults.width == 28)
    }

    @Test func emLengthsFollowTheElementsFontSize() throws {
        let (effect, result) = try Self.effect(
            """
            .bar { font-size: 12px; }
            .icon { width: 2em; height: 1em; margin-left: 0.5rem; animation: nudge 1s forwards; }
            h1 .icon { width: 1em; }
            @keyframes nudge { to { transform: translateX(1em); } }
            """, markup: "<div class=\"bar\"><i class=\"icon\"></i></div><h1><i class=\"icon\"></i></h1>")
        let imported = try #require(effect, "\(result.rendered())")
        let defaults = imported.layers.map(\.plan.defaults)
        #expect(defaults.map(\.width) == [24, 32])
        #expect(defaults.map(\.height) == [12, 32])
        let timeline = try imported.timeline(imported.descriptor.defaults(), context: EffectContext())
        let sampler = Sampler(timeline: timeline)
        #expect(sampler.value(of: "icon-1.transform.m41", at: 1) == 12)
    }

    @Test func anElementInsideATransformedOneIsLeftOutWithItsReason() throws {
        let (effect, result) = try Self.effect(
            """
            .tilted { transform: rotate(10deg); }
            .dot { animation: blink 1s; }
            @keyframes blink { to { opacity: 0; } }
            """, markup: "<div class=\"tilted\"><i class=\"dot\"></i></div><i class=\"dot\"></i>")
        let imported = try #require(effect, "\(result.rendered())")
        #expect(imported.layers.map(\.name) == ["dot-2"])
        #expect(result.diagnostics.map(\.id) == [.cssNotExact, .cssElementLeftOut])
    }

    @Test func aStyleAttributeIsNotReadAndSaysSo() throws {
        let (effect, result) = try Self.effect(
            ".spin { animation: turn 1s; }\n@keyframes turn { to { transform: rotate(90deg); } }",
            markup: "<i class=\"spin\" style=\"--speed: 2s\"></i>")
        #expect(effect == nil)
        #expect(result.rendered().contains("the style attribute of 'spin-1' is not read"))
    }
}
