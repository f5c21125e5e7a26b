import EffectsRegistry
import EffectsTesting
import Testing

/// The pure comparison: two tables in, a typed description of their differences out.
@Suite struct GoldenMismatchTests {
    @Test func equalTablesMatch() throws {
        let table = try Fixtures.fadeTable()
        #expect(GoldenMismatch(expected: table, actual: table) == nil)
    }

    @Test func oneWrongValueIsReportedWithItsRowColumnTimeAndBothValues() throws {
        let actual = try Fixtures.fadeTable()
        let expected = try SampleTable(
            csv: Array(Fixtures.fadeCSV.replacing("0.5,0.5,0.5", with: "0.5,0.5,0.55").utf8))
        let mismatch = try #require(GoldenMismatch(expected: expected, actual: actual))
        #expect(
            mismatch.firstDifferences == [
                GoldenDifference(row: 2, column: "box.opacity", time: 0.5, expected: 0.55, actual: 0.5)
            ])
        #expect(mismatch.differenceCount == 1)
        #expect(
            mismatch.description == """
                1 cell differs beyond the tolerance (exact):
                  line 4 (row 2, t=0.5), box.opacity: expected 0.55, actual 0.5
                """)
    }

    @Test func aToleranceAcceptsSmallDifferences() throws {
        let expected = try Fixtures.table(["t", "x"], [[0, 1], [1, 2]])
        let actual = try Fixtures.table(["t", "x"], [[0, 1.0005], [1, 2]])
        #expect(GoldenMismatch(expected: expected, actual: actual, tolerance: .absolute(1e-3)) == nil)
        #expect(GoldenMismatch(expected: expected, actual: actual, tolerance: .relative(1e-4)) != nil)
    }

    @Test func keepsTheFirstDifferencesAndCountsThemAll() throws {
        let expected = try Fixtures.table(["t", "a", "b"], (0..<4).map { [Double($0), 0, 0] })
        let actual = try Fixtures.table(["t", "a", "b"], (0..<4).map { [Double($0), 1, 2] })
        let mismatch = try #require(GoldenMismatch(expected: expected, actual: actual))
        #expect(mismatch.differenceCount == 8)
        #expect(mismatch.firstDifferences.count == GoldenMismatch.keptDifferences)
        #expect(mismatch.firstDifferences.map(\.column) == ["a", "b", "a", "b", "a"])
        #expect(mismatch.firstDifferences.map(\.row) == [0, 0, 1, 1, 2])
        #expect(mismatch.description.hasSuffix("\n  and 3 more"))
    }

    @Test func missingAndExtraColumnsAreNamedAndTheOthersStillCompared() throws {
        let expected = try Fixtures.table(["t", "gone", "x"], [[0, 5, 1]])
        let actual = try Fixtures.table(["t", "x", "new"], [[0, 2, 7]])
        let mismatch = try #require(GoldenMismatch(expected: expected, actual: actual))
        #expect(mismatch.missingColumns == ["gone"])
        #expect(mismatch.extraColumns == ["new"])
        #expect(!mismatch.columnsReordered)
        #expect(mismatch.firstDifferences.map(\.column) == ["x"])
        #expect(
            mismatch.description == """
                1 cell differs beyond the tolerance (exact):
                  line 2 (row 0, t=0), x: expected 1, actual 2
                missing columns (in the golden table, not sampled): 'gone'
                extra columns (sampled, not in the golden table): 'new'
                """)
    }

    @Test func reorderedColumnsDiffer() throws {
        let expected = try Fixtures.table(["t", "a", "b"], [[0, 1, 2]])
        let actual = try Fixtures.table(["t", "b", "a"], [[0, 2, 1]])
        let mismatch = try #require(GoldenMismatch(expected: expected, actual: actual))
        #expect(mismatch.columnsReordered && mismatch.differenceCount == 0)
        #expect(mismatch.description == "the columns come in another order than the golden table's")
    }

    @Test func missingAndExtraRowsAreCounted() throws {
        let three = try Fixtures.table(["t"], [[0], [1], [2]])
        let two = try Fixtures.table(["t"], [[0], [1]])
        let short = try #require(GoldenMismatch(expected: three, actual: two))
        #expect(short.expectedRowCount == 3 && short.actualRowCount == 2)
        #expect(
            short.description
                == "1 row missing: the golden table has 3, the sample 2 (from line 4 of the golden file)")
        let long = try #require(GoldenMismatch(expected: two, actual: three))
        #expect(long.description == "1 row extra: the sample has 3, the golden table 2")
    }
}
