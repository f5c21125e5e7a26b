extension SampleTable {
    /// The largest absolute difference between two tables of the same columns (nil when the columns
    /// or row counts differ): used by tests comparing a built-in with its DSL twin within 1e-9.
    ///
    /// Cells differ as ``difference(_:_:)`` says.
    public func maximumDifference(from other: SampleTable) -> Double? {
        guard columns == other.columns, rowCount == other.rowCount else { return nil }
        var largest = 0.0
        for (mine, theirs) in zip(values, other.values) where mine != theirs {
            largest = max(largest, SampleTable.difference(mine, theirs))
        }
        return largest
    }

    /// How far apart two cells are, the one measure every table comparison uses.
    ///
    /// Equal values, infinities included, differ by 0; NaN against NaN counts as equal, NaN against
    /// anything else (or infinities of opposite signs) as an infinite difference, so every tolerance
    /// check fails.
    public static func difference(_ a: Double, _ b: Double) -> Double {
        if a == b || (a.isNaN && b.isNaN) { return 0 }
        let difference = (a - b).magnitude
        return difference.isNaN ? .infinity : difference
    }
}
