import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// How changes of state are spelled, and how an element's `transition-*` values are read: the
/// shorthand in any order, lists paired with `transition-property` and repeated, `all`, `none`,
/// shorthands of properties, and the errors of what no browser reads.
@Suite struct CSSTransitionReadingTests {
    @Test func changesAreSpelledStateOnSelectorAtTime() throws {
        let open = try CSSStateChange(".open on .dialog")
        #expect(open.state == .className("open"))
        #expect(open.selector == ".dialog")
        #expect(open.time == 0)
        let hover = try CSSStateChange(":HOVER   on   .grid > .card:nth-child(2)   at 300ms")
        #expect(hover.state == .pseudoClass("hover"))
        #expect(hover.selector == ".grid > .card:nth-child(2)")
        #expect(hover.time == 0.3)
        let attribute = try CSSStateChange("[data-state=\"open\"] on .menu, .backdrop at .25s")
        #expect(attribute.state == .attribute(name: "data-state", value: "open"))
        #expect(attribute.time == 0.25)
        #expect(try CSSStateChange("[data-open] on li").state == .attribute(name: "data-open", value: nil))
    }

    @Test(arguments: [
        ("open on .dialog", "neither a class"),
        (".open .dialog", "is not 'STATE on SELECTOR"),
        (".open on", "is not 'STATE on SELECTOR"),
        (".open on .dialog at soon", "has the time 'soon'"),
        (".open on .dialog at -1s", "has the time '-1s'"),
        (":visited on a", "neither a class"),
        ("[class=x] on a", "neither a class"),
        ("[data-x^=a] on a", "neither a class"),
        (".open on .dialog::before", "not a selector of elements"),
        (".open on ]", "not a selector of elements"),
    ])
    func badChangesSayWhatIsWrong(_ text: String, _ reason: String) {
        #expect(throws: CSSStateChangeError.self) { try CSSStateChange(text) }
        do {
            _ = try CSSStateChange(text)
        } catch {
            #expect(error.description.contains(reason), "\(error.description)")
            #expect(error.description.hasPrefix("the change '\(text)'"))
        }
    }

    /// The element `.a`'s transitions under `css`.
    private func entries(_ css: String) throws -> [CSSTransitionEntry]? {
        let rules = CSSRuleSet(
            CSSStylesheet(source: SourceFile(name: "t.css", text: css), limits: .standard),
            reducedMotion: false,
            viewport: (375, 667))
        var problems = CSSProblems()
        let cascade = CSSCascade(
            rules, path: CSSElementPath(element: CSSElement(classes: ["a"])), limits: .standard,
            relevant: { _ in true }, problems: &problems)
        return CSSTransitionReader.entries(cascade, at: cascade.elementIndex, limit: 100, problems: &problems)
    }

    @Test func theShorthandTakesItsPartsInAnyOrder() throws {
        let read = try #require(
            try entries(
                ".a { transition: opacity 200ms ease-out, 0.3s cubic-bezier(.2,.8,.2,1) -50ms transform; }"))
        #expect(read.map(\.property) == ["opacity", "transform"])
        #expect(read.map(\.duration) == [0.2, 0.3])
        #expect(read.map(\.delay) == [0, -0.05])
        #expect(read[0].timingFunction == .easeOut)
    }

    @Test func longhandListsPairWithThePropertiesAndRepeat() throws {
        let read = try #require(
            try entries(
                ".a { transition-property: scale, rotate, opacity; transition-duration: 0.5s, 0.25s; "
                    + "transition-delay: 1s, 2s, 3s, 4s; transition-behavior: allow-discrete; }"))
        #expect(read.map(\.property) == ["scale", "rotate", "opacity"])
        #expect(read.map(\.duration) == [0.5, 0.25, 0.5])
        #expect(read.map(\.delay) == [1, 2, 3])
        #expect(read.allSatisfy { $0.allowsDiscrete })
    }

    @Test func allNoneAndTheLaterEntryForAProperty() throws {
        let all = try #require(try entries(".a { transition: all 0.4s ease-in-out, opacity 0.1s linear; }"))
        #expect(all.matching("left")?.duration == 0.4)
        #expect(all.matching("opacity")?.duration == 0.1)
        let none = try #require(try entries(".a { transition: opacity 1s; }\n.a { transition: none; }"))
        #expect(none.isEmpty)
        // Without any `transition-*`, the initial `all 0s` starts nothing.
        let initial = try #require(try entries(".a { opacity: 1; }"))
        #expect(initial.matching("opacity")?.combinedDuration == 0)
        let inset = try #require(try entries(".a { transition: inset 1s, -webkit-transform 2s; }"))
        #expect(inset.matching("top")?.duration == 1)
        #expect(inset.matching("transform")?.duration == 2)
        #expect(inset.matching("opacity") == nil)
    }

    @Test func whatNoBrowserReadsIsDroppedAsABrowserDropsIt() throws {
        // Each is none of its property's forms: a browser drops the declaration, so the earlier
        // rule's `transition` applies.
        for declaration in [
            "transition: opacity 1s 2s 3s", "transition: none, opacity 1s", "transition-duration: -1s",
            "transition-behavior: sometimes",
        ] {
            let read = try #require(try entries(".a { transition: top 5s; }\n.a { \(declaration); }"))
            #expect(read.map(\.property) == ["top"], "\(declaration)")
            #expect(read.map(\.duration) == [5], "\(declaration)")
            #expect(read.allSatisfy { !$0.allowsDiscrete }, "\(declaration)")
        }
    }
}

/// User-action states on a page: where `:hover`, `:active` and `:focus-within` hold.
@Suite struct CSSPageStateTests {
    @Test func hoverHoldsForTheElementAndItsAncestorsOnly() throws {
        var page = try CSSMarkup.page(
            "<ul class=\"list\"><li id=\"a\"><span id=\"leaf\"></span></li><li id=\"b\"></li></ul>",
            name: "page")
        page.decidesStates = true
        let leaf = try #require(CSSSelectorParser.parse(text: "#leaf"))
        #expect(page.toggle(.pseudoClass("hover"), on: leaf).count == 1)
        let hovered = page.nodes.indices.filter { page.holds("hover", at: $0) }
        let ids = hovered.map { page[$0].element.id ?? page[$0].element.type }
        #expect(ids == ["html", "body", "ul", "a", "leaf"])
        #expect(!page.holds("focus-within", at: 2))
        page.toggle(.pseudoClass("hover"), on: leaf)
        #expect(page.nodes.indices.allSatisfy { !page.holds("hover", at: $0) })
        page.toggle(.pseudoClass("focus-visible"), on: try #require(CSSSelectorParser.parse(text: "#b")))
        let within = page.nodes.indices.filter { page.holds("focus-within", at: $0) }
        #expect(within.map { page[$0].element.id ?? page[$0].element.type } == ["html", "body", "ul", "b"])
        #expect(page.nodes.indices.filter { page.holds("focus", at: $0) }.count == 1)
    }
}
