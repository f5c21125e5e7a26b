import Testing

@testable import EffectsText

/// Column layout: widths in characters, not bytes, whatever the cells hold.
@Suite struct TextColumnsTests {
    @Test func columnsAlignByCharactersAndLinesEndWithoutSpaces() {
        let rows = [
            ["NAME", "ORIGIN", "SUMMARY"],
            ["fade", "fxkit:effects/fade.fx:5", "fades "],
            ["café", "e\u{301}", ""],
            ["a\r\nb", "x", "y"],
        ]
        #expect(
            TextColumns.lines(rows) == [
                "NAME  ORIGIN                   SUMMARY",
                "fade  fxkit:effects/fade.fx:5  fades",
                "café  e\u{301}",
                "a\r\nb   x                        y",
            ])
    }

    @Test(arguments: ["", "plain", "café", "e\u{301}", "\r\n", "a\rb", "🇫🇷", "tab\there"])
    func aCellsWidthIsItsCharacterCount(_ cell: String) {
        #expect(TextColumns.width(of: cell) == cell.count)
    }
}
