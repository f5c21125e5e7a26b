import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// What the `css` fuzz target found, kept as tests: each input once crashed the reader or broke one
/// of the target's invariants.
@Suite struct CSSFuzzFindingsTests {
    private func load(_ css: String) -> CSSImportResult {
        CSSImport.load(SourceFile(name: "found.css", text: css))
    }

    /// A value whose var() is defined after it spans the whole of both (not a backwards range).
    @Test func anErrorInASubstitutedValueIsPlacedWithoutABackwardsRange() throws {
        let result = load(
            ".a { animation-name: x; animation-duration: var(--late) 2s; }\n:root { --late: 1s; }\n"
                + "@keyframes x { to { opacity: 0; } }\n")
        let errors = result.diagnostics.filter(\.isError)
        let error = try #require(errors.first)
        #expect(error.id == .cssValueInvalid)
        #expect(error.range.start <= error.range.end)
    }

    /// A value nested past the limit is that one error, at the function past it: the cut value
    /// used to be reported first, as "'transform' takes 'none' or transform functions" (issue 35).
    @Test func aValueNestedPastTheLimitIsOneError() throws {
        let nested = String(repeating: "calc(", count: 70) + "1px" + String(repeating: ")", count: 70)
        let result = load(
            "@keyframes a { to { transform: translateX(\(nested)) } }\n.x { animation: a 1s; }\n")
        #expect(result.diagnostics.map(\.id) == [.cssBlockTooDeep], "\(result.rendered())")
        let error = try #require(result.diagnostics.first)
        // The 62nd calc( (column 43 + 5 · 61), where the blocks around it reach the depth of 64.
        #expect(error.location.column == 348)
    }

    @Test func aKeyframesNameThatNamesNoEffectIsAWarningAndNoEffect() {
        let result = load("@keyframes \"q.\" { to { opacity: 0; } }\n@keyframes ok { to { opacity: 0; } }\n")
        #expect(result.effects.map(\.descriptor.name) == ["ok"])
        #expect(result.diagnostics.map(\.id) == [.cssKeyframesNameExpected])
        #expect(!result.hasErrors)
    }

    /// Effects whose animations end by time 0 (or are frozen) last one iteration, and print as `.fx`
    /// that loads without errors.
    @Test(arguments: [
        ".a { animation: g 2s linear -3s both; }", ".a { animation: g 2s linear -0.5s paused both; }",
        ".a { animation: g 1s linear both; }\n@keyframes h { to { visibility: hidden; } }",
    ])
    func printsAsFxThatLoads(_ rule: String) throws {
        let result = load(
            rule + "\n@keyframes g { from { visibility: hidden; opacity: 0; } to { opacity: 1; } }\n")
        let found = result.effects.first { $0.descriptor.name == "g" }
        let effect = try #require(found, "\(result.rendered())")
        #expect(effect.descriptor.duration > 0)
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        let text = DSLPrinter().source(
            of: effect, origin: .builtIn, parameters: effect.descriptor.defaults(), timeline: timeline,
            context: EffectContext())
        let copy = DSLLoader.load(SourceFile(name: "copy.fx", text: text))
        #expect(!copy.hasErrors, "\(copy.rendered())\n\(text)")
    }
}
