import EffectsRegistry
import EffectsText

extension Compiler {
    /// A statement of the effect body: a `let`, a layer, a loop or a branch.
    mutating func runEffectStatement(_ statement: IRStatement) {
        switch statement {
        case .assign(let slot, let value):
            assign(slot, value)
        case .layer(let layer):
            runLayer(layer)
        case .loop(let loop):
            repeatBody(loop) { compiler in
                for statement in loop.body where !compiler.isAborted {
                    compiler.runEffectStatement(statement)
                }
            }
        case .branch(let condition, let then, let otherwise):
            guard let flag = test(condition) else { return }
            for statement in flag ? then : otherwise where !isAborted { runEffectStatement(statement) }
        case .set, .origin, .animate, .group:
            break
        }
    }

    /// The animations of a layer or group body, in order.
    ///
    /// `group` is the enclosing group's duration, the default of the tracks inside.
    mutating func runLayerStatements(_ statements: [IRStatement], layer: Int, group: Double?)
        -> [AnimationDraft]
    {
        var animations: [AnimationDraft] = []
        for statement in statements where !isAborted {
            switch statement {
            case .assign(let slot, let value):
                assign(slot, value)
            case .set(let set):
                runSet(set, layer: layer)
            case .origin(let value, let range):
                guard let origin = propertyValue(value) else { continue }
                layers[layer].origin = (origin, range)
            case .animate(let animate):
                if let track = makeTrack(animate, group: group) { animations.append(.track(track)) }
            case .group(let node):
                if let draft = makeGroup(node, layer: layer, group: group) {
                    animations.append(.group(draft))
                }
            case .loop(let loop):
                repeatBody(loop) { compiler in
                    animations += compiler.runLayerStatements(loop.body, layer: layer, group: group)
                }
            case .branch(let condition, let then, let otherwise):
                guard let flag = test(condition) else { continue }
                animations += runLayerStatements(flag ? then : otherwise, layer: layer, group: group)
            case .layer:
                break
            }
        }
        return animations
    }

    /// Evaluates a `let` into its slot.
    mutating func assign(_ slot: Int, _ value: IRValue) {
        do {
            evaluator.slots[slot] = try evaluator.evaluate(value.expression)
        } catch {
            record(error, at: value.range)
            // Later statements reading the slot stop silently instead of using a stale value.
            evaluator.slots[slot] = .string("")
        }
    }

    private mutating func test(_ condition: IRValue) -> Bool? {
        do {
            guard case .bool(let flag) = try evaluator.evaluate(condition.expression) else { return nil }
            return flag
        } catch {
            record(error, at: condition.range)
            return nil
        }
    }

    /// A whole number from `value`, or `nil` after reporting one that is not.
    mutating func wholeNumber(_ value: IRValue, _ what: String) -> Int? {
        do {
            let number = try evaluator.number(value.expression)
            guard number == number.rounded(), abs(number) <= 1e9 else {
                report(.notWhole(what, NumberText.shortest(number)), at: value.range)
                return nil
            }
            return Int(number)
        } catch {
            record(error, at: value.range)
            return nil
        }
    }

    /// Runs a loop's body once per value of its range, within the limit on loop trips.
    private mutating func repeatBody(_ loop: IRLoop, _ body: (inout Compiler) -> Void) {
        guard let lower = wholeNumber(loop.lower, "a loop bound"),
            let upper = wholeNumber(loop.upper, "a loop bound")
        else { return }
        let end = loop.isClosed ? upper + 1 : upper
        guard end > lower else { return }
        guard end - lower <= limits.loopTrips - loopTrips else {
            report(.loopTooLong(limit: limits.loopTrips), at: loop.range)
            isAborted = true
            return
        }
        loopTrips += end - lower
        for index in lower..<end where !isAborted {
            evaluator.slots[loop.slot] = .number(Double(index))
            body(&self)
        }
    }

    private mutating func runLayer(_ node: IRLayer) {
        var name = node.name.text
        if let index = node.index {
            guard let number = wholeNumber(index, "a layer index") else { return }
            name += "[\(number)]"
        }
        let position: Int
        if let existing = layerIndex[name] {
            guard let first = layers[existing].range else {
                // A layer of the base effect: the statements add to it.
                runLayerBody(node, at: existing)
                return
            }
            report(
                .layerDuplicate(name), at: node.name.range,
                notes: [DiagnosticNote("first defined here", at: first, in: program.source.name)])
            return
        }
        guard layers.count < limits.layers else {
            report(.layersTooMany(limit: limits.layers), at: node.name.range)
            isAborted = true
            return
        }
        position = layers.count
        layerIndex[name] = position
        layers.append(LayerDraft(name: name, range: node.name.range, modelValues: [], animations: []))
        runLayerBody(node, at: position)
    }

    private mutating func runLayerBody(_ node: IRLayer, at position: Int) {
        let outer = evaluator.layer
        evaluator.layer = LayerSize(
            name: layers[position].name, size: Compiler.boundsSize(in: layers[position].modelValues))
        defer { evaluator.layer = outer }
        let animations = runLayerStatements(node.body, layer: position, group: nil)
        layers[position].animations += animations
    }

    /// The model `bounds.size` that `modelValues` leave, or `nil` when none of them sets it.
    static func boundsSize(in modelValues: [ModelValue]) -> Value? {
        guard let size = PropertyPath.named("bounds.size"),
            modelValues.contains(where: { $0.target.property == size })
        else { return nil }
        return modelValue(of: PropertyTarget(size), in: modelValues)
    }

    private mutating func runSet(_ set: IRSet, layer: Int) {
        do {
            let value = try evaluator.evaluate(set.value.expression)
            if case .transform(let list) = value {
                layers[layer].modelValues.append(try ModelValue(transform: list))
                return
            }
            guard
                let converted = try value.asValue.map({ v throws(EvaluationError) in
                    try evaluator.bounded(v, set.value.range)
                })
            else { return }
            layers[layer].modelValues.append(try ModelValue(target: set.target, value: converted))
            let name = set.target.property.name
            if name == "anchorPoint" || name == "anchorPointZ",
                !layers[layer].anchorSets.contains(where: { $0.property == name })
            {
                layers[layer].anchorSets.append((name, set.range))
            }
            if set.target.property.name == "bounds.size" {
                evaluator.layer?.size = Compiler.boundsSize(in: layers[layer].modelValues)
            }
        } catch let error as EvaluationError {
            record(error, at: set.value.range)
        } catch {
            report(.timelineInvalid("\(error)"), at: set.range)
        }
    }
}
