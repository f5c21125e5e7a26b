import EffectsText
import Testing

@testable import EffectsRegistry

@Suite struct ColumnSelectionTests {
    static func deck() throws -> SampleTable {
        var table = SampleTable(columns: [
            "t", "progress", "front.opacity", "front.position.x", "front.position.y", "back.opacity",
            "back.position.x",
        ])
        try table.appendRow([0, 0, 1, 10, 20, 0, 30])
        try table.appendRow([1, 1, 0, 11, 21, 1, 31])
        return table
    }

    @Test(arguments: [
        ("front.*", ["front.opacity", "front.position.x", "front.position.y"]),
        ("*.position.x", ["front.position.x", "back.position.x"]),
        ("*.opacity", ["front.opacity", "back.opacity"]),
        ("front.position.?", ["front.position.x", "front.position.y"]),
        ("*", ["front.opacity", "front.position.x", "front.position.y", "back.opacity", "back.position.x"]),
        ("back.opacity", ["back.opacity"]),
        ("*o*i*n.y", ["front.position.y"]),
    ])
    func selectsTheMatchingColumnsAfterTimeAndProgress(pattern: String, expected: [String]) throws {
        let selected = try Self.deck().selecting(columns: [pattern])
        #expect(selected.columns == ["t", "progress"] + expected)
        #expect(selected.rowCount == 2)
    }

    @Test func keepsTheTableOrderAndEachColumnOnce() throws {
        let selected = try Self.deck().selecting(columns: ["back.*", "*.opacity", "t"])
        #expect(selected.columns == ["t", "progress", "front.opacity", "back.opacity", "back.position.x"])
        #expect(selected.values == [0, 0, 1, 0, 30, 1, 1, 0, 1, 31])
    }

    @Test func keepsOnlyTimeAndProgressForNoPatterns() throws {
        let selected = try Self.deck().selecting(columns: [])
        #expect(selected.columns == ["t", "progress"])
        #expect(selected.values == [0, 0, 1, 1])
    }

    @Test func namesAPatternThatMatchesNothingWithASuggestion() throws {
        #expect(
            throws: SampleTableError.noMatchingColumn(
                pattern: "frnt.*", suggestion: " (did you mean 'front.*'?)")
        ) {
            try Self.deck().selecting(columns: ["*.opacity", "frnt.*"])
        }
        let error = SampleTableError.noMatchingColumn(
            pattern: "front.opacty", suggestion: Suggestions.didYouMean("front.opacty", in: ["front.opacity"])
        )
        #expect(error.description == "no column matches 'front.opacty' (did you mean 'front.opacity'?)")
        // Close to no column: the columns there are, `t` and `progress` aside.
        let listed =
            "; the columns are front.opacity, front.position.x, front.position.y, back.opacity, back.position.x"
        #expect(throws: SampleTableError.noMatchingColumn(pattern: "zzz.*", suggestion: listed)) {
            try Self.deck().selecting(columns: ["zzz.*"])
        }
        let many = ["t", "progress"] + (0..<30).map { "card[\($0)].opacity" }
        let listing = try #require(throws: SampleTableError.self) {
            try ColumnSelection(columns: many, patterns: ["zzz"])
        }
        #expect(listing.description.hasSuffix(", card[23].opacity and 6 more"), "\(listing)")
    }

    @Test(arguments: [
        ("a*b*c", "axxbyyc", true),
        ("a*b*c", "axxbyy", false),
        ("*", "", true),
        ("", "", true),
        ("?", "", false),
        ("??", "ab", true),
        ("*.x", "front.position.x", true),
        ("front.*", "front", false),
        ("***a", "ba", true),
        ("é?", "éü", true),
    ])
    func matchesGlobs(pattern: String, name: String, matches: Bool) {
        #expect(ColumnPattern(pattern).matches(name) == matches)
    }
}
