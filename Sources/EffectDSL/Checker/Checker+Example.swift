import EffectsRegistry
import EffectsText

extension Checker {
    /// Checks `example "…" at MOMENT [where …] [within T] { COLUMN = VALUE … }`.
    ///
    /// The moment is a constant time or percentage, the parameters are the effect's with values
    /// they accept, the tolerance is 0 or more, and the columns are distinct with constant numbers.
    /// Whether the columns exist and the moment lies within the effect is known once the timeline
    /// is built (`ScriptedEffect+Examples.swift`).
    mutating func checkExample(_ syntax: ExampleSyntax, parameters: [IRParameter]) -> IRExample? {
        constantOnly = true
        constantExample = true
        defer {
            constantOnly = false
            constantExample = false
        }
        let moment = checkMoment(syntax.moment)
        var isValid = moment != nil
        let assignments = checkAssignments(syntax.assignments, parameters: parameters, isValid: &isValid)
        let tolerance = checkTolerance(syntax.tolerance, isValid: &isValid)
        let (expected, ranges) = checkExpectations(syntax.expectations, isValid: &isValid)
        if syntax.expectations.isEmpty {
            report(.exampleEmpty, at: syntax.keywordRange)
            isValid = false
        }
        guard isValid, let moment else { return nil }
        var parametersRange = syntax.keywordRange
        if let first = syntax.assignments.first, let last = syntax.assignments.last {
            parametersRange = first.name.range.through(last.value.range)
        }
        return IRExample(
            example: EffectExample(
                assignments, at: moment, expected: expected, tolerance: tolerance, note: syntax.note),
            momentRange: syntax.moment.range, columnRanges: ranges, parametersRange: parametersRange)
    }

    /// The example's tolerance (``EffectExample/defaultTolerance`` when none is written): a
    /// constant plain number, 0 or more; anything else clears `isValid`.
    private mutating func checkTolerance(_ written: ExpressionSyntax?, isValid: inout Bool) -> Double {
        guard let written else { return EffectExample.defaultTolerance }
        let value = resolve(written)
        requirePlain(value, "the example's tolerance")
        guard case .number(let number) = constantValue(value), value.type != .number(.time) else {
            isValid = false
            return EffectExample.defaultTolerance
        }
        if number < 0 {
            report(.optionNegative("the example's tolerance", NumberText.shortest(number)), at: value.range)
            isValid = false
        }
        return number
    }

    /// The expected value of each column, in order, with where each column is written: distinct
    /// columns with constant numbers; a line that breaks a rule clears `isValid`.
    private mutating func checkExpectations(_ lines: [ExampleSyntax.Expectation], isValid: inout Bool) -> (
        expected: [EffectExample.Expectation], ranges: [Range<SourcePosition>]
    ) {
        var expected: [EffectExample.Expectation] = []
        var ranges: [Range<SourcePosition>] = []
        var seen: [String: Range<SourcePosition>] = [:]
        for line in lines {
            guard let column = columnName(line) else {
                isValid = false
                continue
            }
            let value = resolve(line.value)
            guard value.type.isNumber else {
                report(
                    .typeMismatch("the value of '\(column)'", expected: "a number", got: value.type),
                    at: value.range)
                isValid = false
                continue
            }
            guard case .number(let number) = constantValue(value) else {
                isValid = false
                continue
            }
            if let first = seen[column] {
                reportRepeated(column, line.columnRange, first: first)
                isValid = false
                continue
            }
            seen[column] = line.columnRange
            expected.append(EffectExample.Expectation(column, number))
            ranges.append(line.columnRange)
        }
        return (expected, ranges)
    }

    /// `at 0.6s` is a time, `at 50%` a progress.
    private mutating func checkMoment(_ syntax: ExpressionSyntax) -> EffectExample.Moment? {
        let value = resolve(syntax)
        switch value.type {
        case .number(.time):
            guard case .number(let seconds) = constantValue(value) else { return nil }
            return .time(seconds)
        case .number(.percent):
            guard case .number(let fraction) = constantValue(value) else { return nil }
            return .progress(fraction)
        case .unknown:
            return nil
        default:
            report(
                .typeMismatch("the example's moment", expected: "a time or a percentage", got: value.type),
                at: value.range)
            return nil
        }
    }

    /// The assignments as text that binding reads back (`angle=0.3`), each checked against its
    /// parameter.
    private mutating func checkAssignments(
        _ syntax: [ExampleSyntax.Assignment], parameters: [IRParameter], isValid: inout Bool
    ) -> [String] {
        var assignments: [String] = []
        var seen: [String: Range<SourcePosition>] = [:]
        for assignment in syntax {
            let name = assignment.name.text
            let value = resolve(assignment.value)
            guard let parameter = parameters.first(where: { $0.descriptor.name == name }) else {
                report(
                    .exampleParameterUnknown(name, candidates: parameters.map(\.descriptor.name)),
                    at: assignment.name.range)
                isValid = false
                continue
            }
            if let first = seen[name] {
                reportRepeated(name, assignment.name.range, first: first)
                isValid = false
                continue
            }
            seen[name] = assignment.name.range
            // A percentage is a fraction, so it fits a plain number.
            let type = value.type == .number(.percent) ? .number(.plain) : value.type
            guard Checker.unify(type, parameter.type) != nil else {
                report(
                    .typeMismatch(
                        "the value of '\(name)'", expected: parameter.type.description, got: value.type),
                    at: value.range)
                isValid = false
                continue
            }
            guard let constant = constantValue(value), let converted = Checker.parameterValue(constant) else {
                isValid = false
                continue
            }
            do {
                let validated = try parameter.descriptor.validate(converted)
                assignments.append("\(name)=\(validated)")
            } catch {
                report(.exampleParameterInvalid(name, reason: error.description), at: value.range)
                isValid = false
            }
        }
        return assignments
    }

    /// `card[1].position.y` from its parts; `nil` after reporting an index that is not whole.
    private mutating func columnName(_ line: ExampleSyntax.Expectation) -> String? {
        var name = line.layer.text
        if let index = line.index {
            let value = resolve(index)
            requirePlain(value, "a layer index")
            guard case .number(let number) = constantValue(value) else { return nil }
            guard number == number.rounded(), abs(number) < 1e15 else {
                report(.notWhole("a layer index", NumberText.shortest(number)), at: value.range)
                return nil
            }
            name += "[\(Int64(number))]"
        }
        return name + "." + line.path.map(\.text).joined(separator: ".")
    }

    /// Why `name` cannot be read where only constants may stand: a parameter's default or an
    /// example.
    func notConstant(_ name: String) -> DiagnosticMessage {
        constantExample ? .exampleValueNotConstant(name) : .parameterDefaultNotConstant(name)
    }

    /// A constant as a parameter value: a string is a choice; a transform list is none (no
    /// parameter holds one).
    static func parameterValue(_ value: DSLValue) -> ParameterValue? {
        switch value {
        case .number(let number): return .number(number)
        case .vector(let vector): return .vector(vector)
        case .bool(let flag): return .bool(flag)
        case .string(let text): return .choice(text)
        case .transform: return nil
        }
    }
}
