extension TransitionEffect {
    /// The columns of `example` whose values the effect does not show: empty when the example holds.
    ///
    /// The timeline is built with the example's assignments (the other parameters at their
    /// defaults) and sampled once, at the example's moment; each expected value is compared with
    /// ``EffectExample/accepts(_:expected:)``. A column the timeline lacks is a mismatch without an
    /// actual value; the geometry columns (`fxctl sample --geometry`) are sampled when an example
    /// names one.
    public func mismatches(of example: EffectExample, context: EffectContext = EffectContext())
        throws(EffectError) -> [ExampleMismatch]
    {
        let timeline = try timeline(assignments: example.assignments, context: context)
        let table: SampleTable
        do {
            table = try Sampler.forColumns(example.expected.map(\.column), of: timeline).table(
                example.moment.grid)
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

extension Sampler {
    /// A sampler whose rows have `columns`: with the geometry columns when one of them is not a
    /// column of the timeline's plain rows (an example of projected corners, say).
    ///
    /// `plain`, when given, is the timeline's sampler without geometry, already compiled: it is
    /// returned when it has every column, so that examples sharing one timeline share its sampler.
    public static func forColumns(_ columns: [String], of timeline: Timeline, plain: Sampler? = nil)
        -> Sampler
    {
        let plain = plain ?? Sampler(timeline: timeline)
        let known = Set(plain.columnNames)
        guard columns.contains(where: { !known.contains($0) }) else { return plain }
        return Sampler(timeline: timeline, geometry: true)
    }
}
