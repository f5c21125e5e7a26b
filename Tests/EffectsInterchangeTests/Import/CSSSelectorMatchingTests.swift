import Testing

@testable import EffectsInterchange

/// Selectors matched on a page read from markup, as a browser matches them (the expected lists are
/// what `querySelectorAll` gave in Chromium on the same markup): structural pseudo-classes, attributes, sibling combinators,
/// the logical pseudo-classes, pseudo-elements, and the specificity each counts.
@Suite struct CSSSelectorMatchingTests {
    static let markup = """
        <!doctype html>
        <div class="spinner" data-size="lg">
          <div class="dot"></div>
          <div class="dot hidden"></div>
          <span class="dot"></span>
          <div class="dot"></div>
          <div class="dot"/>
          <p id="last" lang="en-GB">text</p>
        </div>
        <ul><li class="item">a<li class="item visible">b<li class="item visible">c<li class="item"></ul>
        <section class="empty"></section>
        """

    /// The labels of the page's elements `selector` selects, in document order.
    static func selected(_ selector: String) throws -> [String] {
        let page = try CSSMarkup.page(markup, name: "page.html")
        let parsed = try #require(
            CSSSelectorParser.parse(text: selector)?.first, "\(selector) is no selector")
        return page.nodes.indices.filter { $0 > 1 && page.matches(parsed, node: $0) }.map {
            CSSImport.Importer.label(of: $0, on: page)
        }
    }

    @Test(arguments: [
        (".spinner > .dot:nth-child(2)", ["dot-hidden-2"]),
        (".spinner > :nth-child(2n+1)", ["dot-1", "dot-3", "dot-5", "empty-7"]),
        (".dot:nth-child(-n+2)", ["dot-1", "dot-hidden-2"]),
        (".spinner > :nth-last-child(1)", ["empty-7"]),
        (".spinner > div:nth-of-type(3)", ["dot-4"]),
        (".spinner > div:last-of-type", ["dot-5"]),
        ("span:only-of-type", ["dot-3"]),
        (".spinner > :first-child", ["dot-1"]),
        ("li:nth-child(odd of .visible)", ["item-visible-2"]),
        ("li:nth-child(2 of .item)", ["item-visible-2"]),
        ("li:nth-last-child(even)", ["item-1", "item-visible-3"]),
        (".dot + .dot", ["dot-hidden-2", "dot-3", "dot-4", "dot-5"]),
        (".hidden ~ div", ["dot-4", "dot-5"]),
        (".hidden + span + div", ["dot-4"]),
        (".dot:not(.hidden):not(span)", ["dot-1", "dot-4", "dot-5"]),
        (":is(span, .hidden)", ["dot-hidden-2", "dot-3"]),
        (":where(.spinner) p", ["last"]),
        ("[data-size]", ["spinner-1"]),
        ("[data-size=LG i]", ["spinner-1"]),
        ("[lang|=en]", ["last"]),
        ("[class~=visible]", ["item-visible-2", "item-visible-3"]),
        ("[class^=\"item \"]", ["item-visible-2", "item-visible-3"]),
        ("[class$=ble]", ["item-visible-2", "item-visible-3"]),
        ("[class*=\"dden\"]", ["dot-hidden-2"]),
        (":empty", ["dot-1", "dot-hidden-2", "dot-3", "dot-4", "item-4", "empty-7"]),
        ("ul > li:only-child", []),
    ])
    func selectsWhatABrowserSelects(selector: String, expected: [String]) throws {
        #expect(try Self.selected(selector) == expected, "\(selector)")
    }

    @Test func aSlashDoesNotCloseADivAndAnUnclosedLiIsClosedByTheNext() throws {
        let page = try CSSMarkup.page(Self.markup, name: "page.html")
        // `<div class="dot"/>` opens a div, with the p inside it, that the next `</div>` closes: the
        // list and the section are the spinner's children, as Chromium builds the page.
        let paragraph = try #require(page.nodes.firstIndex { $0.element.id == "last" })
        let parent = try #require(page[paragraph].parent)
        #expect(page[parent].element.classes == ["dot"])
        let list = try #require(page.nodes.first { $0.element.type == "ul" })
        #expect(list.parent.map { page[$0].element.classes } == ["spinner"])
        let items = page.nodes.filter { $0.element.type == "li" && $0.pseudoElement == nil }
        #expect(items.count == 4)
        #expect(Set(items.map(\.parent)).count == 1)
    }

    @Test func pseudoElementsMatchTheirHostsParts() throws {
        let page = try CSSMarkup.page(Self.markup, name: "page.html")
        let selector = try #require(
            CSSSelectorParser.parse(text: ".spinner > .dot:nth-child(2)::after")?.first)
        let matched = page.nodes.indices.filter { page.matches(selector, node: $0) }
        #expect(matched.count == 1)
        let node = try #require(matched.first)
        #expect(page[node].pseudoElement == "after")
        #expect(CSSImport.Importer.label(of: node, on: page) == "dot-hidden-2-after")
    }

    @Test(arguments: [
        (".a:nth-child(2)", CSSSpecificity(classes: 2)),
        ("li:nth-child(2 of .a, #b)", CSSSpecificity(ids: 1, classes: 1, types: 1)),
        (":is(.a, #b) span", CSSSpecificity(ids: 1, types: 1)),
        (":where(.a, #b) span", CSSSpecificity(types: 1)),
        (".a:not(.b, div.c)", CSSSpecificity(classes: 2, types: 1)),
        ("[data-x=\"1\"]::before", CSSSpecificity(classes: 1, types: 1)),
        (".dot:only-child", CSSSpecificity(classes: 2)),
    ])
    func countsSpecificityAsCSSDoes(selector: String, expected: CSSSpecificity) throws {
        let parsed = try #require(CSSSelectorParser.parse(text: selector)?.first)
        #expect(parsed.specificity == expected, "\(selector)")
    }

    @Test(arguments: [
        ("div:nth-child(3)", ".stage > div(3rd of 3)"),
        (".list > li:nth-last-child(2)", "li(1st of 2)"),
        (".a + .b", ".b(2nd of 2)"),
        ("[data-state=open].panel", ".panel(1st of 1)"),
        (":is(.x, .y)", ".x(1st of 1)"),
    ])
    func imaginesThePageASelectorDescribes(selector: String, expected: String) throws {
        let path = try CSSElementSelector.path(selector)
        let siblings = path.page.siblings(of: path.node)
        let position = (siblings.firstIndex(of: path.node) ?? -1) + 1
        let ordinal = ["1st", "2nd", "3rd"][position - 1]
        let name =
            path.element.classes.sorted().first.map { "." + $0 } ?? path.element.type
        let described = "\(name)(\(ordinal) of \(siblings.count))"
        #expect(expected.hasSuffix(described), "\(selector): \(described)")
    }

    @Test func aHoverOrANotItFailsIsRefusedAsAnElement() {
        #expect(throws: CSSElementSelectorError.self) { try CSSElementSelector.path(".a:hover") }
        #expect(throws: CSSElementSelectorError.self) { try CSSElementSelector.path(".a:not(.a)") }
        #expect(throws: CSSElementSelectorError.self) { try CSSElementSelector.path("div:nth-child(") }
    }

    @Test func markupPastItsLimitsIsAnErrorAtItsPlace() {
        let deep = "<p>\n" + String(repeating: "<div>", count: CSSMarkup.depthLimit + 1)
        #expect(throws: CSSMarkupError.self) { try CSSMarkup.page(deep, name: "deep.html") }
        do {
            _ = try CSSMarkup.page(deep, name: "deep.html")
        } catch {
            #expect(error.description.hasPrefix("deep.html:2:"))
            #expect(error.description.hasSuffix("the markup nests elements more than 256 deep"))
        }
    }

    /// A selector that fails on its leftmost compound over deep markup is decided once per
    /// (compound, element): without that, `span div … div` (40 `div`s) over 200 nested `div`s tries
    /// C(199, 39) ≈ 10⁴¹ placements and never ends.
    @Test(.timeLimit(.minutes(1))) func aFailingDescendantChainOverDeepMarkupEnds() throws {
        let markup = String(repeating: "<div>", count: 200) + "<i></i>"
        let page = try CSSMarkup.page(markup, name: "deep.html")
        let selector = try #require(
            CSSSelectorParser.parse(text: "span " + String(repeating: "div ", count: 40) + "i")?.first)
        let leaf = try #require(
            page.nodes.indices.last { page[$0].element.type == "i" && page[$0].pseudoElement == nil })
        #expect(!page.matches(selector, node: leaf))
        let longest = String(repeating: "a ", count: CSSSelectorParser.maximumCompounds) + "b"
        #expect(CSSSelectorParser.parse(text: longest) == nil)
    }
}
