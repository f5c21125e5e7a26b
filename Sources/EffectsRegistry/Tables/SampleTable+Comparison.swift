extension SampleTable {
    /// The largest absolute difference between two tables of the same columns (nil when the columns
    /// or row counts differ): used by tests comparing a built-in with its DSL twin within 1e-9.
    ///
    /// Equal values, infinities included, differ by 0; NaN against NaN counts as equal, NaN against
    /// anything else as an infinite difference, so a tolerance check fails.
    public func maximumDifference(from other: SampleTable) -> Double? {
        guard columns == other.columns, rowCount == other.rowCount else { return nil }
        var largest = 0.0
        for (mine, theirs) in zip(values, other.values) where mine != theirs {
            if mine.isNaN && theirs.isNaN { continue }
            let difference = (mine - theirs).magnitude
            largest = max(largest, difference.isNaN ? .infinity : difference)
        }
        return largest
    }
}
