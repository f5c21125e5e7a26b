import Testing

@testable import EffectDSL

/// One file, ten different mistakes, ten positioned errors in one run: lexical, syntax, name, type
/// and value errors are all collected.
@Suite struct TenMistakesTests {
    static let snippet = """
        effect ten-mistakes {
            param angle = 1️⃣2 in 0...1.6
            param side = "left" in ["left", "right"]
            duration 2️⃣1.2
            let a = 1
            let b = 3️⃣a-c
            let c = 1 4️⃣/ 0
            let d = 5️⃣#12345
            let e = side == 6️⃣"lefft"
            layer card {
                set 7️⃣opacty = 1
                set transform.scale = 2
                animate transform.scale timing cubic-bezier(8️⃣1.5, 0, 0.58, 1) from 1 to 2
                animate transform.scale fill 9️⃣forward from 1 to 2
                🔟animat position to (0, 0)
            }
        }
        """

    @Test func reportsTenErrorsInOneRun() {
        DiagnosticExpectations.check(
            TenMistakesTests.snippet,
            [
                "1️⃣ the default 2 of 'angle' is outside its range 0...1.6",
                "2️⃣ the effect's duration must be a time, not a number",
                "hint: write the number with a unit, such as '2s' or '300ms'",
                "3️⃣ unknown name 'a-c'",
                "4️⃣ division by zero",
                "5️⃣ malformed colour '#12345'",
                "6️⃣ \"lefft\" is not a choice of 'side' (did you mean 'left'?)",
                "7️⃣ unknown key path 'opacty' (did you mean 'opacity'?)",
                "8️⃣ the x1 of 'cubic-bezier' is 1.5; it must lie within 0...1",
                "9️⃣ unknown fill mode 'forward' (did you mean 'forwards'?)",
                "🔟 unknown statement 'animat' in a layer (did you mean 'animate'?)",
            ])
        let diagnostics = DiagnosticExpectations.diagnostics(MarkedSource(TenMistakesTests.snippet).text)
        #expect(diagnostics.filter(\.isError).count == 10)
        #expect(Set(diagnostics.map(\.id)).count == 10)
    }

    @Test func rendersEachErrorWithItsLineAndCaret() {
        let text = MarkedSource(TenMistakesTests.snippet).text
        let result = DSLLoader.load(SourceFile(name: "ten.fx", text: text))
        let rendered = result.rendered()
        #expect(rendered.contains("ten.fx:4:14: error: the effect's duration must be a time, not a number\n"))
        #expect(rendered.contains("    duration 1.2\n             ^~~\n"))
        #expect(rendered.split(separator: "\n").filter { $0.contains(": error: ") }.count == 10)
    }
}
