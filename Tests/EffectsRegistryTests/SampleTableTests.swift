import Testing

@testable import EffectsRegistry

@Suite struct SampleTableTests {
    static func twoRows() throws -> SampleTable {
        var table = SampleTable(columns: ["t", "progress", "front.opacity"])
        try table.appendRow([0, 0, 1])
        try table.appendRow([0.5, 0.5, 0.25])
        return table
    }

    @Test func storesRowsRowMajor() throws {
        let table = try Self.twoRows()
        #expect(table.rowCount == 2)
        #expect(table.values == [0, 0, 1, 0.5, 0.5, 0.25])
        #expect(table.row(1) == [0.5, 0.5, 0.25])
        #expect(table.value(row: 1, column: 2) == 0.25)
        #expect(table.column(named: "front.opacity") == [1, 0.25])
    }

    @Test func answersNilOutsideTheTable() throws {
        let table = try Self.twoRows()
        #expect(table.value(row: 2, column: 0) == nil)
        #expect(table.value(row: 0, column: 3) == nil)
        #expect(table.value(row: -1, column: 0) == nil)
        #expect(table.row(2) == nil)
        #expect(table.row(-1) == nil)
        #expect(table.column(named: "back.opacity") == nil)
    }

    @Test func rejectsARowOfTheWrongWidth() throws {
        var table = try Self.twoRows()
        #expect(throws: SampleTableError.rowWidth(row: 2, expected: 3, found: 2)) {
            try table.appendRow([1, 1])
        }
        #expect(table.rowCount == 2)
        #expect(
            SampleTableError.rowWidth(row: 2, expected: 3, found: 1).description
                == "row 2 has 1 value but the table has 3 columns")
    }

    @Test func acceptsAnyCollectionOfDoubles() throws {
        var table = SampleTable(columns: ["t", "progress"])
        table.reserveCapacity(rows: 10)
        try table.appendRow([1.0, 2.0][...])
        try table.appendRow(repeatElement(3.0, count: 2))
        #expect(table.values == [1, 2, 3, 3])
    }

    @Test func countsRowsOfATableWithoutColumns() throws {
        var table = SampleTable(columns: [])
        try table.appendRow([Double]())
        #expect(table.rowCount == 1)
        #expect(table.row(0)?.isEmpty == true)
    }

    @Test func measuresTheLargestDifference() throws {
        let table = try Self.twoRows()
        var other = SampleTable(columns: table.columns)
        try other.appendRow([0, 0, 1 + 1e-12])
        try other.appendRow([0.5, 0.5 - 3e-10, 0.25])
        let difference = try #require(table.maximumDifference(from: other))
        #expect(difference > 2.9e-10 && difference < 3.1e-10)
        #expect(table.maximumDifference(from: table) == 0)
    }

    @Test func refusesToCompareDifferentShapes() throws {
        let table = try Self.twoRows()
        #expect(table.maximumDifference(from: SampleTable(columns: table.columns)) == nil)
        var renamed = SampleTable(columns: ["t", "progress", "back.opacity"])
        try renamed.appendRow([0, 0, 1])
        try renamed.appendRow([0.5, 0.5, 0.25])
        #expect(table.maximumDifference(from: renamed) == nil)
    }

    @Test func treatsNaNAgainstANumberAsInfinitelyFar() throws {
        var left = SampleTable(columns: ["a"])
        var right = SampleTable(columns: ["a"])
        try left.appendRow([.nan])
        try right.appendRow([.nan])
        #expect(left.maximumDifference(from: right) == 0)
        var number = SampleTable(columns: ["a"])
        try number.appendRow([1])
        #expect(left.maximumDifference(from: number) == .infinity)
    }
}
