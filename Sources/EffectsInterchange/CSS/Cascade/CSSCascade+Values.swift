import EffectDSL

/// A property's value on an element once the cascade and `var()` have done their work.
struct CSSCascadedValue: Sendable {
    /// The value's component values, references substituted; for a longhand set by a shorthand,
    /// the shorthand's whole value.
    var values: [CSSComponentValue]
    /// The declaration that won, for messages.
    var declaration: CSSDeclaration
    /// The shorthand that set the longhand (`animation`), or `nil` when it was written itself.
    var shorthand: String?

    /// Where messages about the value point: the value itself, else the declaration.
    var range: Range<Int> { values.span(or: declaration.range) }
}

extension CSSCascade {
    /// The CSS-wide keywords, which every property takes.
    static let wideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]

    /// The properties that inherit among those the importer reads.
    static let inheritedProperties: Set<String> = ["visibility"]

    /// The value of `property` on the element at `index` of the path, or `nil` when it has its
    /// initial value (none was written, a CSS-wide keyword resets it, or a `var()` left it invalid).
    func value(of property: String, at index: Int, problems: inout CSSProblems) -> CSSCascadedValue? {
        guard index >= 0, index < winners.count else { return nil }
        let inherits = CSSCascade.inheritedProperties.contains(property)
        guard let winner = winners[index][property] else {
            return inherits ? value(of: property, at: index - 1, problems: &problems) : nil
        }
        let declaration = winner.declaration
        let written = CSSPropertyReader.canonical(declaration.property)
        let shorthand = written == property ? nil : written
        if declaration.value.count == 1, let keyword = declaration.value.first?.keyword,
            CSSCascade.wideKeywords.contains(keyword)
        {
            if keyword == "inherit" || (keyword == "unset" && inherits) {
                return value(of: property, at: index - 1, problems: &problems)
            }
            return nil
        }
        var substitution = CSSSubstitution(
            custom: custom[index], limit: CSSLimits.standard.substitutedValues,
            budget: CSSLimits.standard.substitutedValues)
        guard let values = substitution.substitute(declaration.value, problems: &problems) else {
            return inherits ? value(of: property, at: index - 1, problems: &problems) : nil
        }
        return CSSCascadedValue(
            values: Array(resolvingFontUnits(values, at: index).trimmed), declaration: declaration,
            shorthand: shorthand)
    }

    /// The custom properties of an element: those it `inherited`, then its own winners, each with
    /// its references resolved (a cycle makes every property in it invalid).
    static func customProperties(
        _ winners: [String: Winner], inherited: [String: [CSSComponentValue]?], limit: Int, budget: inout Int,
        problems: inout CSSProblems
    ) -> [String: [CSSComponentValue]?] {
        var resolver = CustomResolver(winners: winners, resolved: inherited, limit: limit, budget: budget)
        for name in winners.keys.sorted() where name.hasPrefix("--") {
            resolver.resolve(name, problems: &problems)
        }
        budget = resolver.budget
        return resolver.resolved
    }

    /// Resolves one element's custom properties depth first, finding cycles.
    ///
    /// The walk keeps its own stack rather than recursing once per reference, so that a chain of
    /// thousands of properties each naming the next (`--a1: var(--a2)`, …) costs memory in
    /// proportion to the chain, never the thread's stack.
    private struct CustomResolver {
        /// A property whose references are being resolved, and the next of them to resolve.
        private struct Frame {
            let name: String
            let declaration: CSSDeclaration
            let references: [String]
            var next = 0
        }

        let winners: [String: Winner]
        var resolved: [String: [CSSComponentValue]?]
        let limit: Int
        var budget: Int
        var done: Set<String> = []
        var inProgress: Set<String> = []

        init(winners: [String: Winner], resolved: [String: [CSSComponentValue]?], limit: Int, budget: Int) {
            self.winners = winners
            self.resolved = resolved
            self.limit = limit
            self.budget = budget
        }

        /// Resolves `name` after every property it references, in the order a recursive walk
        /// would: references first to last, each before the property that names it.
        mutating func resolve(_ name: String, problems: inout CSSProblems) {
            var stack: [Frame] = []
            enter(name, stack: &stack, problems: &problems)
            while let top = stack.last {
                if top.next < top.references.count {
                    stack[stack.count - 1].next += 1
                    enter(top.references[top.next], stack: &stack, problems: &problems)
                } else {
                    stack.removeLast()
                    finish(top, problems: &problems)
                }
            }
        }

        /// Starts `name`: a cycle, a keyword, or a frame for its references on `stack`.
        private mutating func enter(_ name: String, stack: inout [Frame], problems: inout CSSProblems) {
            guard !done.contains(name), let winner = winners[name] else { return }
            let declaration = winner.declaration
            guard !inProgress.contains(name) else {
                problems.add(.cssVarCycle(name), at: declaration.nameRange)
                resolved[name] = .some(nil)
                return
            }
            let keyword = declaration.value.count == 1 ? declaration.value.first?.keyword : nil
            if keyword == "initial" {
                resolved[name] = .some(nil)
            } else if keyword != "inherit" && keyword != "unset" {
                inProgress.insert(name)
                let references = CSSSubstitution.references(in: declaration.value)
                stack.append(Frame(name: name, declaration: declaration, references: references))
                return
            }
            done.insert(name)
        }

        /// Substitutes the references of `frame`'s property, all of them resolved.
        private mutating func finish(_ frame: Frame, problems: inout CSSProblems) {
            let name = frame.name
            inProgress.remove(name)
            let value: [CSSComponentValue]?
            do {
                // Scoped so that its copy of `resolved` is gone before `resolved` changes: the
                // dictionary is then changed in place, not copied once per property.
                var substitution = CSSSubstitution(custom: resolved, limit: limit, budget: budget)
                value = substitution.substitute(frame.declaration.value, problems: &problems)
                budget = substitution.budget
            }
            // A property found in a cycle while resolving its references stays invalid.
            if done.contains(name) == false, resolved[name] != .some(nil) || value != nil {
                resolved[name] = .some(value)
            }
            done.insert(name)
        }
    }
}
