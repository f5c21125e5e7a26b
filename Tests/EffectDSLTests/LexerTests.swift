import Testing

@testable import EffectDSL

@Suite struct LexerTests {
    private func tokens(_ text: String) -> [Token] {
        var lexer = Lexer(SourceFile(name: "t.fx", text: text))
        var result: [Token] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            result.append(token)
        }
        return result
    }

    private func kinds(_ text: String) -> [TokenKind] { tokens(text).map(\.kind) }

    /// The names' spellings and the strings' values.
    private func texts(_ text: String) -> [String] {
        var lexer = Lexer(SourceFile(name: "t.fx", text: text))
        var result: [String] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            result.append(lexer.text(of: token))
        }
        return result
    }

    @Test func readsKebabCaseAsOneName() {
        #expect(texts("ease-in-out") == ["ease-in-out"])
        #expect(kinds("a-b") == [.name])
        #expect(kinds("a - b") == [.name, .minus, .name])
        #expect(texts("a-1 fade-2") == ["a-1", "fade-2"])
        #expect(kinds("a -1") == [.name, .minus, .number])
        #expect(kinds("a-") == [.name, .minus])
        #expect(texts("zPosition") == ["zPosition"])
    }

    @Test func readsNumbersWithUnits() {
        let read = tokens("1.2s 600ms 90deg 0.5rad 50% 3 .42 1e3 2.5e-1")
        #expect(read.map(\.number) == [1.2, 600, 90, 0.5, 50, 3, 0.42, 1000, 0.25])
        #expect(
            read.map(\.unit) == [
                .seconds, .milliseconds, .degrees, .radians, .percent, .none, .none, .none, .none,
            ])
        #expect(read.map(\.isWholeLiteral) == [false, true, true, false, true, true, false, false, false])
    }

    @Test func readsNumbersExactly() {
        let text = "0.1 0.3 123456.789 3.141592653589793 2.2250738585072014e-308 0.000001"
        #expect(
            tokens(text).map(\.number) == [
                0.1, 0.3, 123456.789, 3.141592653589793, 2.2250738585072014e-308, 0.000001,
            ])
    }

    @Test func doesNotReadRangesAsFractions() {
        #expect(kinds("0..<4") == [.number, .halfOpenRange, .number])
        #expect(kinds("0...1.6") == [.number, .closedRange, .number])
    }

    @Test func readsColours() throws {
        let read = tokens("#ff0080 #00000080")
        #expect(read.map(\.kind) == [.color, .color])
        #expect(read[0].color.components == [1, 0, 128.0 / 255, 1])
        #expect(read[1].color.components == [0, 0, 0, 128.0 / 255])
    }

    @Test func decodesStringEscapes() {
        #expect(texts(#""a\"b\\c\nd\te\u{e9}""#) == ["a\"b\\c\nd\te\u{e9}"])
        #expect(texts(#""plain""#) == ["plain"])
    }

    @Test func mergesLineBreaksAndIgnoresThemInBrackets() {
        #expect(kinds("a\n\n  // c\n\nb") == [.name, .newline, .name])
        #expect(kinds("(1,\n 2)\nx") == [.leftParen, .number, .comma, .number, .rightParen, .newline, .name])
        #expect(kinds("a /* x\n y */ b") == [.name, .name])
        #expect(kinds("(\n{\nx") == [.leftParen, .leftBrace, .newline, .name])
    }

    @Test func marksSignLikeMinus() throws {
        let read = tokens("50% -tilt a - b a-b 2-1")
        try #require(read.count == 10)
        #expect(read[1].isSignLike)
        #expect(!read[4].isSignLike)
        #expect(read[6].range.length == 3)
        #expect(read.suffix(3).map(\.kind) == [.number, .minus, .number])
        #expect(!read[8].isSignLike)
    }

    @Test func readsOperators() {
        #expect(
            kinds("== != <= >= < > && || ! ? : = + - * / % , . ;")
                == [
                    .equalEqual, .bangEqual, .lessEqual, .greaterEqual, .less, .greater, .ampersandAmpersand,
                    .pipePipe, .bang, .question, .colon, .equal, .plus, .minus, .star, .slash, .percent,
                    .comma, .dot, .semicolon,
                ])
    }

    @Test func placesTokensByLineAndUTF8Column() throws {
        let read = tokens("/* é */ a\n  bb")
        #expect(read[0].range.start.line == 1)
        #expect(read[0].range.start.column == 10)
        #expect(read[0].range.start.offset == 9)
        #expect(read[2].range.start.line == 2)
        #expect(read[2].range.start.column == 3)
        #expect(read[2].range.end.column == 5)
    }

    @Test(arguments: Keyword.allCases.filter { $0 != .none })
    func recognisesEveryKeywordFromItsSpelling(_ keyword: Keyword) {
        #expect(tokens(keyword.spelling).map(\.keyword) == [keyword])
        #expect(tokens(keyword.spelling + "x").map(\.keyword) == [.none])
    }
}
