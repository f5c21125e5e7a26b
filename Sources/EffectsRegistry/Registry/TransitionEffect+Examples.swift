extension TransitionEffect {
    /// The columns of `example` whose values the effect does not show: empty when the example holds.
    ///
    /// The timeline is built with the example's assignments (the other parameters at their
    /// defaults) and sampled once, at the example's moment; each expected value is compared with
    /// ``EffectExample/accepts(_:expected:)``. A column the timeline lacks is a mismatch without an
    /// actual value.
    public func mismatches(of example: EffectExample, context: EffectContext = EffectContext())
        throws(EffectError) -> [ExampleMismatch]
    {
        let timeline = try timeline(assignments: example.assignments, context: context)
        let table: SampleTable
        do {
            table = try Sampler(timeline: timeline).table(example.moment.grid)
        } catch {
            throw .failed(error.description)
        }
        var mismatches: [ExampleMismatch] = []
        for expectation in example.expected {
            let actual = table.column(named: expectation.column)?.first
            if let actual, example.accepts(actual, expected: expectation.value) { continue }
            mismatches.append(
                ExampleMismatch(column: expectation.column, expected: expectation.value, actual: actual))
        }
        return mismatches
    }
}
