import Testing

@testable import EffectsText

@Suite struct MarkupTextTests {
    @Test func textIsEscapedForXML() {
        #expect(MarkupText.escaped("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect(MarkupText.escaped("bell\u{7}") == "bell\u{FFFD}")
        #expect(MarkupText.escaped("carte – ✓") == "carte – ✓")
        #expect(MarkupText.escaped("tab\tline\n\u{FFFE}") == "tab\tline\n\u{FFFD}")
    }

    /// HTML needs only the four characters that could end a text or a quoted attribute (an
    /// apostrophe stays as written); a character a terminal would obey becomes U+FFFD, so a page
    /// printed to a terminal cannot command it.
    @Test func htmlEscapesWhatEndsATextOrAnAttributeAndWhatATerminalObeys() {
        #expect(MarkupText.escaped("a<b & \"c\" 'd'>", for: .html) == "a&lt;b &amp; &quot;c&quot; 'd'&gt;")
        #expect(
            MarkupText.escaped("bell\u{7}\u{1B}[2J\u{202E}", for: .html) == "bell\u{FFFD}\u{FFFD}[2J\u{FFFD}")
        #expect(MarkupText.escaped("tab\tline\n", for: .html) == "tab\tline\n")
    }
}
