import EffectsRegistry
import EffectsText

extension Checker {
    /// Checks one effect: the base's parameters come first in scope, then the effect's own
    /// statements in order.
    static func check(
        _ effect: EffectSyntax, source: SourceFile, base: (any TransitionEffect)?, limits: DSLLimits
    ) -> (EffectProgram, [Diagnostic]) {
        var checker = Checker(source: source, limits: limits)
        let program = checker.checkEffect(effect, base: base)
        return (program, checker.diagnostics)
    }

    private mutating func checkEffect(_ effect: EffectSyntax, base: (any TransitionEffect)?) -> EffectProgram
    {
        var parameters: [IRParameter] = []
        if let base { inherit(base.descriptor.parameters, into: &parameters) }
        var clauses = EffectClauses()
        for statement in effect.body { checkClause(statement, into: &clauses, parameters: &parameters) }
        warnAboutAnchorPoints(clauses.statements, baseLayers: base?.descriptor.layerNames ?? [])
        // Checked after every parameter is declared, wherever the examples stand.
        let examples = clauses.examples
        if examples.count > limits.examples {
            report(.examplesTooMany(limit: limits.examples), at: examples[limits.examples].keywordRange)
        }
        let checkedExamples = examples.prefix(limits.examples).compactMap {
            checkExample($0, parameters: parameters)
        }
        for parameter in parameters {
            guard let range = parameter.range, !usedSlots.contains(parameter.slot) else { continue }
            report(.parameterUnused(parameter.descriptor.name), at: range)
        }
        return EffectProgram(
            name: effect.name, summary: clauses.summary?.text ?? "", parameters: parameters,
            duration: clauses.duration?.value, perspective: clauses.perspective?.value,
            drive: clauses.drive?.value ?? base?.descriptor.drive ?? .time, timing: clauses.timing?.function,
            statements: clauses.statements, functions: functions, slotCount: slotTypes.count,
            examples: checkedExamples, base: base, source: source)
    }

    /// What an effect's body gathers as it is checked: its once-only clauses with where each was
    /// given, its statements and its examples (checked once every parameter is known).
    struct EffectClauses {
        var summary: SummarySyntax?
        var duration: (value: IRValue, range: Range<SourcePosition>)?
        var timing: (function: IRTiming, range: Range<SourcePosition>)?
        var drive: (value: EffectDrive, range: Range<SourcePosition>)?
        var perspective: (value: IRValue, range: Range<SourcePosition>)?
        var statements: [IRStatement] = []
        var examples: [ExampleSyntax] = []
    }

    /// Checks one statement of an effect's body into `clauses`; a once-only clause given again is
    /// reported at its second place, with a note at the first.
    private mutating func checkClause(
        _ statement: StatementSyntax, into clauses: inout EffectClauses, parameters: inout [IRParameter]
    ) {
        switch statement {
        case .summary(let node):
            if let first = clauses.summary {
                reportRepeated("summary", node.range, first: first.range)
            } else {
                clauses.summary = node
            }
        case .parameter(let node):
            checkParameter(node, &parameters)
        case .duration(let node):
            let value = resolve(node.value)
            requireTime(value, "the effect's duration")
            if let first = clauses.duration {
                reportRepeated("duration", node.range, first: first.range)
            } else {
                clauses.duration = (value, node.range)
            }
        case .timing(let node):
            let function = resolveTiming(node.function)
            if let first = clauses.timing {
                reportRepeated("timing", node.range, first: first.range)
            } else if let function {
                clauses.timing = (function, node.range)
            }
        case .drive(let node):
            guard let value = EffectDrive(rawValue: node.word.text) else {
                report(
                    .wordUnknown("drive", node.word.text, candidates: ["time", "progress"]),
                    at: node.word.range)
                return
            }
            if let first = clauses.drive {
                reportRepeated("drive", node.range, first: first.range)
            } else {
                clauses.drive = (value, node.range)
            }
        case .perspective(let node):
            let value = resolve(node.value)
            requireLength(value, "the perspective")
            if let first = clauses.perspective {
                reportRepeated("perspective", node.range, first: first.range)
            } else {
                clauses.perspective = (value, node.range)
            }
        case .example(let node):
            clauses.examples.append(node)
        default:
            if let checked = checkStatement(statement, topLevel: true) { clauses.statements.append(checked) }
        }
    }

    mutating func reportRepeated(_ word: String, _ range: Range<SourcePosition>, first: Range<SourcePosition>)
    {
        report(
            .optionDuplicate(word), at: range,
            notes: [DiagnosticNote("first given here", at: first, in: source.name)])
    }

    /// A base effect's parameters, in scope under their names (without a place: they are not in
    /// this file).
    private mutating func inherit(_ descriptors: [ParameterDescriptor], into parameters: inout [IRParameter])
    {
        for descriptor in descriptors where lookup(descriptor.name) == nil {
            let type = Checker.type(of: descriptor)
            let slot = newSlot(type)
            scopes[0][descriptor.name] = Binding(kind: .parameter, slot: slot, range: nil)
            if case .choice(let choices) = descriptor.kind { slotChoices[slot] = (descriptor.name, choices) }
            usedSlots.insert(slot)
            parameters.append(IRParameter(descriptor: descriptor, slot: slot, type: type, range: nil))
        }
    }

    /// The static type of a parameter declared in Swift, from its kind and unit.
    static func type(of descriptor: ParameterDescriptor) -> DSLType {
        switch descriptor.kind {
        case .number, .integer:
            switch descriptor.unit {
            case "s": return .number(.time)
            case "rad": return .number(.angle)
            default: return .number(.plain)
            }
        case .vector(let count): return .vector(count)
        case .bool: return .bool
        case .choice: return .string
        }
    }

    /// Reports a value that is not a time.
    mutating func requireTime(_ value: IRValue, _ what: String) {
        guard value.type != .unknown && value.type != .number(.time) else { return }
        report(.typeMismatch(what, expected: "a time", got: value.type), at: value.range)
    }

    /// Reports a value that is not a length: a plain number (points, or a relative length); a bare
    /// percentage is refused with the spellings of a share of a size.
    mutating func requireLength(_ value: IRValue, _ what: String) {
        switch value.type {
        case .unknown, .number(.plain): return
        case .number(.percent):
            report(.percentAsLength(what, Checker.percentText(value)), at: value.range)
        default: report(.typeMismatch(what, expected: "a length", got: value.type), at: value.range)
        }
    }

    /// A percentage as written, for the message and the hint that respells it: `-100` for
    /// `-100%`; `nil` when the value is not a constant.
    static func percentText(_ value: IRValue) -> String? {
        guard case .constant(.number(let fraction)) = value.expression else { return nil }
        return NumberText.shortest(fraction * 100)
    }

    /// Reports a value that is not a plain number (or a percentage, which is a fraction).
    mutating func requirePlain(_ value: IRValue, _ what: String) {
        guard !refusePixels(value, what, expected: "a number") else { return }
        switch value.type {
        case .unknown, .number(.plain), .number(.percent): return
        default: report(.typeMismatch(what, expected: "a number", got: value.type), at: value.range)
        }
    }

    /// Reports a `px` length where `expected` (an angle, a number) is due; whether it did.
    mutating func refusePixels(_ value: IRValue, _ what: String, expected: String) -> Bool {
        guard let literal = value.pixels else { return false }
        report(
            .pxOnNonLength(what, expected: expected, written: NumberText.shortest(literal.value) + "px"),
            at: literal.range)
        return true
    }
}
