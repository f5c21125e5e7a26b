/// A CSS `linear(…)` easing function: straight lines through points.
///
/// Built from stops exactly as CSS Easing Level 2 says: a missing first input is 0, a missing last
/// input is the larger of 1 and the largest input before it, every input is raised to at least the
/// previous one, and runs of missing inputs are spread evenly between their neighbours.
public struct PiecewiseLinear: Hashable, Sendable {
    /// The resolved points, inputs in non-decreasing order; at least two.
    public let points: [LinearEasingPoint]

    /// The function for `stops`; throws for fewer than two stops, a stop with more than two inputs, or
    /// a number that is not finite.
    public init(stops: [LinearEasingStop]) throws(TimingFunctionError) {
        guard stops.count >= 2 else { throw .tooFewStops(stops.count) }
        for (index, stop) in stops.enumerated() {
            try TimingFunctionError.checkFinite(stop.output, "linear()", "stop \(index + 1) output")
            guard stop.inputs.count <= 2 else {
                throw .tooManyPercentages(stop: index + 1, count: stop.inputs.count)
            }
            for input in stop.inputs {
                try TimingFunctionError.checkFinite(input, "linear()", "stop \(index + 1) input")
            }
        }
        points = Self.resolve(stops)
    }

    /// The points for valid stops (CSS Easing Level 2, "create a linear easing function").
    static func resolve(_ stops: [LinearEasingStop]) -> [LinearEasingPoint] {
        var outputs: [Double] = []
        var inputs: [Double?] = []
        var largest = -Double.infinity
        for (index, stop) in stops.enumerated() {
            if !stop.inputs.isEmpty {
                for input in stop.inputs {
                    largest = max(input, largest)
                    outputs.append(stop.output)
                    inputs.append(largest)
                }
            } else if index == 0 {
                largest = 0
                outputs.append(stop.output)
                inputs.append(0)
            } else if index == stops.count - 1 {
                outputs.append(stop.output)
                inputs.append(max(1, largest))
            } else {
                outputs.append(stop.output)
                inputs.append(nil)
            }
        }
        // Runs of missing inputs: evenly spaced between the nearest known inputs on either side (the
        // first and last inputs are always known).
        var resolved: [Double] = inputs.map { $0 ?? 0 }
        var previousKnown = 0
        for index in inputs.indices where inputs[index] != nil {
            let gap = index - previousKnown
            if gap > 1 {
                let start = resolved[previousKnown]
                let end = resolved[index]
                for offset in 1..<gap {
                    resolved[previousKnown + offset] = start + (end - start) * Double(offset) / Double(gap)
                }
            }
            previousKnown = index
        }
        return zip(resolved, outputs).map { LinearEasingPoint(input: $0, output: $1) }
    }

    /// The output for `x` (CSS Easing Level 2, "calculate linear easing output progress"): on the
    /// segment that starts at the last point whose input is at most `x`, extended past both ends.
    public func value(at x: Double) -> Double {
        // Binary search for the first point whose input is greater than x.
        var low = 0
        var high = points.count
        while low < high {
            let middle = (low + high) / 2
            if points[middle].input <= x { low = middle + 1 } else { high = middle }
        }
        let startIndex = min(max(low - 1, 0), points.count - 2)
        let start = points[startIndex]
        let end = points[startIndex + 1]
        if start.input == end.input {
            return end.output
        }
        return start.output + (x - start.input) / (end.input - start.input) * (end.output - start.output)
    }
}
