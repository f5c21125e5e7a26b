import EffectsRegistry
import EffectsText
import Platform

extension Evaluator {
    mutating func binary(
        _ op: BinaryOperator, _ lhsExpression: IRExpression, _ rhsExpression: IRExpression,
        _ range: Range<SourcePosition>
    )
        throws(EvaluationError) -> DSLValue
    {
        let lhs = try evaluate(lhsExpression)
        switch (op, lhs) {
        case (.and, .bool(false)): return .bool(false)
        case (.or, .bool(true)): return .bool(true)
        default: break
        }
        let rhs = try evaluate(rhsExpression)
        let result: DSLValue
        switch (op, lhs, rhs) {
        case (.and, _, .bool(let flag)), (.or, _, .bool(let flag)):
            result = .bool(flag)
        case (.equal, _, _):
            result = .bool(lhs == rhs)
        case (.notEqual, _, _):
            result = .bool(lhs != rhs)
        case (.less, .number(let a), .number(let b)): result = .bool(a < b)
        case (.lessOrEqual, .number(let a), .number(let b)): result = .bool(a <= b)
        case (.greater, .number(let a), .number(let b)): result = .bool(a > b)
        case (.greaterOrEqual, .number(let a), .number(let b)): result = .bool(a >= b)
        case (.add, .number(let a), .number(let b)): result = .number(a + b)
        case (.subtract, .number(let a), .number(let b)): result = .number(a - b)
        case (.multiply, .number(let a), .number(let b)): result = .number(a * b)
        case (.divide, .number(let a), .number(let b)):
            guard b != 0 else { throw fail(.divisionByZero, range) }
            result = .number(a / b)
        case (.remainder, .number(let a), .number(let b)):
            guard b != 0 else { throw fail(.divisionByZero, range) }
            result = .number(a.truncatingRemainder(dividingBy: b))
        case (.add, .vector(let a), .vector(let b)) where a.count == b.count: result = .vector(a + b)
        case (.subtract, .vector(let a), .vector(let b)) where a.count == b.count: result = .vector(a - b)
        case (.multiply, .vector(let a), .number(let b)), (.multiply, .number(let b), .vector(let a)):
            result = .vector(a * b)
        case (.divide, .vector(let a), .number(let b)):
            guard b != 0 else { throw fail(.divisionByZero, range) }
            result = .vector(a * (1 / b))
        default:
            throw .silent
        }
        try requireFinite(result, op.rawValue, range)
        return result
    }

    /// `value`, unless a component is past ``Value/magnitudeLimit``: a property's value is refused
    /// where it is written rather than overflowing on its way to a matrix or an export.
    func bounded(_ value: Value, _ range: Range<SourcePosition>) throws(EvaluationError) -> Value {
        guard value.magnitude <= Value.magnitudeLimit else {
            throw fail(.valueOutOfRange(value.shortestText), range)
        }
        return value
    }

    /// Reports a NaN or infinite result where it arose.
    func requireFinite(_ value: DSLValue, _ what: String, _ range: Range<SourcePosition>)
        throws(EvaluationError)
    {
        switch value {
        case .number(let x) where !x.isFinite: throw fail(.nonFinite("'\(what)'"), range)
        case .vector(let v) where !v.isFinite: throw fail(.nonFinite("'\(what)'"), range)
        default: return
        }
    }

    mutating func builtin(_ function: BuiltinFunction, _ values: [DSLValue], _ range: Range<SourcePosition>)
        throws(EvaluationError) -> DSLValue
    {
        let result: DSLValue
        switch (function, values.first) {
        case (.abs, .vector(let v)): result = .vector(map(v) { Swift.abs($0) })
        case (.floor, .vector(let v)): result = .vector(map(v) { $0.rounded(.down) })
        case (.round, .vector(let v)): result = .vector(map(v) { $0.rounded() })
        default:
            result = try scalarBuiltin(function, values, range)
        }
        try requireFinite(result, function.rawValue, range)
        return result
    }

    private func map(_ value: Value, _ transform: (Double) -> Double) -> Value {
        Value(components: value.components.map(transform)) ?? value
    }

    private func scalarBuiltin(
        _ function: BuiltinFunction, _ values: [DSLValue], _ range: Range<SourcePosition>
    )
        throws(EvaluationError) -> DSLValue
    {
        if function == .lerp, values.count == 3, case .vector(let a) = values[0],
            case .vector(let b) = values[1],
            case .number(let t) = values[2]
        {
            return .vector(a.interpolated(to: b, amount: t))
        }
        var numbers: [Double] = []
        for value in values {
            guard case .number(let x) = value else { throw .silent }
            numbers.append(x)
        }
        guard numbers.count == function.arity else { throw .silent }
        switch function {
        case .abs: return .number(Swift.abs(numbers[0]))
        case .floor: return .number(numbers[0].rounded(.down))
        case .round: return .number(numbers[0].rounded())
        case .sqrt:
            guard numbers[0] >= 0 else { throw fail(.sqrtOfNegative(NumberText.shortest(numbers[0])), range) }
            return .number(numbers[0].squareRoot())
        case .sin: return .number(Math.sin(numbers[0]))
        case .cos: return .number(Math.cos(numbers[0]))
        case .atan2: return .number(Math.atan2(numbers[0], numbers[1]))
        case .min: return .number(Swift.min(numbers[0], numbers[1]))
        case .max: return .number(Swift.max(numbers[0], numbers[1]))
        case .clamp: return .number(Swift.min(Swift.max(numbers[0], numbers[1]), numbers[2]))
        case .lerp: return .number(numbers[0] + (numbers[1] - numbers[0]) * numbers[2])
        }
    }
}
