import EffectsRegistry

/// A documented moment of a built-in effect: parameters, a time or progress, and the values its
/// seed gives there.
///
/// Examples serve twice, as SwiftLint's rule examples do: `inspect` and the docs show them, and a
/// test samples every one of them, so the documentation cannot drift from the code.
public struct EffectExample: Hashable, Sendable {
    /// When an example is taken: seconds into the timeline, or a progress in `0...1`.
    public enum Moment: Hashable, Sendable {
        /// Seconds from the start.
        case time(Double)
        /// A progress; the time is `progress · duration`.
        case progress(Double)

        /// The moment in seconds for a timeline of `duration` seconds.
        public func seconds(duration: Double) -> Double {
            switch self {
            case .time(let seconds): return seconds
            case .progress(let progress): return progress * duration
            }
        }
    }

    /// The parameter assignments, such as `["from=right"]`; the others keep their defaults.
    public var assignments: [String]
    /// When the values are taken.
    public var moment: Moment
    /// The expected value of each named column, such as `"outgoing.position.x": 375`.
    public var expected: [String: Double]
    /// What the example shows and where in the seed it comes from.
    public var note: String

    /// An example.
    public init(
        _ assignments: [String] = [], at moment: Moment, expect expected: [String: Double], _ note: String
    ) {
        self.assignments = assignments
        self.moment = moment
        self.expected = expected
        self.note = note
    }
}
