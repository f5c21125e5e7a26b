import EffectsRegistry

extension Checker {
    /// The statements of a block, in a scope of their own.
    mutating func checkBlock(_ body: [StatementSyntax]) -> [IRStatement] {
        inScope { checker in body.compactMap { checker.checkStatement($0, topLevel: false) } }
    }

    /// One statement of a layer, group, loop or branch (or an effect's layers, loops, branches and
    /// `let`s); `nil` for a function definition or after an error.
    mutating func checkStatement(_ statement: StatementSyntax, topLevel: Bool) -> IRStatement? {
        switch statement {
        case .summary(let node):
            report(.statementNotTopLevel("summary"), at: node.range)
        case .parameter(let node):
            report(.statementNotTopLevel("param"), at: node.range)
        case .duration(let node):
            report(.statementNotTopLevel("duration"), at: node.range)
        case .timing(let node):
            report(.statementNotTopLevel("timing"), at: node.range)
        case .drive(let node):
            report(.statementNotTopLevel("drive"), at: node.range)
        case .perspective(let node):
            report(.statementNotTopLevel("perspective"), at: node.range)
        case .example(let node):
            report(.statementNotTopLevel("example"), at: node.range)
        case .letBinding(let node):
            return checkLet(node)
        case .timingBinding(let node):
            let function = resolveTiming(node.function)
            declareTiming(node.name, function)
        case .layer(let node):
            return checkLayer(node)
        case .forLoop(let node):
            return checkLoop(node)
        case .ifElse(let node):
            return checkBranch(node)
        case .set(let node) where node.keyPath.text == Checker.originKeyPath:
            return .origin(resolveOrigin(node.value), node.range)
        case .set(let node):
            return checkSet(node)
        case .animate(let node):
            return checkAnimate(node)
        case .group(let node):
            let options = resolveOptions(node.options, onGroup: true)
            let body = checkBlock(node.body)
            return .group(IRGroup(options: options, body: body, range: node.range))
        }
        return nil
    }

    /// `layer NAME[INDEX] { … }`: a plain index, and the body in a scope of its own.
    private mutating func checkLayer(_ node: LayerSyntax) -> IRStatement {
        var index: IRValue?
        if let syntax = node.index {
            let value = resolve(syntax)
            requirePlain(value, "a layer index")
            index = value
        }
        let body = checkBlock(node.body)
        return .layer(IRLayer(name: node.name, index: index, body: body, range: node.range))
    }

    /// `if CONDITION { … } else { … }`: a boolean condition, and each branch in a scope of its own.
    private mutating func checkBranch(_ node: IfSyntax) -> IRStatement {
        let condition = resolve(node.condition)
        if condition.type != .bool && condition.type != .unknown {
            report(
                .typeMismatch("the condition of 'if'", expected: "a boolean", got: condition.type),
                at: condition.range)
        }
        let body = checkBlock(node.body)
        let elseBody = node.elseBody.map { checkBlock($0) } ?? []
        return .branch(condition, body, elseBody)
    }

    /// `set KEYPATH = VALUE`: a key path that exists and a value it accepts; `nil` for an unknown
    /// key path (whose value is still checked, for its own mistakes).
    private mutating func checkSet(_ node: SetSyntax) -> IRStatement? {
        guard let target = resolveKeyPath(node.keyPath) else {
            _ = resolve(node.value)
            return nil
        }
        let value = resolve(node.value)
        requireValue(value, for: target, node.keyPath.text)
        return .set(IRSet(target: target, value: value, range: node.range))
    }

    private mutating func checkLet(_ node: LetSyntax) -> IRStatement? {
        if declaresTimingAlias(node) { return nil }
        guard let parameters = node.parameters else {
            let value = resolve(node.value)
            let slot = newSlot(value.type)
            _ = declare(node.name, Binding(kind: .value, slot: slot, range: node.name.range))
            return .assign(slot, value)
        }
        let definitionScopes = scopes
        let slots = parameters.map { _ in newSlot(.unknown) }
        let body = inScope { checker -> IRExpression in
            for (name, slot) in zip(parameters, slots) {
                _ = checker.declare(name, Binding(kind: .argument, slot: slot, range: name.range))
            }
            return checker.resolve(node.value).expression
        }
        let index = functions.count
        functions.append(
            IRFunction(name: node.name.text, range: node.name.range, parameterSlots: slots, body: body))
        functionBodies.append((node.value, definitionScopes, parameters))
        _ = declare(node.name, Binding(kind: .function(index), slot: -1, range: node.name.range))
        return nil
    }

    private mutating func checkLoop(_ node: ForSyntax) -> IRStatement? {
        let lower = resolve(node.lower)
        let upper = resolve(node.upper)
        requirePlain(lower, "a loop bound")
        requirePlain(upper, "a loop bound")
        return inScope { checker -> IRStatement? in
            let slot = checker.newSlot(.number(.plain))
            _ = checker.declare(
                node.variable, Binding(kind: .loopVariable, slot: slot, range: node.variable.range))
            let body = checker.checkBlock(node.body)
            return .loop(
                IRLoop(
                    slot: slot, lower: lower, upper: upper, isClosed: node.isClosed, body: body,
                    range: node.range))
        }
    }

    /// The target of a key path, or `nil` after reporting an unknown one; `text` is the key path's
    /// text when the caller has made it already.
    mutating func resolveKeyPath(_ keyPath: KeyPathSyntax, text known: String? = nil) -> PropertyTarget? {
        let text = known ?? keyPath.text
        guard let target = PropertyTarget(keyPath: text) else {
            report(
                .keyPathUnknown(text, candidates: PropertyTarget.knownKeyPaths + [Checker.originKeyPath]),
                at: keyPath.range)
            return nil
        }
        return target
    }

    /// Reports a value whose type does not fit the property: a transform list for `transform`, a
    /// boolean for `hidden` and `doubleSided`, numbers of the property's size for the others.
    mutating func requireValue(_ value: IRValue, for target: PropertyTarget, _ keyPath: String) {
        warnIfPercentOnLength(value, for: target, keyPath)
        if target.property.kind == .number, !Checker.lengthProperties.contains(target.property.name) {
            let angle = target.property.name.hasPrefix("transform.rotation")
            if refusePixels(value, "the value of '\(keyPath)'", expected: angle ? "an angle" : "a number") {
                return
            }
        }
        let count = target.valueCount
        let fits: Bool
        let expected: DSLType
        switch (target.property.kind, value.type) {
        case (_, .unknown): return
        case (.transform, let type):
            fits = type == .transform
            expected = .transform
        case (.boolean, let type):
            fits = type == .bool
            expected = .bool
        case (.number, .vector(let n)):
            fits = n == count
            expected = count == 1 ? .number(.plain) : .vector(count)
        case (.number, let type):
            fits = count == 1 && type.isScalarValue
            expected = count == 1 ? .number(.plain) : .vector(count)
        }
        guard !fits else { return }
        report(
            .typeMismatch("a value of '\(keyPath)'", expected: expected.description, got: value.type),
            at: value.range)
    }
}
