import EffectsRegistry

extension ScriptedEffect {
    /// The examples of an effect that built with its defaults, and the errors of its own: the
    /// base's examples that still hold, then the effect's own in order.
    ///
    /// Each own example's timeline is built with its parameters (the defaults' is `timeline`): its
    /// columns must be columns of that timeline and its moment must lie within it. A base example
    /// is inherited with the base parameters whose default the effect changes pinned to the base's
    /// defaults, and only when the effect still shows its values (a new duration or timing, or
    /// animations added to a base layer, change them).
    static func examples(
        of program: EffectProgram, descriptor: EffectDescriptor, timeline: Timeline, limits: DSLLimits
    ) -> (examples: [EffectExample], diagnostics: [Diagnostic]) {
        let effect = ScriptedEffect(descriptor: descriptor, warnings: [], program: program, limits: limits)
        var examples = program.base.map { effect.inherited(from: $0.descriptor) } ?? []
        var diagnostics: [Diagnostic] = []
        for checked in program.examples {
            let found = effect.problems(of: checked, defaultTimeline: timeline)
            if found.isEmpty { examples.append(checked.example) }
            diagnostics += found
        }
        return (examples, diagnostics)
    }

    /// The base's examples that hold for this effect, with the base's defaults pinned.
    private func inherited(from base: EffectDescriptor) -> [EffectExample] {
        base.examples.compactMap { example in
            var pinned = example
            let named = Set(
                example.assignments.compactMap { $0.split(separator: "=").first.map(String.init) })
            for parameter in base.parameters where !named.contains(parameter.name) {
                guard descriptor.parameter(named: parameter.name)?.defaultValue != parameter.defaultValue
                else { continue }
                pinned.assignments.append("\(parameter.name)=\(parameter.defaultValue)")
            }
            guard (try? mismatches(of: pinned))?.isEmpty == true else { return nil }
            return pinned
        }
    }

    /// The errors of one of the effect's own examples: a timeline that does not build with its
    /// parameters, a moment outside it, columns it does not have, values it does not show.
    private func problems(of checked: IRExample, defaultTimeline: Timeline) -> [Diagnostic] {
        let file = program.source.name
        var timeline = defaultTimeline
        if !checked.example.assignments.isEmpty {
            let built: Timeline?
            let found: [Diagnostic]
            var reason = "the parameters do not bind"
            do {
                (built, found) = Compiler.compile(
                    program, parameters: try descriptor.bind(checked.example.assignments),
                    context: EffectContext(), limits: limits, collectsWarnings: false)
            } catch {
                reason = String(describing: error)
                (built, found) = (nil, [])
            }
            guard let built else {
                reason = found.first(where: \.isError)?.message ?? reason
                return [Diagnostic(.exampleBuildFailed(reason), at: checked.parametersRange, in: file)]
            }
            timeline = built
        }
        var diagnostics: [Diagnostic] = []
        switch checked.example.moment {
        case .time(let seconds) where seconds < 0 || seconds > timeline.duration:
            let bounds = "0s..." + DSLFormat.seconds(timeline.duration)
            diagnostics.append(
                Diagnostic(
                    .exampleMomentOutOfRange(DSLFormat.seconds(seconds), effect: bounds),
                    at: checked.momentRange,
                    in: file))
        case .progress(let progress) where !(0...1).contains(progress):
            diagnostics.append(
                Diagnostic(
                    .exampleMomentOutOfRange(DSLFormat.percent(progress), effect: "0%...100%"),
                    at: checked.momentRange, in: file))
        default:
            break
        }
        let columns = Sampler.forColumns(checked.example.expected.map(\.column), of: timeline).columnNames
        let known = Set(columns)
        for (expectation, range) in zip(checked.example.expected, checked.columnRanges)
        where !known.contains(expectation.column) {
            diagnostics.append(
                Diagnostic(
                    .exampleColumnUnknown(expectation.column, candidates: columns), at: range, in: file))
        }
        guard diagnostics.isEmpty else { return diagnostics }
        return mismatches(of: checked, in: timeline)
    }

    /// One error per column whose sampled value is not the one the example expects, at its range.
    private func mismatches(of checked: IRExample, in timeline: Timeline) -> [Diagnostic] {
        let file = program.source.name
        let table: SampleTable
        do {
            table = try Sampler.forColumns(checked.example.expected.map(\.column), of: timeline).table(
                checked.example.moment.grid)
        } catch {
            return [Diagnostic(.exampleBuildFailed(error.description), at: checked.momentRange, in: file)]
        }
        var diagnostics: [Diagnostic] = []
        for (expectation, range) in zip(checked.example.expected, checked.columnRanges) {
            guard let actual = table.column(named: expectation.column)?.first,
                !checked.example.accepts(actual, expected: expectation.value)
            else { continue }
            diagnostics.append(
                Diagnostic(
                    .exampleValueMismatch(
                        expectation.column, expected: DSLFormat.number(expectation.value),
                        actual: DSLFormat.number(actual)),
                    at: range, in: file))
        }
        return diagnostics
    }
}
