import EffectsRegistry
import Testing

@testable import EffectDSL

/// Large files load in time proportional to their size: no step does work for every pair of names
/// or of errors. (Each test is sized so that quadratic work would take hours; it needs no clock.)
@Suite struct LargeInputTests {
    // Regression: 1000 `let`s and 1000 misspelt uses (50 KB) took 47 s to load in a debug build,
    // 20 000 of each (1 MB) hours: every unknown name sorted and searched every name in scope for a
    // suggestion, even after the error limit stopped reporting.
    @Test func manyUnknownNamesAmongManyNamesLoadQuickly() {
        // More errors shown than suggestions searched, so that the end of the searches shows.
        let limit = 200
        let result = DSLLoader.load(
            SourceFile(name: "big.fx", text: Self.misspelt(5000)), limits: DSLLimits(errors: limit))
        let searches = Checker.suggestionSearches
        #expect(result.diagnostics.count == limit + 1)
        // The first misspellings get a suggestion, the later ones are only reported.
        #expect(
            result.diagnostics.first?.message == "unknown name 'valeu0' (did you mean 'value0' or 'value1'?)")
        #expect(result.diagnostics.dropFirst(searches).first?.message == "unknown name 'valeu\(searches)'")
        #expect(
            result.diagnostics.last?.message
                == "and at least \(9 * limit + 1) more errors in this file; only the first \(limit) are shown"
        )
    }

    @Test func aScopeBeyondTheSuggestionLimitGetsNoSuggestions() {
        let count = Checker.suggestionCandidates + 10_000
        let result = DSLLoader.load(SourceFile(name: "big.fx", text: Self.misspelt(count)))
        #expect(result.diagnostics.count == DSLLimits.standard.errors + 1)
        #expect(result.diagnostics.first?.message == "unknown name 'valeu0'")
    }

    @Test func manyUnknownBasesLoadQuickly() {
        let text = (0..<20_000).map { "effect e\($0): b\($0) { }" }.joined(separator: "\n")
        let result = DSLLoader.load(SourceFile(name: "big.fx", text: text))
        #expect(result.diagnostics.count == DSLLimits.standard.errors + 1)
        #expect(result.diagnostics.first?.message == "unknown base effect 'b0'")
    }

    // Regression: each diagnostic quoted its whole source line, so 200 errors on one 1 MB line
    // rendered 200 MB (6 GB for a 32 MiB line). A long line is quoted as a window around the caret.
    @Test func aLongLineIsQuotedAroundTheCaretOnly() throws {
        let uses = (0..<50_000).map { "set opacity = x\($0);" }.joined(separator: " ")
        let text = "effect e { layer l { " + uses + " } }\n"
        let result = DSLLoader.load(SourceFile(name: "long.fx", text: text))
        #expect(result.diagnostics.count == DSLLimits.standard.errors + 1)
        let rendered = result.rendered()
        #expect(rendered.utf8.count < 400 * (DSLLimits.standard.errors + 1))
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        // The 20th error: its header, the quoted window, the caret under 'x19'.
        let header = try #require(lines.firstIndex { $0.contains("unknown name 'x19'") })
        let quoted = lines[header + 1]
        let caret = lines[header + 2]
        #expect(quoted.hasPrefix("…") && quoted.hasSuffix("…"))
        let column = caret.distance(from: caret.startIndex, to: try #require(caret.firstIndex(of: "^")))
        #expect(quoted.dropFirst(column).hasPrefix("x19;"))
        #expect(caret.hasSuffix("^~~"))
    }

    @Test func aShortLineIsQuotedWhole() {
        let text = "effect e { layer l { set opacity = missing } }\n"
        let rendered = DSLLoader.load(SourceFile(name: "short.fx", text: text)).rendered()
        #expect(
            rendered == """
                short.fx:1:36: error: unknown name 'missing'
                effect e { layer l { set opacity = missing } }
                                                   ^~~~~~~

                """)
    }

    /// An effect with `count` values and as many misspelt uses of them.
    static func misspelt(_ count: Int) -> String {
        let lets = (0..<count).map { "    let value\($0) = \($0)\n" }.joined()
        let uses = (0..<count).map { "    let use\($0) = valeu\($0)\n" }.joined()
        return "effect e {\n" + lets + uses + "}\n"
    }
}
