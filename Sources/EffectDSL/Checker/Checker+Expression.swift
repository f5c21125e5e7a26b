import EffectsRegistry
import EffectsText

extension Checker {
    /// Resolves and types an expression.
    mutating func resolve(_ syntax: ExpressionSyntax) -> IRValue {
        let (expression, type) = resolveExpression(syntax)
        return IRValue(expression: expression, range: syntax.range, type: type, pixels: syntax.pixelLiteral)
    }

    mutating func resolveExpression(_ syntax: ExpressionSyntax) -> (IRExpression, DSLType) {
        switch syntax {
        case .number(let literal):
            let value = Dimension.baseValue(literal.value, literal.unit)
            if let relative = literal.unit.relativeLength {
                // A share of a size is known only once the layer or viewport is: no constant.
                if constantOnly {
                    report(
                        notConstant(NumberText.shortest(literal.value) + relative.rawValue), at: literal.range
                    )
                    return (.invalid, .unknown)
                }
                return (.relative(value, relative, literal.range), .number(.plain))
            }
            return (.constant(.number(value)), .number(Dimension(literal.unit)))
        case .color(let value, _):
            return (.constant(.vector(value)), .vector(4))
        case .boolean(let flag, _):
            return (.constant(.bool(flag)), .bool)
        case .string(let text, _):
            return (.constant(.string(text)), .string)
        case .name(let name):
            return resolveName(name)
        case .vector(let elements, let range):
            return resolveVector(elements, range)
        case .parenthesized(let inner, _):
            return resolveExpression(inner)
        case .unary(let op, let operand, let range):
            return resolveUnary(op, operand, range)
        case .binary(let op, let lhs, let rhs, let range):
            return resolveBinary(op, lhs, rhs, range)
        case .conditional(let condition, let then, let otherwise):
            return resolveConditional(condition, then, otherwise)
        case .component(let base, let name):
            return resolveComponent(base, name)
        case .call(let name, let arguments, let range):
            return resolveCall(name, arguments, range)
        case .transformList(let functions, _):
            return resolveTransformList(functions)
        case .missing:
            return (.invalid, .unknown)
        }
    }

    private mutating func resolveName(_ name: Identifier) -> (IRExpression, DSLType) {
        if let binding = lookup(name.text) {
            if case .function = binding.kind {
                report(.functionNotCalled(name.text), at: name.range)
                return (.invalid, .unknown)
            }
            if case .timing = binding.kind {
                report(.timingUsedAsValue(name.text), at: name.range)
                return (.invalid, .unknown)
            }
            if constantOnly {
                report(notConstant(name.text), at: name.range)
                return (.invalid, .unknown)
            }
            if case .parameter = binding.kind { usedSlots.insert(binding.slot) }
            return (.slot(binding.slot), binding.slot < slotTypes.count ? slotTypes[binding.slot] : .unknown)
        }
        switch name.text {
        case "pi":
            return (.constant(.number(Double.pi)), .number(.plain))
        case "none":
            return (.transformList([]), .transform)
        case "width", "height":
            if constantOnly {
                report(notConstant(name.text), at: name.range)
                return (.invalid, .unknown)
            }
            return (.viewport(isWidth: name.text == "width"), .number(.plain))
        default:
            break
        }
        if BuiltinFunction(rawValue: name.text) != nil {
            report(.functionNotCalled(name.text), at: name.range)
            return (.invalid, .unknown)
        }
        if reportsMore {
            let candidates = namesForSuggestion()
            report(
                .nameUnknown(name.text, candidates: candidates, isKnown: { self.isKnownName($0) }),
                at: name.range)
        }
        return (.invalid, .unknown)
    }

    /// Whether `name` resolves to something, for the `a-b` hint.
    func isKnownName(_ name: String) -> Bool {
        lookup(name) != nil || ["width", "height", "pi", "none"].contains(name)
            || name.allSatisfy(\.isNumber)
    }

    private mutating func resolveVector(_ elements: [ExpressionSyntax], _ range: Range<SourcePosition>) -> (
        IRExpression, DSLType
    ) {
        var components: [IRExpression] = []
        components.reserveCapacity(elements.count)
        var valid = true
        for element in elements {
            let value = resolve(element)
            if !value.type.isScalarValue {
                report(
                    .typeMismatch("a vector component", expected: "a number", got: value.type),
                    at: value.range)
                valid = false
            }
            components.append(value.expression)
        }
        guard (2...4).contains(elements.count) else {
            report(.vectorSize(elements.count), at: range)
            return (.invalid, .unknown)
        }
        guard valid else { return (.invalid, .vector(elements.count)) }
        return (Checker.folded(components) ?? .vector(components), .vector(elements.count))
    }

    /// A vector of 2 to 4 constant numbers as one constant, the value the evaluator would build
    /// from it; `nil` when a component is not a constant number.
    private static func folded(_ components: [IRExpression]) -> IRExpression? {
        var numbers = (0.0, 0.0, 0.0, 0.0)
        for (index, component) in components.enumerated() {
            guard case .constant(.number(let number)) = component else { return nil }
            switch index {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            case 2: numbers.2 = number
            default: numbers.3 = number
            }
        }
        switch components.count {
        case 2: return .constant(.vector(Value(numbers.0, numbers.1)))
        case 3: return .constant(.vector(Value(numbers.0, numbers.1, numbers.2)))
        case 4: return .constant(.vector(Value(numbers.0, numbers.1, numbers.2, numbers.3)))
        default: return nil
        }
    }

    private mutating func resolveUnary(
        _ op: UnaryOperator, _ operand: ExpressionSyntax, _ range: Range<SourcePosition>
    )
        -> (IRExpression, DSLType)
    {
        let value = resolve(operand)
        let operatorRange = Range<SourcePosition>(start: range.start, end: operand.range.start)
        switch (op, value.type) {
        case (_, .unknown):
            return (.unary(op, value.expression, operatorRange), .unknown)
        case (.negate, .number):
            // `-12.5` is a constant: folded here (as the evaluator would negate it), it needs no
            // node of its own and costs nothing to evaluate.
            if case .constant(.number(let number)) = value.expression {
                return (.constant(.number(-number)), value.type)
            }
            return (.unary(op, value.expression, operatorRange), value.type)
        case (.negate, .vector), (.not, .bool):
            return (.unary(op, value.expression, operatorRange), value.type)
        default:
            report(.operandType(op.rawValue, got: value.type), at: range)
            return (.invalid, .unknown)
        }
    }

    private mutating func resolveConditional(
        _ condition: ExpressionSyntax, _ then: ExpressionSyntax, _ otherwise: ExpressionSyntax
    ) -> (IRExpression, DSLType) {
        let test = resolve(condition)
        let first = resolve(then)
        let second = resolve(otherwise)
        if test.type != .bool && test.type != .unknown {
            report(
                .typeMismatch("the condition of '?:'", expected: "a boolean", got: test.type), at: test.range)
        }
        guard let type = Checker.unify(first.type, second.type) else {
            report(.branchTypesDiffer(first.type, second.type), at: first.range.through(second.range))
            return (.invalid, .unknown)
        }
        return (.conditional(test.expression, first.expression, second.expression), type)
    }

    /// The type both branches fit, if any.
    static func unify(_ a: DSLType, _ b: DSLType) -> DSLType? {
        if a == .unknown { return b }
        if b == .unknown { return a }
        if case .number(let x) = a, case .number(let y) = b {
            return Checker.additive(x, y).map { .number($0) }
        }
        return a == b ? a : nil
    }

    /// The dimension of a sum: equal dimensions, or plain with angle (bare numbers are radians).
    static func additive(_ a: Dimension, _ b: Dimension) -> Dimension? {
        if a == b { return a }
        if (a == .plain && b == .angle) || (a == .angle && b == .plain) { return .angle }
        return nil
    }

    private mutating func resolveComponent(_ base: ExpressionSyntax, _ name: Identifier) -> (
        IRExpression, DSLType
    ) {
        let value = resolve(base)
        let index = ["x", "y", "z", "w"].firstIndex(of: name.text)
        switch value.type {
        case .unknown:
            return (.invalid, .unknown)
        case .vector(let count):
            guard let index, index < count else {
                report(.componentUnknown(name.text, of: value.type), at: name.range)
                return (.invalid, .unknown)
            }
            return (.component(value.expression, index), .number(.plain))
        default:
            report(.componentUnknown(name.text, of: value.type), at: name.range)
            return (.invalid, .unknown)
        }
    }
}
