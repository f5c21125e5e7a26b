import EffectsRegistry
import EffectsText

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
        // The examples at the defaults share one compiled timeline: compiling it is most of the
        // cost of checking an example, and every `fxctl` command pays it for every loaded file.
        let defaults = Defaults(
            timeline: timeline,
            sampler: program.examples.contains { $0.example.assignments.isEmpty }
                ? Sampler(timeline: timeline) : nil)
        for checked in program.examples {
            let found = effect.problems(of: checked, defaults: defaults)
            if found.isEmpty { examples.append(checked.example) }
            diagnostics += found
        }
        return (examples, diagnostics)
    }

    /// The base's examples that hold for this effect, with the base's defaults pinned.
    ///
    /// Examples pinned alike share one timeline and its sampler (a base's examples mostly differ
    /// only in their moment); the test is ``TransitionEffect/mismatches(of:context:)``'s.
    private func inherited(from base: EffectDescriptor) -> [EffectExample] {
        var samplers: [[String]: (timeline: Timeline, sampler: Sampler)?] = [:]
        return base.examples.compactMap { example in
            var pinned = example
            let named = Set(
                example.assignments.compactMap { $0.split(separator: "=").first.map(String.init) })
            for parameter in base.parameters where !named.contains(parameter.name) {
                guard descriptor.parameter(named: parameter.name)?.defaultValue != parameter.defaultValue
                else { continue }
                pinned.assignments.append("\(parameter.name)=\(parameter.defaultValue)")
            }
            let built: (timeline: Timeline, sampler: Sampler)?
            if let known = samplers[pinned.assignments] {
                built = known
            } else {
                built = (try? timeline(assignments: pinned.assignments)).map { ($0, Sampler(timeline: $0)) }
                samplers[pinned.assignments] = built
            }
            guard let built else { return nil }
            let sampler = Sampler.forColumns(
                pinned.expected.map(\.column), of: built.timeline, plain: built.sampler)
            guard Self.holds(pinned, in: sampler) else { return nil }
            return pinned
        }
    }

    /// Whether the sampler shows every value `example` expects, at its moment.
    private static func holds(_ example: EffectExample, in sampler: Sampler) -> Bool {
        guard let table = try? sampler.table(example.moment.grid) else { return false }
        return example.expected.allSatisfy { expectation in
            guard let actual = table.column(named: expectation.column)?.first else { return false }
            return example.accepts(actual, expected: expectation.value)
        }
    }

    /// The timeline at the default parameters, and its sampler when an example needs one.
    private struct Defaults {
        let timeline: Timeline
        let sampler: Sampler?
    }

    /// The errors of one of the effect's own examples: a timeline that does not build with its
    /// parameters, a moment outside it, columns it does not have, values it does not show.
    private func problems(of checked: IRExample, defaults: Defaults) -> [Diagnostic] {
        let file = program.source.name
        var timeline = defaults.timeline
        var sampler = defaults.sampler
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
            sampler = nil
        }
        var diagnostics: [Diagnostic] = []
        switch checked.example.moment {
        case .time(let seconds) where seconds < 0 || seconds > timeline.duration:
            let bounds = NumberText.seconds(0) + "..." + NumberText.seconds(timeline.duration, digits: 6)
            diagnostics.append(
                Diagnostic(
                    .exampleMomentOutOfRange(NumberText.seconds(seconds, digits: 6), effect: bounds),
                    at: checked.momentRange,
                    in: file))
        case .progress(let progress) where !(0...1).contains(progress):
            diagnostics.append(
                Diagnostic(
                    .exampleMomentOutOfRange(NumberText.percent(progress, digits: 4), effect: "0%...100%"),
                    at: checked.momentRange, in: file))
        default:
            break
        }
        let compiled = Sampler.forColumns(
            checked.example.expected.map(\.column), of: timeline, plain: sampler)
        let columns = compiled.columnNames
        let known = Set(columns)
        for (expectation, range) in zip(checked.example.expected, checked.columnRanges)
        where !known.contains(expectation.column) {
            diagnostics.append(
                Diagnostic(
                    .exampleColumnUnknown(expectation.column, candidates: columns), at: range, in: file))
        }
        guard diagnostics.isEmpty else { return diagnostics }
        return mismatches(of: checked, in: compiled)
    }

    /// One error per column whose sampled value is not the one the example expects, at its range.
    private func mismatches(of checked: IRExample, in sampler: Sampler) -> [Diagnostic] {
        let file = program.source.name
        let table: SampleTable
        do {
            table = try sampler.table(checked.example.moment.grid)
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
                        expectation.column, expected: NumberText.shortest(expectation.value),
                        actual: NumberText.shortest(actual)),
                    at: range, in: file))
        }
        return diagnostics
    }
}
