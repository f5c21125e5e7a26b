import Testing

@testable import EffectsRegistry

/// Reading csv back into a table, as the golden-table helper does: the inverse of the csv writer.
@Suite struct SampleTableCSVTests {
    private func read(_ text: String) throws(TableReadError) -> SampleTable {
        try SampleTable(csv: Array(text.utf8))
    }

    @Test func readsBackWhatTheWriterWrites() throws {
        var table = SampleTable(columns: ["t", "a,b", "say \"hi\"", "line\nbreak"])
        try table.appendRow([0, -0.1, 1e-300, 123_456_789.125])
        try table.appendRow([
            0.016666666666666666, Double.leastNonzeroMagnitude, -Double.greatestFiniteMagnitude, 0,
        ])
        let text = TableWriter(format: .csv).string(table)
        #expect(try read(text) == table)
    }

    @Test func readsEmptyCellsAsNaNAndAcceptsCRLFAndAMissingLastBreak() throws {
        let table = try read("t,x\r\n0,\r\n1,2")
        #expect(table.columns == ["t", "x"])
        #expect(table.rowCount == 2)
        #expect(table.value(row: 0, column: 1)?.isNaN == true)
        #expect(table.row(1) == [1, 2])
    }

    @Test func aHeaderAloneIsATableWithoutRows() throws {
        #expect(try read("t,progress\n") == SampleTable(columns: ["t", "progress"]))
    }

    @Test(arguments: [
        ("", TableReadError(line: 1, field: 1, reason: "the text is empty; a table needs a header line")),
        (
            "t,x\n0,1\n2\n",
            TableReadError(line: 3, field: 2, reason: "the row has 1 value but the header names 2 columns")
        ),
        (
            "t,x\n0,1,2\n",
            TableReadError(line: 2, field: 3, reason: "the row has 3 values but the header names 2 columns")
        ),
        ("t,x\n0,abc\n", TableReadError(line: 2, field: 2, reason: "'abc' is not a finite number")),
        ("t,x\n0,inf\n", TableReadError(line: 2, field: 2, reason: "'inf' is not a finite number")),
        ("\"t\nx,y\n", TableReadError(line: 1, field: 1, reason: "a quoted field is never closed")),
        ("\"t\"x,y\n", TableReadError(line: 1, field: 1, reason: "a closing quote must end its field")),
    ])
    func refusesTextThatIsNotATable(_ text: String, _ error: TableReadError) {
        #expect(throws: error) { try read(text) }
    }

    @Test func errorsSayTheLineAndField() {
        #expect(
            TableReadError(line: 3, field: 2, reason: "'abc' is not a finite number").description
                == "line 3, field 2: 'abc' is not a finite number")
    }

    @Test func cellsDifferByTheOneMeasureOfEveryComparison() {
        #expect(SampleTable.difference(1, 1.5) == 0.5)
        #expect(SampleTable.difference(.nan, .nan) == 0)
        #expect(SampleTable.difference(.infinity, .infinity) == 0)
        #expect(SampleTable.difference(.nan, 0) == .infinity)
        #expect(SampleTable.difference(.infinity, -.infinity) == .infinity)
    }
}
