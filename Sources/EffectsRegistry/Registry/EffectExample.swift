/// A documented moment of an effect: parameters, a time or progress, the values the effect shows
/// there, and a sentence saying what it shows.
///
/// Examples serve twice, as SwiftLint's rule examples do: `inspect` and the docs show them, and a
/// test samples every one of them, so the documentation cannot drift from the code. They belong to
/// the ``EffectDescriptor``, so that built-ins and `.fx` effects carry them alike.
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

        /// The one-row grid that samples this moment.
        public var grid: SampleGrid {
            switch self {
            case .time(let seconds): return .times([seconds])
            case .progress(let progress): return .progresses([progress])
            }
        }
    }

    /// The value one column must have.
    public struct Expectation: Hashable, Sendable {
        /// The column's name, such as `front.position.x` or `card[1].transform.scale`.
        public var column: String
        /// The value expected.
        public var value: Double

        /// An expectation.
        public init(_ column: String, _ value: Double) {
            self.column = column
            self.value = value
        }
    }

    /// The tolerance of an example that states none: values agree to 1e-9, relative to the
    /// expected value (absolute below 1).
    public static let defaultTolerance = 1e-9

    /// The parameter assignments, such as `["from=right"]`; the others keep their defaults.
    public var assignments: [String]
    /// When the values are taken.
    public var moment: Moment
    /// The expected value of each named column, in the order written.
    public var expected: [Expectation]
    /// How far a sampled value may be from its expected value, relative to it (absolute when the
    /// expected value is below 1 in magnitude): see ``accepts(_:expected:)``.
    public var tolerance: Double
    /// What the example shows and where in the seed it comes from.
    public var note: String

    /// An example whose expected values are written as a dictionary literal, in order.
    public init(
        _ assignments: [String] = [], at moment: Moment, expect expected: KeyValuePairs<String, Double>,
        tolerance: Double = EffectExample.defaultTolerance, _ note: String
    ) {
        self.init(
            assignments, at: moment, expected: expected.map { Expectation($0.key, $0.value) },
            tolerance: tolerance, note: note)
    }

    /// An example with labelled arguments and typed parameters: its sentence, the parameters that
    /// differ from their defaults, when, and the values expected by column, in order.
    ///
    /// ```swift
    /// EffectExample(
    ///     note: "it ends 80 points above the bottom edge", parameters: ["rise": 40],
    ///     at: .progress(1), expect: ["toast.position.y": 587])
    /// ```
    public init(
        note: String, parameters: KeyValuePairs<String, ParameterValue> = [:], at moment: Moment,
        expect expected: KeyValuePairs<String, Double>, tolerance: Double = EffectExample.defaultTolerance
    ) {
        self.init(
            parameters.map { "\($0.key)=\($0.value)" }, at: moment,
            expected: expected.map { Expectation($0.key, $0.value) }, tolerance: tolerance, note: note)
    }

    /// An example.
    public init(
        _ assignments: [String] = [], at moment: Moment, expected: [Expectation],
        tolerance: Double = EffectExample.defaultTolerance, note: String
    ) {
        self.assignments = assignments
        self.moment = moment
        self.expected = expected
        self.tolerance = tolerance
        self.note = note
    }

    /// Whether `actual` agrees with `expected`: `|actual − expected| ≤ tolerance · max(1, |expected|)`.
    public func accepts(_ actual: Double, expected: Double) -> Bool {
        abs(actual - expected) <= tolerance * max(1, abs(expected))
    }
}
