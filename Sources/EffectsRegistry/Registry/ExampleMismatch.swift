import EffectsText

/// A column of an example whose sampled value is not the one the example expects.
public struct ExampleMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The column's name.
    public var column: String
    /// The value the example expects.
    public var expected: Double
    /// The value sampled, or `nil` when the timeline has no such column.
    public var actual: Double?

    /// A mismatch.
    public init(column: String, expected: Double, actual: Double?) {
        self.column = column
        self.expected = expected
        self.actual = actual
    }

    /// `front.zPosition is 0.1, expected 0`, or `there is no column front.zPositon`.
    public var description: String {
        guard let actual else { return "there is no column \(column)" }
        return "\(column) is \(NumberText.shortest(actual)), expected \(NumberText.shortest(expected))"
    }
}
