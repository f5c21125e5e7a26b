import TestSupport
import Testing

@testable import EffectDSL

@Suite struct DiagnosticRendererTests {
    private func location(_ source: SourceFile, _ offset: Int) -> EffectDSL.SourceLocation {
        source.location(atOffset: offset)
    }

    private func diagnostic(
        _ source: SourceFile, _ start: Int, _ end: Int, _ message: DiagnosticMessage,
        notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(
            message, at: Range(start: location(source, start), end: location(source, end)), notes: notes
        )
    }

    /// A printable-ASCII line is quoted by counting its caret line, not by walking it scalar by
    /// scalar: both give the same text, on lines short and long (cut to a window), for ranges
    /// before, inside, across and past the line's end.
    @Test func aPrintableLineIsQuotedAsWalkingItQuotesIt() {
        var random = SeededGenerator(seed: 41)
        let alphabet = Array(" abcxyz{}()=;,.0123456789+-*/\"'~^".utf8)
        for _ in 0..<500 {
            let length = Int.random(in: 0...300, using: &random)
            let line = (0..<length).map { _ in alphabet.randomElement(using: &random) ?? 0x20 }
            let bytes = Array("x\n".utf8) + line + Array("\ny".utf8)
            let source = SourceFile(name: "q.fx", bytes: bytes)
            let start = Int.random(in: 2...(2 + length), using: &random)
            let end = start + Int.random(in: 0...12, using: &random)
            let rendered = DiagnosticRenderer(sources: [source]).render(
                diagnostic(source, start, min(end, bytes.count), .divisionByZero))
            let (window, cutBefore, cutAfter) = DiagnosticRenderer.window(bytes, around: start)
            var quoted = cutBefore ? "…" : ""
            var caret = String.UnicodeScalarView(cutBefore ? " ".unicodeScalars : "".unicodeScalars)
            DiagnosticRenderer.walk(
                bytes[window], from: start, to: max(min(end, bytes.count), start + 1), into: &quoted,
                caret: &caret)
            quoted += cutAfter ? "…" : ""
            #expect(rendered.hasSuffix("\n\(quoted)\n\(String(caret))\n"), "line \(line), \(start)..<\(end)")
        }
    }

    @Test func printsTheHeaderTheLineTheCaretsAndTheHint() {
        let source = SourceFile(name: "a.fx", text: "effect e {\n    duration 2\n}\n")
        let rendered = DiagnosticRenderer(sources: [source]).render(
            diagnostic(
                source, 24, 25, .typeMismatch("the duration", expected: "a time", got: .number(.plain))))
        #expect(
            rendered == """
                a.fx:2:14: error: the duration must be a time, not a number
                    duration 2
                             ^
                hint: write the number with a unit, such as '2s' or '300ms'

                """)
    }

    @Test func underlinesTheWholeRangeAndAddsNotes() {
        let source = SourceFile(name: "b.fx", text: "let abc = 1\nlet abc = 2\n")
        let rendered = DiagnosticRenderer(sources: [source]).render(
            diagnostic(
                source, 16, 19, .nameDuplicate("abc", inherited: false),
                notes: [
                    DiagnosticNote(
                        "first defined here",
                        at: Range(start: location(source, 4), end: location(source, 7)))
                ]))
        #expect(
            rendered == """
                b.fx:2:5: error: 'abc' is defined twice
                let abc = 2
                    ^~~
                b.fx:1:5: note: first defined here
                let abc = 1
                    ^~~

                """)
    }

    @Test func keepsTabsAndCountsACharacterOnceForTheCaret() {
        let source = SourceFile(name: "c.fx", text: "\t\"é\" x")
        let offset = Array("\t\"é\" ".utf8).count
        let rendered = DiagnosticRenderer(sources: [source]).render(
            diagnostic(source, offset, offset + 1, .characterUnexpected("x")))
        #expect(rendered.hasPrefix("c.fx:1:7: error: unexpected character 'x'\n"))
        #expect(rendered.hasSuffix("\t\"é\" x\n\t    ^\n"))
    }

    @Test func pointsPastTheEndOfALine() {
        let source = SourceFile(name: "d.fx", text: "param\n")
        let rendered = DiagnosticRenderer(sources: [source]).render(
            diagnostic(source, 5, 5, .expected("a name", after: "'param'")))
        #expect(rendered == "d.fx:1:6: error: expected a name after 'param'\nparam\n     ^\n")
    }

    @Test func colorsOnlyWhenAsked() {
        let source = SourceFile(name: "e.fx", text: "x\n")
        let message = DiagnosticMessage.parameterUnused("x")
        let plain = DiagnosticRenderer(sources: [source]).render(diagnostic(source, 0, 1, message))
        let colored = DiagnosticRenderer(sources: [source], colors: true).render(
            diagnostic(source, 0, 1, message))
        #expect(!plain.contains("\u{1B}["))
        #expect(colored.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;32m^\u{1B}[0m"))
    }

    @Test func printsOnlyTheHeaderWithoutTheSource() {
        let source = SourceFile(name: "f.fx", text: "x\n")
        let rendered = DiagnosticRenderer(sources: []).render(diagnostic(source, 0, 1, .divisionByZero))
        #expect(rendered == "f.fx:1:1: error: division by zero\n")
    }

    // Regression (issue 12, item 14): a line shorter than the window was quoted from 40 bytes before
    // the caret, so it began with '…' although the whole line fitted.
    @Test func aLineThatFitsIsQuotedWholeWhereverTheCaretIs() {
        let text = "effect a10 { layer l { animate opacity { 0% 0, 100% 1 } } }\n"
        let source = SourceFile(name: "g.fx", text: text)
        let offset = Array("effect a10 { layer l { animate opacity { 0% 0".utf8).count
        let rendered = DiagnosticRenderer(sources: [source]).render(
            diagnostic(source, offset, offset + 1, .characterUnexpected(",")))
        let lines = rendered.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == "effect a10 { layer l { animate opacity { 0% 0, 100% 1 } } }")
        #expect(lines[2] == String(repeating: " ", count: offset) + "^")
    }

    // Regression (issue 12, item 14): near the end of a long line the window kept two thirds of
    // itself for bytes after the caret that did not exist, and cut the start instead.
    @Test func aLongLineIsCutOnlyWhereItGoesOn() {
        let text = String(repeating: "a", count: 200) + " x\n"
        let source = SourceFile(name: "h.fx", text: text)
        let rendered = DiagnosticRenderer(sources: [source]).render(
            diagnostic(source, 201, 202, .characterUnexpected("x")))
        let quoted = rendered.split(separator: "\n")[1]
        #expect(quoted == "…" + String(repeating: "a", count: 118) + " x")
    }

    // Regression (issue 12, item 13): a quoted line echoed NUL, escape and other control bytes to
    // the terminal.
    @Test func aQuotedLineNeverCarriesAControlCharacter() {
        let source = SourceFile(name: "i.fx", bytes: [0x00, 0x1B, 0x5B, 0x32, 0x4A, 0x7F, 0x09, 0x78, 0x0A])
        let rendered = DiagnosticRenderer(sources: [source]).render(
            diagnostic(source, 7, 8, .characterUnexpected("x")))
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "\u{2400}\u{241B}[2J\u{2421}\tx")
        #expect(lines[2] == "      \t^")
        #expect(!rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    }

    @Test func ordersLocationsByFileThenOffset() {
        let a = EffectDSL.SourceLocation(file: "a.fx", line: 9, column: 1, offset: 90)
        let b = EffectDSL.SourceLocation(file: "b.fx", line: 1, column: 1, offset: 0)
        let c = EffectDSL.SourceLocation(file: "a.fx", line: 10, column: 1, offset: 95)
        #expect(a < b)
        #expect(a < c)
        #expect(a.description == "a.fx:9:1")
    }
}
