import TestSupport
import Testing

/// The checker must reject what a browser would reject, or the SVG tests prove nothing.
@Suite struct XMLCheckerTests {
    @Test(arguments: [
        "<svg/>", "<?xml version=\"1.0\"?>\n<svg a=\"1\" b='2'><g><text>a &amp; b &#233;</text></g></svg>\n",
    ])
    func acceptsWellFormedDocuments(document: String) {
        #expect(XMLChecker.problem(in: document) == nil)
    }

    @Test(arguments: [
        "<svg><g></svg>", "<svg></g>", "<svg a=1/>", "<svg a=\"1\" a=\"2\"/>", "<svg>a < b</svg>",
        "<svg>a & b</svg>", "<svg/><svg/>", "<svg x=\"nan\"/>", "<svg width=\"inf\"/>",
        "<svg a=\"1\"b=\"2\"/>",
        "<svg>&nbsp;</svg>", "text<svg/>", "",
    ])
    func rejectsMalformedDocuments(document: String) {
        #expect(XMLChecker.problem(in: document) != nil)
    }
}
