import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// Stylesheets as published, read as a browser reads them (issue 31): an invalid declaration is
/// dropped with a warning, an effect the import cannot read fails alone, `@layer` blocks take part
/// in the cascade in their order, and `animation: var(--x)` names its keyframes.
@Suite struct CSSErrorRecoveryTests {
    /// The import of `css` (with `element`, if any), and the effect `name`'s begin time and
    /// duration as its timeline's first animation plays them.
    static func timing(_ css: String, _ name: String, element: String? = nil) throws -> (
        begin: Double, duration: Double, result: CSSImportResult
    ) {
        let result = CSSImport.load(
            SourceFile(name: "a.css", text: css), options: try CSSImportOptions(element: element))
        let effect = try #require(
            result.effects.first { $0.descriptor.name == name }, "\(name)\n\(result.rendered())")
        let animation = try #require(effect.plan.animations.first)
        return (animation.timing.beginTime, animation.timing.simpleDuration, result)
    }

    /// A unitless delay, a space before a unit, an unknown unit and an unknown keyword are dropped
    /// with a warning where they are; the rules before them still play (as loaders publish them).
    @Test func invalidDeclarationsAreDroppedWithAWarning() throws {
        let css = """
            .ball > div { animation: pulse 0.75s 0.12s infinite linear; animation-delay: 0; }
            .ball > div.b { animation-duration: 2 s; animation-direction: sideways; }
            @keyframes pulse { 50% { opacity: 0.5; } }
            """
        let (begin, duration, result) = try Self.timing(css, "pulse", element: ".ball > div.b")
        #expect(begin == 0.12)
        #expect(duration == 0.75)
        let warnings = result.diagnostics.filter { $0.id == .cssDeclarationDropped }
        #expect(warnings.map(\.range.start.line) == [1, 2, 2])
        #expect(warnings.map(\.range.start.column) == [78, 39, 63])
        #expect(!result.diagnostics.contains { $0.isError }, "\(result.rendered())")
    }

    /// One `@keyframes` the import refuses fails with its error; the file's other effects import.
    @Test func anUnreadableEffectFailsAlone() throws {
        let css = """
            .bounce { animation: pop 1s cubic-bezier(0.2, 0.68, 0.18, 1.08); }
            @keyframes pop { from { opacity: 0; } to { opacity: 1; } }
            .spin { animation: turn 1s linear infinite; }
            @keyframes turn { to { transform: rotate(360deg); } }
            """
        let result = CSSImport.load(SourceFile(name: "a.css", text: css))
        #expect(result.effects.map(\.descriptor.name) == ["turn"])
        #expect(result.diagnostics.filter(\.isError).map(\.range.start.line) == [2])
        #expect(result.lines == ["turn": 4])
    }

    /// An error of the stylesheet itself still stops every effect.
    @Test func aStylesheetErrorStopsEveryEffect() {
        let css = ".spin { animation: turn 1s; }\n@keyframes turn { to { opacity: 0; } }\n/* open"
        let result = CSSImport.load(SourceFile(name: "a.css", text: css))
        #expect(result.effects.isEmpty)
        #expect(result.diagnostics.contains { $0.isError })
    }

    /// `@layer` rules cascade in their layers' order: later layers win over earlier ones whatever
    /// the specificity, rules outside layers over all; `!important` reverses the order.
    @Test func layersCascadeInTheirOrder() throws {
        let css = """
            @layer base, utilities;
            .x { animation: k 1s; }
            @layer utilities { .x { animation-duration: 2s; animation-delay: 0.5s !important; } }
            @layer base { #id.x { animation-duration: 3s; animation-delay: 0.25s !important; } }
            @keyframes k { to { opacity: 0; } }
            """
        let (begin, duration, result) = try Self.timing(css, "k", element: "#id.x")
        #expect(duration == 1, "outside the layers wins")
        #expect(begin == 0.25, "the first layer's !important wins")
        #expect(result.diagnostics.isEmpty, "\(result.rendered())")
        let nested = """
            @layer a { @layer b { .x { animation-duration: 4s; } } .x { animation-duration: 5s; } }
            @layer a.b { .x { animation-delay: 1s; } }
            .x { animation-name: k; }
            @keyframes k { to { opacity: 0; } }
            """
        let inner = try Self.timing(nested, "k", element: ".x")
        #expect(inner.duration == 5, "a layer's own rules win over its sublayers'")
        #expect(inner.begin == 1, "'a.b' names the nested layer")
    }

    /// Without an element, `animation: var(--animate-spin)` names the keyframes its custom
    /// property holds, and the rule that says it plays them (it used to play `spin 1s ease`).
    @Test func aVarNamesTheKeyframesItHolds() throws {
        let css = """
            @layer theme { :root { --animate-spin: spin 2s linear infinite; } }
            @layer utilities { .animate-spin { animation: var(--animate-spin); } }
            @keyframes spin { to { transform: rotate(360deg); } }
            """
        let (_, duration, result) = try Self.timing(css, "spin")
        #expect(duration == 2)
        #expect(result.effects.first?.element == ".animate-spin")
    }

    /// A keyframe block that holds only an easing starts the keyframes of every property it does
    /// not set, under that easing, as Chromium builds them (the hinge preset eased its first
    /// segment with the animation's easing, 15 to 53 px off).
    @Test func aTimingOnlyBlockEasesTheFirstSegment() throws {
        let css = """
            .s { animation: s 1s linear both; opacity: 0; }
            @keyframes s { 0% { animation-timing-function: ease-in; } 50% { opacity: 1; } }
            """
        let result = CSSImport.load(SourceFile(name: "a.css", text: css))
        let effect = try #require(result.effects.first, "\(result.rendered())")
        let sampler = Sampler(
            timeline: try effect.timeline(effect.descriptor.defaults(), context: EffectContext()))
        let opacity = try #require(sampler.value(of: "element.opacity", at: 0.25))
        #expect(abs(opacity - TimingFunction.easeIn.value(at: 0.5)) < 1e-12, "\(opacity)")
    }

    /// An origin the keyframes move is imported exactly: the anchor point and the position move
    /// together, so that the box turns about the origin of the moment (it used to be refused).
    @Test func anAnimatedOriginMovesTheAnchorAndThePosition() throws {
        let css = """
            .hinge { animation: hinge 2s both; }
            @keyframes hinge {
              0% { transform-origin: top left; }
              20%, 60% { transform: rotate(80deg); transform-origin: top left; }
              to { transform: translateY(700px); }
            }
            """
        let result = CSSImport.load(SourceFile(name: "a.css", text: css))
        #expect(result.diagnostics.isEmpty, "\(result.rendered())")
        let effect = try #require(result.effects.first)
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        let sampler = Sampler(timeline: timeline, geometry: true)
        // Turning about its top-left corner, the box keeps that corner where it is.
        for time in [0.2, 0.4, 0.8, 1.2] {
            #expect(abs((sampler.value(of: "element.corners.topLeft.x", at: time) ?? .nan) - 137.5) < 1e-9)
            #expect(abs((sampler.value(of: "element.corners.topLeft.y", at: time) ?? .nan) - 283.5) < 1e-9)
        }
        // Over the fall the origin moves back to the centre, and the anchor with it.
        #expect(sampler.value(of: "element.anchorPoint.x", at: 2) == 0.5)
        #expect(sampler.value(of: "element.anchorPoint.x", at: 1.2) == 0)
    }

    /// A property the import cannot sample is left out with a warning when something else moves,
    /// and is the effect's error when nothing else does; the file's other effects import (a UI
    /// framework's progress bar of `background-position` used to stop the whole stylesheet).
    @Test func anUnsampledPropertyIsLeftOutUnlessItIsAllThatMoves() throws {
        let css = """
            .bar { animation: stripes 1s linear infinite; }
            @keyframes stripes { 0% { background-position-x: 1rem; } }
            .mixed { animation: mixed 1s; }
            @keyframes mixed { to { background-position: 10px 0; opacity: 0.5; } }
            """
        let result = CSSImport.load(SourceFile(name: "a.css", text: css))
        #expect(result.effects.map(\.descriptor.name) == ["mixed"])
        #expect(result.diagnostics.map(\.id) == [.cssPropertyUnsupported, .cssPropertiesSkipped])
        #expect(result.diagnostics.first?.range.start.line == 2)
        #expect(result.diagnostics.last?.message.contains("'background-position'") == true)
    }

    /// The rule that plays a keyframes through `var()` is found with a lookup per word.
    ///
    /// However many rules set or refer to the property: gathering the property's words for every
    /// reference was quadratic (10,000 of each made 10⁸ words). The last referrer plays it, unless
    /// a later rule names the keyframes itself.
    @Test func aVarNamedAnimationIsFoundInOnePass() throws {
        var css = "@keyframes spin { to { transform: rotate(90deg); } }\n"
        for _ in 0..<10_000 { css += ":root { --x: spin 1s linear; }\n" }
        for index in 0..<10_000 { css += ".a\(index) { animation: var(--x); }\n" }
        let result = CSSImport.load(SourceFile(name: "a.css", text: css))
        #expect(result.effects.map(\.element) == [".a9999"], "\(result.rendered())")
        let named = CSSImport.load(SourceFile(name: "a.css", text: css + ".z { animation: spin 2s; }\n"))
        #expect(named.effects.map(\.element) == [".z"])
    }

    /// A keyframe's declaration no browser parses is dropped from that keyframe, with a warning;
    /// the keyframe's other declarations and the other keyframes play.
    @Test func anInvalidDeclarationInAKeyframeIsDroppedAsABrowserDropsIt() throws {
        let css = """
            .a { animation: x 1s linear; }
            @keyframes x { 50% { opacity: red; transform: translateX(10px); } to { opacity: 0.5; } }
            """
        let result = CSSImport.load(SourceFile(name: "a.css", text: css))
        #expect(result.diagnostics.map(\.id) == [.cssDeclarationDropped], "\(result.rendered())")
        let effect = try #require(result.effects.first)
        let sampler = Sampler(
            timeline: try effect.timeline(effect.descriptor.defaults(), context: EffectContext()))
        // Opacity runs 1 → 0.5 over the whole second, without the dropped 50 % keyframe.
        #expect(sampler.value(of: "element.opacity", at: 0.5) == 0.75)
        #expect(sampler.value(of: "element.transform.m41", at: 0.5) == 10)
    }
}
