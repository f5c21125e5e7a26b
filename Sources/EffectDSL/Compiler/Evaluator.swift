import EffectsRegistry

/// Evaluates resolved expressions against slot values and the effect context.
///
/// Counts its steps, so that functions calling functions cannot run for ever, and reports division
/// by zero and non-finite results where they arise.
struct Evaluator {
    var slots: [DSLValue]
    let functions: [IRFunction]
    let context: EffectContext
    let limits: DSLLimits
    /// The name of the file the expressions come from, for diagnostics.
    let file: String
    var steps = 0
    var callDepth = 0
    /// The layer whose statements run, which relative lengths (`%w`, `%h`) read; `nil` outside one.
    var layer: LayerSize?

    init(slotCount: Int, functions: [IRFunction], context: EffectContext, limits: DSLLimits, file: String) {
        self.slots = Array(repeating: .number(0), count: slotCount)
        self.functions = functions
        self.context = context
        self.limits = limits
        self.file = file
    }

    /// A constant expression's value (no slots, no context), or the error that stops it.
    static func constant(_ expression: IRExpression, limits: DSLLimits, file: String) throws(EvaluationError)
        -> DSLValue
    {
        var evaluator = Evaluator(
            slotCount: 0, functions: [], context: EffectContext(), limits: limits, file: file)
        return try evaluator.evaluate(expression)
    }

    func fail(_ message: DiagnosticMessage, _ range: Range<SourcePosition>) -> EvaluationError {
        .diagnostic(Diagnostic(message, at: range, in: file))
    }

    mutating func evaluate(_ expression: IRExpression) throws(EvaluationError) -> DSLValue {
        steps += 1
        if steps > limits.evaluationSteps { throw .tooManySteps }
        switch expression {
        case .constant(let value):
            return value
        case .slot(let slot):
            guard slot >= 0 && slot < slots.count else { throw .silent }
            return slots[slot]
        case .viewport(let isWidth):
            return .number(isWidth ? context.viewportWidth : context.viewportHeight)
        case .relative(let fraction, let length, let range):
            return .number(try relativeLength(fraction, length, range))
        case .vector(let elements):
            return .vector(try vector(elements))
        case .unary(let op, let operand, _):
            let value = try evaluate(operand)
            switch (op, value) {
            case (.negate, .number(let x)): return .number(-x)
            case (.negate, .vector(let v)): return .vector(v * -1)
            case (.not, .bool(let flag)): return .bool(!flag)
            default: throw .silent
            }
        case .binary(let op, let lhs, let rhs, let range):
            return try binary(op, lhs, rhs, range)
        case .conditional(let condition, let then, let otherwise):
            guard case .bool(let flag) = try evaluate(condition) else { throw .silent }
            return try evaluate(flag ? then : otherwise)
        case .component(let base, let index):
            guard case .vector(let vector) = try evaluate(base), index < vector.count else { throw .silent }
            return .number(vector[index])
        case .builtin(let function, let arguments, let range):
            var values: [DSLValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return try builtin(function, values, range)
        case .call(let index, let arguments, let range):
            return try call(index, arguments, range)
        case .transformList(let functions):
            return .transform(try transformList(functions))
        case .invalid:
            throw .silent
        }
    }

    /// A vector's value: its components evaluated in order, without a temporary array for the
    /// usual one to four of them.
    private mutating func vector(_ elements: [IRExpression]) throws(EvaluationError) -> Value {
        var components = (0.0, 0.0, 0.0, 0.0)
        for (index, element) in elements.enumerated() {
            let component = try number(element)
            switch index {
            case 0: components.0 = component
            case 1: components.1 = component
            case 2: components.2 = component
            case 3: components.3 = component
            default: break
            }
        }
        switch elements.count {
        case 1: return Value(components.0)
        case 2: return Value(components.0, components.1)
        case 3: return Value(components.0, components.1, components.2)
        case 4: return Value(components.0, components.1, components.2, components.3)
        default: throw .silent
        }
    }

    /// A number, or a silent stop for anything else (the checker reported the type).
    mutating func number(_ expression: IRExpression) throws(EvaluationError) -> Double {
        guard case .number(let value) = try evaluate(expression) else { throw .silent }
        return value
    }

    private mutating func call(_ index: Int, _ arguments: [IRExpression], _ range: Range<SourcePosition>)
        throws(EvaluationError) -> DSLValue
    {
        guard index >= 0 && index < functions.count else { throw .silent }
        let function = functions[index]
        var values: [DSLValue] = []
        for argument in arguments { values.append(try evaluate(argument)) }
        guard callDepth < limits.callDepth else { throw fail(.callsTooDeep(limit: limits.callDepth), range) }
        callDepth += 1
        defer { callDepth -= 1 }
        // Functions only call functions defined before them, so no call is active twice and the
        // argument slots can be saved and restored around the body.
        let saved = function.parameterSlots.map { slots[$0] }
        for (slot, value) in zip(function.parameterSlots, values) { slots[slot] = value }
        defer { for (slot, value) in zip(function.parameterSlots, saved) { slots[slot] = value } }
        return try evaluate(function.body)
    }
}
