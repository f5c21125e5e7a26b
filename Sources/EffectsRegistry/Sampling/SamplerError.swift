import EffectsText

/// Why a set of sample points cannot be produced.
public enum SamplerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A frame rate, step, count or time that is not usable (zero, negative or not finite).
    case invalidGrid(String)
    /// More rows (or cells, for a table held in memory) than the limit; nothing was allocated.
    case tooManySamples(requested: Double, limit: Int, unit: String)
    /// A sampled number that is not finite (the effect's numbers overflow, or divide by zero, at
    /// `time`); the table is refused rather than given an infinity or NaN.
    case nonFinite(column: String, time: Double)

    /// A lowercase message that says what is wrong.
    public var description: String {
        switch self {
        case .invalidGrid(let reason):
            return reason
        case .tooManySamples(let requested, let limit, let unit):
            let shown =
                requested.isFinite && requested < 1e15
                ? "\(Int(requested))" : "\(NumberText.shortest(requested))"
            return "\(shown) \(unit) requested; the limit is \(limit)"
        case .nonFinite(let column, let time):
            let what = column == "progress" ? "the progress" : "the value of \(column)"
            return
                "\(what) at t=\(NumberText.shortest(time)) is not a finite number (a division by zero or an overflow)"
        }
    }
}
