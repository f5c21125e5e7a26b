extension Checker {
    mutating func resolveCall(
        _ name: Identifier, _ arguments: [ExpressionSyntax], _ range: Range<SourcePosition>
    ) -> (
        IRExpression, DSLType
    ) {
        let values = arguments.map { resolve($0) }
        if let binding = lookup(name.text) {
            guard case .function(let index) = binding.kind else {
                report(.nameNotAFunction(name.text), at: name.range)
                return (.invalid, .unknown)
            }
            return resolveFunctionCall(index, name, values, range)
        }
        guard let function = BuiltinFunction(rawValue: name.text) else {
            let builtIns =
                BuiltinFunction.allCases.map(\.rawValue) + TransformFunctionName.allCases.map(\.rawValue)
            let searched =
                reportsMore && suggestionsSearched < Checker.suggestionSearches
                && functions.count <= Checker.suggestionCandidates
            if searched { suggestionsSearched += 1 }
            report(
                .functionUnknown(name.text, candidates: builtIns + (searched ? functions.map(\.name) : [])),
                at: name.range)
            return (.invalid, .unknown)
        }
        guard values.count == function.arity else {
            report(
                .argumentCount(
                    name.text, expected: function.arity, got: values.count, signature: function.signature),
                at: range)
            return (.invalid, .unknown)
        }
        guard let type = builtinType(function, values) else { return (.invalid, .unknown) }
        return (.builtin(function, values.map(\.expression), range), type)
    }

    /// The result type of a built-in function, or `nil` after reporting a wrong argument.
    private mutating func builtinType(_ function: BuiltinFunction, _ values: [IRValue]) -> DSLType? {
        func require(_ value: IRValue, _ what: String, _ test: (DSLType) -> Bool) -> Bool {
            guard value.type == .unknown || test(value.type) else {
                report(
                    .typeMismatch("the argument of '\(function.rawValue)'", expected: what, got: value.type),
                    at: value.range)
                return false
            }
            return true
        }
        let isNumber: (DSLType) -> Bool = { if case .number = $0 { return true } else { return false } }
        let isPlain: (DSLType) -> Bool = { $0 == .number(.plain) || $0 == .number(.percent) }
        switch function {
        case .abs, .floor, .round:
            let isNumeric: (DSLType) -> Bool = {
                if case .vector = $0 { return true } else { return isNumber($0) }
            }
            return require(values[0], "a number or a vector", isNumeric) ? values[0].type : nil
        case .sqrt:
            return require(values[0], "a plain number", isPlain) ? .number(.plain) : nil
        case .sin, .cos:
            let isAngle: (DSLType) -> Bool = { $0 == .number(.angle) || $0 == .number(.plain) }
            return require(values[0], "an angle", isAngle) ? .number(.plain) : nil
        case .atan2, .min, .max, .clamp:
            guard values.allSatisfy({ require($0, "a number", isNumber) }) else { return nil }
            var type = DSLType.unknown
            for value in values {
                guard let unified = Checker.unify(type, value.type) else {
                    report(.operatorTypes(",", type, value.type), at: value.range)
                    return nil
                }
                type = unified
            }
            return function == .atan2 ? .number(.angle) : type
        case .lerp:
            guard require(values[2], "a number", isPlain) else { return nil }
            // Transform lists interpolate as tracks do, not through 'lerp'.
            for value in values.prefix(2) where value.type == .transform {
                report(
                    .typeMismatch(
                        "the argument of 'lerp'", expected: "a number or a vector", got: value.type),
                    at: value.range)
                return nil
            }
            guard let type = Checker.unify(values[0].type, values[1].type), type != .bool, type != .string
            else {
                report(
                    .branchTypesDiffer(values[0].type, values[1].type),
                    at: values[0].range.through(values[1].range))
                return nil
            }
            return type
        }
    }

    /// A call of a `let` function: the arity must match, and the body is typed with the arguments'
    /// types (once per list of types).
    private mutating func resolveFunctionCall(
        _ index: Int, _ name: Identifier, _ values: [IRValue], _ range: Range<SourcePosition>
    ) -> (IRExpression, DSLType) {
        let function = functions[index]
        guard values.count == function.parameterSlots.count else {
            let names = functionBodies[index].arguments.map(\.text).joined(separator: ", ")
            report(
                .argumentCount(
                    name.text, expected: function.parameterSlots.count, got: values.count,
                    signature: "\(name.text)(\(names))"),
                at: range)
            return (.invalid, .unknown)
        }
        let key = "\(index):" + values.map { "\($0.type)" }.joined(separator: ",")
        if let type = callTypes[key] {
            return (.call(index, values.map(\.expression), range), type)
        }
        let saved = (scopes, slotTypes)
        let definition = functionBodies[index]
        scopes = definition.scopes + [[:]]
        for (slot, value) in zip(function.parameterSlots, values) { slotTypes[slot] = value.type }
        for (argument, slot) in zip(definition.arguments, function.parameterSlots) {
            scopes[scopes.count - 1][argument.text] = Binding(
                kind: .argument, slot: slot, range: argument.range)
        }
        let (_, type) = resolveExpression(definition.body)
        (scopes, slotTypes) = saved
        callTypes[key] = type
        return (.call(index, values.map(\.expression), range), type)
    }
}
