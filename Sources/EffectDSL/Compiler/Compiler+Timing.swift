import EffectsRegistry
import EffectsText

extension Compiler {
    /// The core timing function for `timing`, its arguments evaluated; `nil` after reporting why
    /// there is none (a bezier x outside 0...1, a step count below 1, a spring without mass, …).
    mutating func timingFunction(_ timing: IRTiming) -> TimingFunction? {
        do {
            return try TimingFunctionBuilder.make(timing, evaluator: &evaluator)
        } catch {
            // A named timing function used on many lines, or one in a loop, fails the same way at
            // each: one mistake, one error.
            if case .diagnostic(let diagnostic) = error, diagnostics.contains(diagnostic) { return nil }
            record(error, at: timing.range)
            return nil
        }
    }
}

/// Builds core timing functions from resolved ones.
enum TimingFunctionBuilder {
    static func make(_ timing: IRTiming, evaluator: inout Evaluator) throws(EvaluationError) -> TimingFunction
    {
        switch timing {
        case .named(let name, _):
            return TimingFunction.named(name.rawValue) ?? .linear
        case .cubicBezier(let arguments, let ranges, _):
            return try cubicBezier(arguments, ranges: ranges, of: timing, evaluator: &evaluator)
        case .steps(let count, let jump, let range):
            let number = try evaluator.number(count)
            guard number == number.rounded(), abs(number) < 1e9 else {
                throw evaluator.fail(.notWhole("the step count", NumberText.shortest(number)), range)
            }
            let position = StepPosition(name: jump.rawValue) ?? .jumpEnd
            do {
                return .steps(try Steps(count: Int(number), position: position))
            } catch {
                throw evaluator.fail(.timingInvalid(error.description), range)
            }
        case .linear(let stops, let range):
            var made: [LinearEasingStop] = []
            for stop in stops {
                let output = try evaluator.number(stop.output)
                var inputs: [Double] = []
                for input in stop.inputs { inputs.append(try evaluator.number(input)) }
                made.append(LinearEasingStop(output: output, inputs: inputs))
            }
            do {
                return .piecewiseLinear(try PiecewiseLinear(stops: made))
            } catch {
                throw evaluator.fail(.timingInvalid(error.description), range)
            }
        case .spring(let arguments, let range):
            return try spring(arguments, range: range, evaluator: &evaluator)
        case .springDuration(let duration, let bounce, let range):
            let seconds = try duration.map { (e) throws(EvaluationError) in try evaluator.number(e) } ?? 0.5
            let amount = try bounce.map { (e) throws(EvaluationError) in try evaluator.number(e) } ?? 0
            do {
                return .spring(try Spring(duration: seconds, bounce: amount))
            } catch {
                throw evaluator.fail(.timingInvalid(error.description), range)
            }
        }
    }

    /// `cubic-bezier(x1, y1, x2, y2)`: four numbers, with x1 and x2 in 0...1.
    private static func cubicBezier(
        _ arguments: [IRExpression], ranges: [Range<SourcePosition>], of timing: IRTiming,
        evaluator: inout Evaluator
    ) throws(EvaluationError) -> TimingFunction {
        guard arguments.count == 4 else {
            for argument in arguments { _ = try evaluator.number(argument) }
            throw .silent
        }
        let x1 = try evaluator.number(arguments[0])
        let y1 = try evaluator.number(arguments[1])
        let x2 = try evaluator.number(arguments[2])
        let y2 = try evaluator.number(arguments[3])
        if !(0...1).contains(x1) {
            throw evaluator.fail(.bezierXOutOfRange("x1", NumberText.shortest(x1)), ranges[0])
        }
        if !(0...1).contains(x2) {
            throw evaluator.fail(.bezierXOutOfRange("x2", NumberText.shortest(x2)), ranges[2])
        }
        do {
            return .cubicBezier(try CubicBezier(x1, y1, x2, y2))
        } catch {
            throw evaluator.fail(.timingInvalid(error.description), timing.range)
        }
    }

    /// `spring(mass, stiffness, damping, velocity)`, each defaulting as Core Animation's does.
    private static func spring(
        _ arguments: IRSpringArguments, range: Range<SourcePosition>, evaluator: inout Evaluator
    )
        throws(EvaluationError) -> TimingFunction
    {
        let mass = try arguments.mass.map { (e) throws(EvaluationError) in try evaluator.number(e) } ?? 1
        let stiffness =
            try arguments.stiffness.map { (e) throws(EvaluationError) in try evaluator.number(e) } ?? 100
        let damping =
            try arguments.damping.map { (e) throws(EvaluationError) in try evaluator.number(e) } ?? 10
        let velocity =
            try arguments.velocity.map { (e) throws(EvaluationError) in try evaluator.number(e) } ?? 0
        do {
            return .spring(
                try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        } catch {
            throw evaluator.fail(.timingInvalid(error.description), range)
        }
    }
}
