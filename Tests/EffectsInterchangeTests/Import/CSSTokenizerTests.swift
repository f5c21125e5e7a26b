import Testing

@testable import EffectsInterchange

@Suite struct CSSTokenizerTests {
    private func kinds(_ text: String) -> [CSSTokenKind] {
        CSSTokenizer.tokens(of: Array(text.utf8)).tokens.map(\.kind)
    }

    @Test func readsNumbersWithUnitsAndPercentages() {
        #expect(
            kinds("1.5s -20px 50% .5 +3e2 0")
                == [
                    .dimension(CSSNumber(1.5, isInteger: false), unit: "s"), .whitespace,
                    .dimension(CSSNumber(-20, isInteger: true), unit: "px"), .whitespace,
                    .percentage(CSSNumber(50, isInteger: true)), .whitespace,
                    .number(CSSNumber(0.5, isInteger: false)),
                    .whitespace, .number(CSSNumber(300, isInteger: false)), .whitespace,
                    .number(CSSNumber(0, isInteger: true)),
                ])
    }

    @Test func dropsCommentsAndReadsFunctionsAndAtKeywords() {
        #expect(
            kinds("@keyframes/* x */a{to{transform:rotate(1turn)}}")
                == [
                    .atKeyword("keyframes"), .ident("a"), .openCurly, .ident("to"), .openCurly,
                    .ident("transform"),
                    .colon, .function("rotate"), .dimension(CSSNumber(1, isInteger: true), unit: "turn"),
                    .closeParen,
                    .closeCurly, .closeCurly,
                ])
    }

    @Test func resolvesEscapesInNamesAndStrings() {
        #expect(
            kinds(#".\31 a "b\"c" #\66 oo"#) == [
                .delim("."), .ident("1a"), .whitespace, .string("b\"c"), .whitespace,
                .hash("foo", isID: true),
            ])
    }

    @Test func reportsAStringCutByALineBreakAndAnUnclosedComment() {
        let (tokens, problems) = CSSTokenizer.tokens(of: Array("a: 'b\nc /* d".utf8))
        #expect(tokens.map(\.kind).contains(.badString))
        #expect(problems == [.stringUnterminated(3..<5), .commentUnterminated(8..<12)])
    }
}
