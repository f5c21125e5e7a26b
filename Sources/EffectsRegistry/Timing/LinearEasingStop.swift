/// One stop of a CSS `linear(…)` function as written: an output and zero, one or two inputs.
public struct LinearEasingStop: Hashable, Sendable {
    /// The output progress at this stop.
    public var output: Double
    /// The stop's inputs as fractions (75% is 0.75): none to be placed automatically, one, or two to
    /// hold `output` from the first to the second.
    public var inputs: [Double]

    /// A stop with its inputs given as fractions.
    public init(output: Double, inputs: [Double] = []) {
        self.output = output
        self.inputs = inputs
    }

    /// A stop with its inputs given as percentages, each read as `percentage / 100` (the reading
    /// `cssText` relies on to print inputs that read back exactly).
    public init(output: Double, percentages: [Double]) {
        self.init(output: output, inputs: percentages.map { $0 / 100 })
    }
}
