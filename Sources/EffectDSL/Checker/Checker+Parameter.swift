import EffectsRegistry
import EffectsText

extension Checker {
    /// Checks `param NAME = DEFAULT [in …] ["help"]`: a constant default within its range or choices.
    ///
    /// A parameter of the base effect with the same name gets a new default instead.
    mutating func checkParameter(_ syntax: ParameterSyntax, _ parameters: inout [IRParameter]) {
        constantOnly = true
        let value = resolve(syntax.defaultValue)
        var bounds: (IRValue, IRValue)?
        var choices: [Identifier]?
        switch syntax.constraint {
        case .range(let lower, let upper): bounds = (resolve(lower), resolve(upper))
        case .choices(let list): choices = list
        case nil: break
        }
        constantOnly = false
        if let baseName = Checker.baseParameter(like: syntax.name.text, among: parameters) {
            report(.parameterNewLikeBase(syntax.name.text, baseName), at: syntax.name.range)
            return declareInvalid(syntax.name)
        }
        guard let defaultValue = constantValue(value) else { return declareInvalid(syntax.name) }
        if let binding = lookup(syntax.name.text), case .parameter = binding.kind, binding.range == nil,
            let index = parameters.firstIndex(where: { $0.slot == binding.slot })
        {
            overrideDefault(&parameters[index], syntax, value, defaultValue)
            return
        }
        guard
            let descriptor = describe(
                syntax, type: value.type, defaultValue: defaultValue, bounds: bounds, choices: choices,
                baseParameters: parameters.filter { $0.range == nil }.map(\.descriptor.name))
        else { return declareInvalid(syntax.name) }
        let slot = newSlot(value.type)
        guard declare(syntax.name, Binding(kind: .parameter, slot: slot, range: syntax.name.range)) else {
            return
        }
        if case .choice(let list) = descriptor.kind { slotChoices[slot] = (descriptor.name, list) }
        parameters.append(
            IRParameter(descriptor: descriptor, slot: slot, type: value.type, range: syntax.name.range))
    }

    /// The base parameter whose name `name` misspells, when `name` is not a base parameter's: one
    /// edit away (a letter added, left out or changed, or two neighbours swapped), for names of four
    /// letters or more.
    ///
    /// In a derived effect `param NAME = VALUE` with a base parameter's name changes its default and
    /// any other name declares a new parameter, so a typo would silently declare one: such a name is
    /// an error, and a new parameter takes a name unlike the base's.
    static func baseParameter(like name: String, among parameters: [IRParameter]) -> String? {
        let inherited = parameters.filter { $0.range == nil }.map(\.descriptor.name)
        guard !inherited.contains(name) else { return nil }
        let spelled = Array(name.unicodeScalars)
        return inherited.first { candidate in
            let other = Array(candidate.unicodeScalars)
            return min(spelled.count, other.count) >= 4 && isOneEdit(spelled, other)
        }
    }

    /// Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    static func isOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        guard long.count - short.count <= 1 else { return false }
        guard let first = short.indices.first(where: { short[$0] != long[$0] }) else {
            return short.count != long.count
        }
        if short.count != long.count { return short[first...].elementsEqual(long[(first + 1)...]) }
        if short[(first + 1)...].elementsEqual(long[(first + 1)...]) { return true }
        return first + 1 < short.count && short[first] == long[first + 1] && short[first + 1] == long[first]
            && short[(first + 2)...].elementsEqual(long[(first + 2)...])
    }

    /// Declares a parameter whose declaration has an error as a value of unknown type, so that its
    /// uses are not reported once more as unknown names (the file does not load either way).
    private mutating func declareInvalid(_ name: Identifier) {
        guard lookup(name.text) == nil, !Checker.builtInNames.contains(name.text) else { return }
        _ = declare(name, Binding(kind: .value, slot: newSlot(.unknown), range: name.range))
    }

    /// The value of a constant expression, or `nil` after reporting why there is none.
    mutating func constantValue(_ value: IRValue) -> DSLValue? {
        do {
            return try Evaluator.constant(value.expression, limits: limits, file: source.name)
        } catch {
            if case .diagnostic(let diagnostic) = error, diagnostics.count <= limits.collectedErrors {
                diagnostics.append(diagnostic)
            }
            return nil
        }
    }

    private mutating func describe(
        _ syntax: ParameterSyntax, type: DSLType, defaultValue: DSLValue, bounds: (IRValue, IRValue)?,
        choices: [Identifier]?, baseParameters: [String]
    ) -> ParameterDescriptor? {
        let name = syntax.name.text
        let help = syntax.help ?? ""
        if type == .transform {
            report(.parameterTransform(name), at: syntax.defaultValue.range)
            return nil
        }
        if choices != nil && type != .string || bounds != nil && !type.isNumber {
            report(.parameterConstraintType(name, type), at: syntax.defaultValue.range)
            return nil
        }
        switch (type, defaultValue) {
        case (.number(let dimension), .number(let number)):
            var range: ClosedRange<Double>?
            if let (lower, upper) = bounds {
                guard let checked = checkRange(syntax, dimension, number, lower, upper) else { return nil }
                range = checked
            }
            let unit: String? = dimension == .time ? "s" : dimension == .angle ? "rad" : nil
            return ParameterDescriptor(
                name: name, kind: .number(range: range), defaultValue: .number(number), help: help, unit: unit
            )
        case (.vector(let count), .vector(let vector)):
            return ParameterDescriptor(
                name: name, kind: .vector(count: count), defaultValue: .vector(vector), help: help)
        case (.bool, .bool(let flag)):
            return ParameterDescriptor(name: name, kind: .bool, defaultValue: .bool(flag), help: help)
        case (.string, .string(let text)):
            guard let choices else {
                report(
                    .parameterNeedsChoices(name, baseParameters: baseParameters),
                    at: syntax.defaultValue.range)
                return nil
            }
            var seen: [String: Range<SourcePosition>] = [:]
            for choice in choices {
                if let first = seen[choice.text] {
                    report(
                        .choiceDuplicate(choice.text), at: choice.range,
                        notes: [DiagnosticNote("first listed here", at: first, in: source.name)])
                    return nil
                }
                seen[choice.text] = choice.range
            }
            let list = choices.map(\.text)
            guard list.contains(text) else {
                report(.parameterDefaultNotAChoice(name, text, choices: list), at: syntax.defaultValue.range)
                return nil
            }
            return ParameterDescriptor(
                name: name, kind: .choice(list), defaultValue: .choice(text), help: help)
        default:
            return nil
        }
    }

    private mutating func checkRange(
        _ syntax: ParameterSyntax, _ dimension: Dimension, _ number: Double, _ lower: IRValue,
        _ upper: IRValue
    ) -> ClosedRange<Double>? {
        for bound in [lower, upper] where Checker.unify(bound.type, .number(dimension)) == nil {
            report(
                .typeMismatch(
                    "a bound of '\(syntax.name.text)'", expected: DSLType.number(dimension).description,
                    got: bound.type), at: bound.range)
            return nil
        }
        guard case .number(let low) = constantValue(lower), case .number(let high) = constantValue(upper)
        else {
            return nil
        }
        guard low <= high else {
            report(
                .parameterRangeEmpty(NumberText.shortest(low), NumberText.shortest(high)),
                at: lower.range.through(upper.range))
            return nil
        }
        guard (low...high).contains(number) else {
            report(
                .parameterDefaultOutOfRange(
                    syntax.name.text, NumberText.shortest(number),
                    "\(NumberText.shortest(low))...\(NumberText.shortest(high))"),
                at: syntax.defaultValue.range)
            return nil
        }
        return low...high
    }

    /// A new default for a base effect's parameter: same kind, and a value the kind allows.
    private mutating func overrideDefault(
        _ parameter: inout IRParameter, _ syntax: ParameterSyntax, _ value: IRValue, _ defaultValue: DSLValue
    ) {
        let name = syntax.name.text
        if syntax.constraint != nil {
            report(.parameterOverrideConstraint(name), at: syntax.range)
        }
        guard let converted = Checker.parameterValue(defaultValue),
            Checker.unify(value.type, parameter.type) != nil
        else {
            report(.parameterOverrideType(name, expected: parameter.type, got: value.type), at: value.range)
            return
        }
        do {
            parameter.descriptor.defaultValue = try parameter.descriptor.validate(converted)
        } catch {
            report(.parameterOverrideInvalid(name, reason: error.description), at: value.range)
            return
        }
        if let help = syntax.help { parameter.descriptor.help = help }
    }
}
