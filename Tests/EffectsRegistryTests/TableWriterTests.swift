import EffectsText
import FoundationEssentials
import Testing

@testable import EffectsRegistry

@Suite struct TableWriterTests {
    /// A small table with a repeating fraction, a sum that needs 17 digits and a negative zero.
    static func sample() throws -> SampleTable {
        var table = SampleTable(columns: ["t", "progress", "front.opacity"])
        try table.appendRow([0, 0, 1])
        try table.appendRow([1.0 / 60.0, 0.5, 0.1 + 0.2])
        try table.appendRow([1, 1, -0.0])
        return table
    }

    static func text(_ table: SampleTable, _ format: TableFormat, _ style: NumberStyle = .shortest) -> String
    {
        TableWriter(format: format, numberStyle: style).string(table)
    }

    @Test(arguments: [
        (
            TableFormat.csv,
            """
            t,progress,front.opacity
            0,0,1
            0.016666666666666666,0.5,0.30000000000000004
            1,1,0

            """
        ),
        (
            .tsv,
            """
            t\tprogress\tfront.opacity
            0\t0\t1
            0.016666666666666666\t0.5\t0.30000000000000004
            1\t1\t0

            """
        ),
        (
            .json,
            """
            [
            {"t":0,"progress":0,"front.opacity":1},
            {"t":0.016666666666666666,"progress":0.5,"front.opacity":0.30000000000000004},
            {"t":1,"progress":1,"front.opacity":0}
            ]

            """
        ),
        (
            .markdown,
            """
            |                    t | progress |       front.opacity |
            | -------------------: | -------: | ------------------: |
            |                    0 |        0 |                   1 |
            | 0.016666666666666666 |      0.5 | 0.30000000000000004 |
            |                    1 |        1 |                   0 |

            """
        ),
        (
            .table,
            """
                               t  progress        front.opacity
            ────────────────────  ────────  ───────────────────
                               0         0                    1
            0.016666666666666666       0.5  0.30000000000000004
                               1         1                    0

            """
        ),
    ])
    func writesEveryFormat(format: TableFormat, expected: String) throws {
        #expect(Self.text(try Self.sample(), format) == expected)
    }

    @Test(arguments: [
        (
            TableFormat.csv,
            "t,progress,front.opacity\n0.000,0.000,1.000\n0.017,0.500,0.300\n1.000,1.000,0.000\n"
        ),
        (
            .table,
            "    t  progress  front.opacity\n─────  ────────  ─────────────\n0.000     0.000          1.000\n0.017     0.500          0.300\n1.000     1.000          0.000\n"
        ),
    ])
    func writesFixedDigits(format: TableFormat, expected: String) throws {
        #expect(Self.text(try Self.sample(), format, .fixed(digits: 3)) == expected)
    }

    @Test(arguments: [
        (TableFormat.csv, "t,progress\n"),
        (.tsv, "t\tprogress\n"),
        (.json, "[\n]\n"),
        (.markdown, "|   t | progress |\n| --: | -------: |\n"),
        (.table, "t  progress\n─  ────────\n"),
    ])
    func writesZeroRows(format: TableFormat, expected: String) {
        #expect(Self.text(SampleTable(columns: ["t", "progress"]), format) == expected)
    }

    @Test func emptyJSONArrayIsValidJSON() throws {
        let bytes = Array(Self.text(SampleTable(columns: ["t"]), .json).utf8)
        let decoded = try JSONDecoder().decode([[String: Double]].self, from: Data(bytes))
        #expect(decoded.isEmpty)
    }

    @Test func quotesCSVNamesOnlyWhenNeeded() throws {
        var table = SampleTable(columns: ["plain", "a,b", "say \"hi\"", "two\nlines", "tab\there"])
        try table.appendRow([1, 2, 3, 4, 5])
        #expect(
            Self.text(table, .csv) == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",tab\there\n1,2,3,4,5\n"
        )
        #expect(Self.text(table, .tsv) == "plain\ta,b\tsay \"hi\"\ttwo lines\ttab here\n1\t2\t3\t4\t5\n")
    }

    @Test func escapesJSONKeysAndStaysValid() throws {
        var table = SampleTable(columns: ["q\"uote", "back\\slash", "new\nline", "bell\u{7}", "é"])
        try table.appendRow([1, 2, 3, 4, 5])
        let text = Self.text(table, .json)
        #expect(
            text == "[\n{\"q\\\"uote\":1,\"back\\\\slash\":2,\"new\\nline\":3,\"bell\\u0007\":4,\"é\":5}\n]\n"
        )
        let decoded = try JSONDecoder().decode([[String: Double]].self, from: Data(text.utf8))
        #expect(decoded == [["q\"uote": 1, "back\\slash": 2, "new\nline": 3, "bell\u{7}": 4, "é": 5]])
    }

    @Test func escapesMarkdownBarsAndFlattensLineBreaks() throws {
        var table = SampleTable(columns: ["a|b", "c\nd"])
        try table.appendRow([1, 22])
        #expect(Self.text(table, .markdown) == "| a\\|b | c d |\n| ---: | --: |\n|    1 |  22 |\n")
        #expect(Self.text(table, .table) == "a|b  c d\n───  ───\n  1   22\n")
    }

    @Test func writesNonFiniteValuesAsEmptyCellsOrNull() throws {
        var table = SampleTable(columns: ["t", "x"])
        try table.appendRow([0, .nan])
        try table.appendRow([.infinity, 2])
        #expect(Self.text(table, .csv) == "t,x\n0,\n,2\n")
        #expect(Self.text(table, .json) == "[\n{\"t\":0,\"x\":null},\n{\"t\":null,\"x\":2}\n]\n")
        #expect(Self.text(table, .markdown) == "|   t |   x |\n| --: | --: |\n|   0 |     |\n|     |   2 |\n")
        #expect(Self.text(table, .table) == "t  x\n─  ─\n0   \n   2\n")
    }

    @Test(arguments: [TableFormat.csv, .tsv, .json])
    func streamingGivesTheSameBytesAsWritingTheTable(format: TableFormat) throws {
        let table = try Self.sample()
        var writer = TableWriter(format: format)
        #expect(writer.canStream)
        // The caller flushes its buffer to a file between rows; here the "file" is `streamed`.
        var streamed: [UInt8] = []
        var buffer: [UInt8] = []
        writer.writeHeader(columns: table.columns, to: &buffer)
        for index in 0..<table.rowCount {
            let row = try #require(table.row(index))
            Array(row).withUnsafeBufferPointer { writer.writeRow($0, isFirst: index == 0, to: &buffer) }
            streamed.append(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        writer.writeFooter(to: &buffer)
        streamed.append(contentsOf: buffer)
        #expect(String(decoding: streamed, as: UTF8.self) == Self.text(table, format))
    }

    @Test func onlyDelimitedFormatsAndJSONStream() {
        #expect(TableFormat.allCases.filter { TableWriter(format: $0).canStream } == [.csv, .tsv, .json])
    }

    @Test func streamsMarkdownAndTableUnpadded() {
        var markdown = TableWriter(format: .markdown)
        var bytes: [UInt8] = []
        markdown.writeHeader(columns: ["t", "x"], to: &bytes)
        [0.5, 10].withUnsafeBufferPointer { markdown.writeRow($0, isFirst: true, to: &bytes) }
        markdown.writeFooter(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "| t | x |\n| --: | --: |\n| 0.5 | 10 |\n")
    }

    @Test(arguments: [NumberStyle.shortest, .fixed(digits: 17)])
    func writesRowsLongerThanTheStagingBuffer(style: NumberStyle) throws {
        // 300 long numbers overflow the 1 KiB staging buffer several times; a huge value takes the
        // slow fixed path in the middle of a row.
        var values = (0..<300).map { -Double($0) / 7 - 1e-9 }
        values[150] = -1.7976931348623157e308
        var table = SampleTable(columns: values.indices.map { "c\($0)" })
        try table.appendRow(values)
        let expectedRow = values.map { NumberFormatting.string($0, style: style) }.joined(separator: ",")
        let text = Self.text(table, .csv, style)
        #expect(text.split(separator: "\n").last.map(String.init) == expectedRow)
        let json = Self.text(table, .json, style)
        #expect(json.contains("\"c150\":" + NumberFormatting.string(values[150], style: style) + ","))
    }

    @Test func keysJSONValuesBeyondTheHeaderByPosition() {
        var writer = TableWriter(format: .json)
        var bytes: [UInt8] = []
        writer.writeHeader(columns: ["t"], to: &bytes)
        [1.0, 2.0].withUnsafeBufferPointer { writer.writeRow($0, isFirst: true, to: &bytes) }
        writer.writeFooter(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "[\n{\"t\":1,\"1\":2}\n]\n")
    }
}
