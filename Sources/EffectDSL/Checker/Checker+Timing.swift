extension Checker {
    /// The named timing functions by spelling: hashing once beats comparing against each name,
    /// and most keyframes of a file name one.
    static let namedTimings: [String: NamedTiming] = Dictionary(
        uniqueKeysWithValues: NamedTiming.allCases.map { ($0.rawValue, $0) })

    /// A timing function: a known name, or a function form with arguments of the right number and
    /// types.
    mutating func resolveTiming(_ syntax: TimingFunctionSyntax) -> IRTiming? {
        let name = syntax.name.text
        switch syntax.form {
        case .named:
            if let binding = lookup(name) {
                if case .timing(let index) = binding.kind {
                    return timings.indices.contains(index) ? timings[index] : nil
                }
                // A value spelt like a timing function (`let linear = 2`) does not hide the function.
                if Checker.namedTimings[name] == nil {
                    report(.valueUsedAsTiming(name, describe(binding)), at: syntax.name.range)
                    return nil
                }
            }
            guard let named = Checker.namedTimings[name] else {
                let candidates =
                    NamedTiming.allCases.map(\.rawValue) + ["cubic-bezier", "steps", "spring"]
                    + timingNamesInScope()
                report(.timingFunctionUnknown(name, candidates: candidates), at: syntax.name.range)
                return nil
            }
            return .named(named, syntax.range)
        case .cubicBezier(let arguments):
            guard arguments.count == 4 else {
                report(
                    .argumentCount(
                        name, expected: 4, got: arguments.count, signature: "cubic-bezier(x1, y1, x2, y2)"),
                    at: syntax.range)
                return nil
            }
            let values = arguments.map { resolve($0) }
            for value in values { requirePlain(value, "an argument of 'cubic-bezier'") }
            return .cubicBezier(values.map(\.expression), values.map(\.range), syntax.range)
        case .steps(let count, let position):
            guard let count else {
                report(
                    .argumentCount(name, expected: 1, got: 0, signature: "steps(n, jump-end)"),
                    at: syntax.range)
                return nil
            }
            let value = resolve(count)
            requirePlain(value, "the step count")
            var jump = StepJump.end
            if let position {
                guard let known = StepJump(rawValue: position.text) else {
                    report(
                        .wordUnknown("step position", position.text, candidates: StepJump.names),
                        at: position.range)
                    return nil
                }
                jump = known
            }
            return .steps(value.expression, jump, value.range)
        case .linear(let stops):
            return resolveLinear(stops, syntax.range)
        case .spring(let arguments):
            return resolveSpring(arguments, syntax.range)
        }
    }

    private mutating func resolveLinear(_ stops: [LinearStopSyntax], _ range: Range<SourcePosition>)
        -> IRTiming?
    {
        guard stops.count >= 2 else {
            report(.linearStopsTooFew, at: range)
            return nil
        }
        var result: [IRLinearStop] = []
        for stop in stops {
            let output = resolve(stop.output)
            requirePlain(output, "the output of a 'linear()' stop")
            if stop.inputs.count > 2 {
                report(.linearStopInputs, at: stop.inputs[2].range)
                return nil
            }
            let inputs = stop.inputs.map { resolve($0) }
            for input in inputs where input.type != .number(.percent) && input.type != .unknown {
                report(
                    .typeMismatch("an input of a 'linear()' stop", expected: "a percentage", got: input.type),
                    at: input.range)
            }
            result.append(IRLinearStop(output: output.expression, inputs: inputs.map(\.expression)))
        }
        return .linear(result, range)
    }

    private mutating func resolveSpring(_ arguments: [SpringArgumentSyntax], _ range: Range<SourcePosition>)
        -> IRTiming?
    {
        let physical = ["mass", "stiffness", "damping", "velocity"]
        let perceptual = ["duration", "bounce"]
        var values: [String: IRValue] = [:]
        var firstLabel: String?
        for argument in arguments {
            let label = argument.label.text
            guard physical.contains(label) || perceptual.contains(label) else {
                report(
                    .springLabelUnknown(label, candidates: physical + perceptual), at: argument.label.range)
                return nil
            }
            if let first = firstLabel, physical.contains(first) != physical.contains(label) {
                report(.springFormsMixed, at: argument.label.range)
                return nil
            }
            firstLabel = firstLabel ?? label
            if values[label] != nil {
                report(.optionDuplicate(label), at: argument.label.range)
                return nil
            }
            let value = resolve(argument.value)
            if label == "duration" {
                requireTime(value, "the duration of a spring")
            } else {
                requirePlain(value, "the \(label) of a spring")
            }
            values[label] = value
        }
        if let first = firstLabel, perceptual.contains(first) {
            return .springDuration(
                duration: values["duration"]?.expression, bounce: values["bounce"]?.expression, range)
        }
        return .spring(
            IRSpringArguments(
                mass: values["mass"]?.expression, stiffness: values["stiffness"]?.expression,
                damping: values["damping"]?.expression, velocity: values["velocity"]?.expression),
            range)
    }
}
