import Testing

@testable import EffectsTool

@Suite struct TextWrapperTests {
    @Test func breaksAtSpacesWithinTheWidth() {
        #expect(
            TextWrapper.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(TextWrapper.wrap("one two three", width: 13) == ["one two three"])
    }

    @Test func indentsEveryLine() {
        #expect(TextWrapper.wrap("aa bb cc", width: 7, indent: 2) == ["  aa bb", "  cc"])
    }

    @Test func leavesAWordLongerThanTheLineWhole() {
        #expect(
            TextWrapper.wrap("a averyveryverylongword b", width: 8) == ["a", "averyveryverylongword", "b"])
    }

    @Test func returnsNoLinesForEmptyText() {
        #expect(TextWrapper.wrap("", width: 10).isEmpty)
        #expect(TextWrapper.wrap("   ", width: 10).isEmpty)
    }

    @Test func keepsBlankLinesAndLinesThatFit() {
        #expect(
            TextWrapper.wrapBlock("first para\n\n  kept   as  is", width: 20) == [
                "first para", "", "  kept   as  is",
            ])
    }

    @Test func hangsBulletContinuationsUnderTheirText() {
        #expect(
            TextWrapper.wrapBlock("- one two three four", width: 12) == ["- one two", "  three four"])
        #expect(
            TextWrapper.wrapBlock("  indented words wrap here", width: 16) == [
                "  indented words", "  wrap here",
            ])
    }
}
