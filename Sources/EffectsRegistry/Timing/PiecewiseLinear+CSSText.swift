extension PiecewiseLinear {
    /// `linear(…)` with one stop per point, leaving out every percentage the resolution rules would
    /// put back exactly (the first 0%, the last 100%, evenly spaced runs): `linear(0, 0.25 75%, 1)`.
    var cssText: String {
        // Start with every input written, then drop each one whose absence still resolves to the same
        // points. Dropping one input never changes the others, so one pass in order suffices.
        var stops = points.map { LinearEasingStop(output: $0.output, inputs: [$0.input]) }
        for index in stops.indices {
            let written = stops[index].inputs
            stops[index].inputs = []
            if Self.resolve(stops) != points {
                stops[index].inputs = written
            }
        }
        let texts = stops.map { stop in
            ([CSSNumber.text(stop.output)] + stop.inputs.map(CSSNumber.percentage)).joined(separator: " ")
        }
        return "linear(" + texts.joined(separator: ", ") + ")"
    }
}
