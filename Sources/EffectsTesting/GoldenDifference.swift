import EffectsRegistry
import EffectsText

/// One cell whose sampled value is not within tolerance of the golden file's.
public struct GoldenDifference: Hashable, Sendable, CustomStringConvertible {
    /// The row, from 0 (the first row under the header).
    public let row: Int
    /// The column's name.
    public let column: String
    /// The golden row's time (its `t` column), or nil when the table has no `t` column.
    public let time: Double?
    /// The golden file's value.
    public let expected: Double
    /// The sampled value.
    public let actual: Double

    /// A difference in `column` of `row`, at `time`.
    public init(row: Int, column: String, time: Double?, expected: Double, actual: Double) {
        self.row = row
        self.column = column
        self.time = time
        self.expected = expected
        self.actual = actual
    }

    /// The line of the golden file that holds the row (the header is line 1).
    public var line: Int { row + 2 }

    /// "line 14 (row 12, t=0.2), front.opacity: expected 0.5, actual 0.51", numbers as the csv
    /// writer prints them (NaN, the writer's empty cell, as "nan").
    public var description: String {
        let at = time.map { ", t=\(NumberFormatting.string($0))" } ?? ""
        return "line \(line) (row \(row)\(at)), \(column): expected \(NumberFormatting.string(expected)), "
            + "actual \(NumberFormatting.string(actual))"
    }
}
