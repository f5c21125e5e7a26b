import Testing

@testable import EffectsText

@Suite struct SuggestionsTests {
    @Test func suggestsTheClosestNameFirst() {
        #expect(
            Suggestions.closest(to: "swapcard", in: ["reveal", "slide", "swap-card", "stack"]) == [
                "swap-card"
            ])
        #expect(Suggestions.closest(to: "stak", in: ["reveal", "slide", "swap-card", "stack"]) == ["stack"])
    }

    @Test func countsATranspositionAsOneEdit() {
        #expect(Suggestions.editDistance(Array("slied".unicodeScalars), Array("slide".unicodeScalars)) == 1)
    }

    @Test func ignoresCaseOnlyDifferences() {
        #expect(Suggestions.closest(to: "Reveal", in: ["reveal"]) == ["reveal"])
    }

    @Test func doesNotSuggestFarOrTinyMatches() {
        #expect(Suggestions.closest(to: "x", in: ["y", "z"]).isEmpty)
        #expect(Suggestions.closest(to: "render", in: ["list", "inspect"]).isEmpty)
    }

    @Test func phrasesOneOrTwoSuggestions() {
        #expect(Suggestions.didYouMean("sampel", in: ["sample", "inspect"]) == " (did you mean 'sample'?)")
        #expect(Suggestions.didYouMean("at", in: ["an", "as"]) == " (did you mean 'an' or 'as'?)")
        #expect(Suggestions.didYouMean("zzzz", in: ["sample"]).isEmpty)
    }
}
