import EffectsRegistry

extension Checker {
    /// Resolves a transform list: each function's argument count and each argument's kind (a
    /// length, a factor or an angle).
    mutating func resolveTransformList(_ functions: [TransformFunctionSyntax]) -> (IRExpression, DSLType) {
        var resolved: [IRTransformFunction] = []
        resolved.reserveCapacity(functions.count)
        var valid = true
        for function in functions {
            guard let checked = resolveTransformFunction(function) else {
                valid = false
                continue
            }
            resolved.append(checked)
        }
        return (valid ? .transformList(resolved) : .invalid, .transform)
    }

    private mutating func resolveTransformFunction(_ syntax: TransformFunctionSyntax) -> IRTransformFunction?
    {
        guard let name = TransformFunctionName(rawValue: syntax.name.text) else { return nil }
        let (kinds, minimum) = name.parameters
        guard (minimum...kinds.count).contains(syntax.arguments.count) else {
            for argument in syntax.arguments { _ = resolve(argument) }
            report(
                .transformArgumentCount(
                    name.rawValue, minimum: minimum, maximum: kinds.count, got: syntax.arguments.count,
                    signature: name.signature),
                at: syntax.range)
            return nil
        }
        var arguments: [IRValue] = []
        var valid = true
        for (argument, kind) in zip(syntax.arguments, kinds) {
            // CSS's `perspective(none)`: no perspective, an infinite distance.
            if name == .perspective, case .name(let word) = argument, word.text == "none",
                lookup("none") == nil
            {
                arguments.append(
                    IRValue(
                        expression: .constant(.number(.infinity)), range: argument.range,
                        type: .number(.plain)))
                continue
            }
            let value = resolve(argument)
            let what = "the argument of '\(name.rawValue)'"
            if kind != .length, refusePixels(value, what, expected: kind == .angle ? "an angle" : "a number")
            {
                valid = false
                arguments.append(value)
                continue
            }
            switch (kind, value.type) {
            case (_, .unknown), (.length, .number(.plain)), (.factor, .number(.plain)),
                (.factor, .number(.percent)), (.angle, .number(.angle)), (.angle, .number(.plain)):
                break
            case (.length, .number(.percent)):
                report(.percentAsLength(what, Checker.percentText(value)), at: value.range)
                valid = false
            case (.length, _):
                report(.typeMismatch(what, expected: "a length", got: value.type), at: value.range)
                valid = false
            case (.factor, _):
                report(.typeMismatch(what, expected: "a number", got: value.type), at: value.range)
                valid = false
            case (.angle, _):
                report(.typeMismatch(what, expected: "an angle", got: value.type), at: value.range)
                valid = false
            }
            arguments.append(value)
        }
        guard valid else { return nil }
        return IRTransformFunction(name: name, arguments: arguments, range: syntax.range)
    }
}
