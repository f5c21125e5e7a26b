import EffectsRegistry

/// How a sampled table differs from its golden table: columns and rows that one has and the other
/// lacks, and the cells of the shared rows and columns that are not within tolerance.
///
/// Columns are matched by name, so a missing column does not shift the others; rows by position.
public struct GoldenMismatch: Hashable, Sendable, CustomStringConvertible {
    /// How many differing cells ``firstDifferences`` keeps.
    public static let keptDifferences = 5

    /// The tolerance the cells were compared with.
    public let tolerance: GoldenTolerance
    /// Columns of the golden table that the sampled table lacks, in golden order.
    public let missingColumns: [String]
    /// Columns of the sampled table that the golden table lacks, in sampled order.
    public let extraColumns: [String]
    /// Whether the shared columns come in another order than the golden table's.
    public let columnsReordered: Bool
    /// The golden table's row count.
    public let expectedRowCount: Int
    /// The sampled table's row count.
    public let actualRowCount: Int
    /// The first differing cells, row by row and left to right in golden column order.
    public let firstDifferences: [GoldenDifference]
    /// How many cells differ in all (at least `firstDifferences.count`).
    public let differenceCount: Int

    /// The differences between `actual` and `expected` beyond `tolerance`, or nil when they match:
    /// the same columns in the same order, as many rows, and every cell within tolerance.
    public init?(expected: SampleTable, actual: SampleTable, tolerance: GoldenTolerance = .exact) {
        let actualIndex = Dictionary(
            actual.columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let expectedNames = Set(expected.columns)
        let shared = expected.columns.enumerated().compactMap { index, name in
            actualIndex[name].map { (name: name, expected: index, actual: $0) }
        }
        let timeColumn = expected.columns.firstIndex(of: "t")
        var first: [GoldenDifference] = []
        var count = 0
        for row in 0..<min(expected.rowCount, actual.rowCount) {
            for column in shared {
                let wanted = expected.value(row: row, column: column.expected) ?? .nan
                let got = actual.value(row: row, column: column.actual) ?? .nan
                guard !tolerance.accepts(expected: wanted, actual: got) else { continue }
                count += 1
                guard first.count < GoldenMismatch.keptDifferences else { continue }
                let time = timeColumn.flatMap { expected.value(row: row, column: $0) }
                first.append(
                    GoldenDifference(row: row, column: column.name, time: time, expected: wanted, actual: got)
                )
            }
        }
        self.tolerance = tolerance
        missingColumns = expected.columns.filter { actualIndex[$0] == nil }
        extraColumns = actual.columns.filter { !expectedNames.contains($0) }
        columnsReordered = shared.map(\.actual) != shared.map(\.actual).sorted()
        expectedRowCount = expected.rowCount
        actualRowCount = actual.rowCount
        firstDifferences = first
        differenceCount = count
        let matches =
            count == 0 && missingColumns.isEmpty && extraColumns.isEmpty && !columnsReordered
            && expectedRowCount == actualRowCount
        if matches { return nil }
    }
}
