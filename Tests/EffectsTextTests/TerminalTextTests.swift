import EffectsText
import Testing

/// The one function that shows untrusted text on a terminal.
@Suite struct TerminalTextTests {
    @Test func controlsAndOverridesBecomeVisibleStandIns() {
        #expect(TerminalText.safe("a\u{1B}]0;T\u{7}b") == "a\u{241B}]0;T\u{2407}b")
        #expect(TerminalText.safe("x\u{7F}\u{85}\u{202E}y") == "x\u{2421}\u{FFFD}\u{FFFD}y")
        #expect(TerminalText.safe("\u{0}") == "\u{2400}")
    }

    @Test func lineBreaksStayInAMessageAndShowInAField() {
        #expect(TerminalText.safe("one\ntwo\tthree") == "one\ntwo\tthree")
        #expect(TerminalText.safe("one\ntwo", keepingLineBreaks: false) == "one\u{240A}two")
        #expect(TerminalText.safe("café ✓") == "café ✓")
    }
}
