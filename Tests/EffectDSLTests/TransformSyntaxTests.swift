import Testing

@testable import EffectDSL

/// The lexing and parsing of transform lists, relative lengths and `perspective`.
@Suite struct TransformSyntaxTests {
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

    private func parse(_ text: String) -> (FileSyntax, [Diagnostic]) {
        Parser.parse(SourceFile(name: "t.fx", text: text))
    }

    /// The value of the first `set` of the first layer of `text`.
    private func setValue(_ text: String) -> ExpressionSyntax? {
        let (file, _) = parse(text)
        guard case .layer(let layer) = file.effects.first?.body.first,
            case .set(let set) = layer.body.first
        else { return nil }
        return set.value
    }

    @Test func readsTheAngleAndLengthUnits() {
        let read = tokens("0.5turn 100grad -100%w 50%h 10vw 20vh 50%")
        #expect(read.map(\.kind) == [.number, .number, .minus, .number, .number, .number, .number, .number])
        #expect(read.map(\.number) == [0.5, 100, 0, 100, 50, 10, 20, 50])
        #expect(
            read.map(\.unit) == [
                .turns, .gradians, .none, .layerWidth, .layerHeight, .viewportWidth, .viewportHeight,
                .percent,
            ])
    }

    @Test func keepsPercentFollowedByALongerNameAsPercent() {
        let read = tokens("50%width")
        #expect(read.map(\.kind) == [.number, .name])
        #expect(read.first?.unit == .percent)
    }

    @Test func readsFunctionsWrittenOneAfterAnotherAsOneList() {
        let value = setValue("effect e { layer l { set transform = perspective(500) rotateX(60deg) } }")
        guard case .transformList(let functions, let range) = value else {
            Issue.record("expected a transform list, got \(String(describing: value))")
            return
        }
        #expect(functions.map(\.name.text) == ["perspective", "rotateX"])
        #expect(functions.map(\.arguments.count) == [1, 1])
        #expect(range.start.column == 38)
    }

    @Test func endsTheListAtANameThatIsNoTransformFunction() {
        let (file, diagnostics) = parse(
            "effect e { layer l { animate transform { 0% none; 50% rotate(1) scale(2) ease-in; 100% none } } }"
        )
        #expect(diagnostics.map(\.description) == [])
        guard case .layer(let layer) = file.effects.first?.body.first,
            case .animate(let animate) = layer.body.first,
            case .keyframes(let keyframes, _) = animate.body
        else {
            Issue.record("unexpected tree")
            return
        }
        #expect(keyframes.count == 3)
        guard case .transformList(let functions, _) = keyframes[1].value else {
            Issue.record("expected a transform list")
            return
        }
        #expect(functions.map(\.name.text) == ["rotate", "scale"])
        #expect(keyframes[1].timing?.name.text == "ease-in")
    }

    @Test func readsOtherCallsAsCalls() {
        guard case .call(let name, _, _) = setValue("effect e { layer l { set opacity = abs(1) } }") else {
            Issue.record("expected a call")
            return
        }
        #expect(name.text == "abs")
    }

    @Test func readsThePerspectiveStatement() {
        let (file, diagnostics) = parse("effect e { perspective 500 }")
        #expect(diagnostics.isEmpty)
        guard case .perspective(let node) = file.effects.first?.body.first,
            case .number(let literal) = node.value
        else {
            Issue.record("expected a perspective statement")
            return
        }
        #expect(literal.value == 500)
    }
}
