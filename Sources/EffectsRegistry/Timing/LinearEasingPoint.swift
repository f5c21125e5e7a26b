/// A resolved point of a CSS `linear(…)` function: where (`input`) it reaches which `output`.
public struct LinearEasingPoint: Hashable, Sendable {
    /// The input progress, never below the previous point's.
    public var input: Double
    /// The output progress.
    public var output: Double

    /// The point (input, output).
    public init(input: Double, output: Double) {
        self.input = input
        self.output = output
    }
}
