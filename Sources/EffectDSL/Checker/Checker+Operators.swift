extension Checker {
    mutating func resolveBinary(
        _ op: BinaryOperator, _ lhsSyntax: ExpressionSyntax, _ rhsSyntax: ExpressionSyntax,
        _ range: Range<SourcePosition>
    ) -> (IRExpression, DSLType) {
        let lhs = resolve(lhsSyntax)
        let rhs = resolve(rhsSyntax)
        checkChoiceComparison(op, lhs, rhs)
        guard let type = Checker.binaryType(op, lhs.type, rhs.type) else {
            report(.operatorTypes(op.rawValue, lhs.type, rhs.type), at: range)
            return (.invalid, .unknown)
        }
        return (.binary(op, lhs.expression, rhs.expression, range), type)
    }

    /// The type of `lhs op rhs`, or `nil` when the operator does not apply to those types.
    static func binaryType(_ op: BinaryOperator, _ lhs: DSLType, _ rhs: DSLType) -> DSLType? {
        switch op {
        case .or, .and:
            return (lhs == .bool || lhs == .unknown) && (rhs == .bool || rhs == .unknown) ? .bool : nil
        case .equal, .notEqual:
            return unify(lhs, rhs) == nil ? nil : .bool
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard lhs.isNumber, rhs.isNumber, unify(lhs, rhs) != nil else { return nil }
            return .bool
        case .add, .subtract, .remainder:
            if lhs == .unknown || rhs == .unknown {
                return lhs.isNumber || rhs.isNumber || lhs == .unknown && rhs == .unknown
                    ? .unknown : unify(lhs, rhs)
            }
            if case .vector = lhs, op != .remainder { return lhs == rhs ? lhs : nil }
            guard lhs.isNumber, rhs.isNumber else { return nil }
            return unify(lhs, rhs)
        case .multiply:
            return product(lhs, rhs)
        case .divide:
            return quotient(lhs, rhs)
        }
    }

    private static func product(_ lhs: DSLType, _ rhs: DSLType) -> DSLType? {
        switch (lhs, rhs) {
        case (.unknown, .unknown), (.unknown, .number), (.number, .unknown): return .unknown
        case (.unknown, .vector), (.vector, .unknown): return lhs == .unknown ? rhs : lhs
        case (.vector, .number(let d)) where d != .time: return lhs
        case (.number(let d), .vector) where d != .time: return rhs
        case (.number(let a), .number(let b)):
            if a == .plain || a == .percent { return .number(b) }
            if b == .plain || b == .percent { return .number(a) }
            if a == .angle && b == .angle { return .number(.angle) }
            return nil
        default: return nil
        }
    }

    private static func quotient(_ lhs: DSLType, _ rhs: DSLType) -> DSLType? {
        switch (lhs, rhs) {
        case (.unknown, .number), (.number, .unknown), (.unknown, .unknown): return .unknown
        case (.vector, .unknown): return lhs
        case (.vector, .number(let d)) where d != .time: return lhs
        case (.number(let a), .number(let b)):
            if b == .plain || b == .percent { return .number(a) }
            if a == b { return .number(.plain) }
            if a == .plain && b == .angle { return .number(.plain) }
            return nil
        default: return nil
        }
    }

    /// `from == "lefft"` where `from` is a choice parameter: the string must be one of its choices.
    private mutating func checkChoiceComparison(_ op: BinaryOperator, _ lhs: IRValue, _ rhs: IRValue) {
        guard op == .equal || op == .notEqual else { return }
        for (side, other) in [(lhs, rhs), (rhs, lhs)] {
            guard case .slot(let slot) = side.expression, let choice = slotChoices[slot],
                case .constant(.string(let text)) = other.expression, !choice.choices.contains(text)
            else { continue }
            report(.choiceUnknown(text, parameter: choice.name, choices: choice.choices), at: other.range)
        }
    }
}
