/// A timing function evaluated at a list of inputs: its output `y` at inputs `x` from 0 to 1, or
/// for a spring, which runs in seconds, at times `t` from 0 to its settling duration.
public struct TimingFunctionSamples: Hashable, Sendable {
    /// Which inputs to evaluate a function at.
    public enum Inputs: Hashable, Sendable {
        /// This many inputs evenly spaced from 0 to 1 (for a spring, from 0 to its settling
        /// duration), ends included; one input is 0.
        case evenlySpaced(Int)
        /// Exactly these inputs, as given (for a spring, in seconds).
        case at([Double])
    }

    /// The most inputs ``Inputs/evenlySpaced(_:)`` should ask for: a million rows of two numbers.
    public static let maximumCount = 1_000_000

    /// The input column's name: `x`, or `t` for a spring, whose input is seconds since it began.
    public var inputColumn: String
    /// The inputs, in order.
    public var inputs: [Double]
    /// The function's output at each input.
    public var outputs: [Double]

    /// The samples of `function` at `inputs`.
    public init(_ function: TimingFunction, inputs: Inputs) {
        var values: [Double]
        switch inputs {
        case .at(let given): values = given
        case .evenlySpaced(let count):
            values = (0..<max(count, 0)).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        }
        inputColumn = "x"
        if case .spring(let spring) = function {
            inputColumn = "t"
            // Evenly spaced inputs span the spring's settling, which runs in seconds.
            if case .evenlySpaced = inputs { values = values.map { $0 * spring.settlingDuration } }
        }
        self.inputs = values
        outputs = values.map { function.value(at: $0) }
    }

    /// The columns of the table: the input's and `y`.
    public var columns: [String] { [inputColumn, "y"] }
}
