extension CSSPage {
    /// Whether the decided parts of `selector` select the node at `index` (its subject matched
    /// there, each combinator against the elements around it); undecided parts are taken to match.
    func matches(_ selector: CSSComplexSelector, node index: Int) -> Bool {
        guard let subject = selector.compounds.last, let target = match(subject, at: index) else {
            return false
        }
        var failed: Set<Int> = []
        return matchLeft(selector, compound: selector.compounds.count - 1, from: target, failed: &failed)
    }

    /// Whether some selector of `list` selects the element at `index`.
    func matchesAny(_ list: [CSSComplexSelector], element index: Int) -> Bool {
        list.contains { matches($0, node: index) }
    }

    /// The element the compound's parts are matched on (a pseudo-element's host), if the compound
    /// matches the node at `index`.
    private func match(_ compound: CSSCompoundSelector, at index: Int) -> Int? {
        let node = nodes[index]
        guard compound.pseudoElement == node.pseudoElement else { return nil }
        let target = node.pseudoElement == nil ? index : (node.parent ?? index)
        let element = nodes[target].element
        if let type = compound.type, type != element.type { return nil }
        if compound.isRoot && !element.isRoot { return nil }
        guard compound.ids.allSatisfy({ $0 == element.id }),
            compound.classes.allSatisfy(element.classes.contains),
            compound.attributes.allSatisfy({ $0.matches(element) }),
            compound.pseudoClasses.allSatisfy({ matches($0, element: target) }),
            !decidesStates || compound.states.allSatisfy({ holds($0, at: target) })
        else { return nil }
        return target
    }

    /// Matches the compounds left of `compound` from the element `index` its compound matched.
    ///
    /// `failed` remembers each (compound, element) that did not match: `span div div … div` over
    /// deep markup would otherwise try every way of placing the `div`s among the ancestors, a
    /// number that grows as a binomial coefficient; remembered, each pair is tried once.
    private func matchLeft(
        _ selector: CSSComplexSelector, compound: Int, from index: Int, failed: inout Set<Int>
    ) -> Bool {
        guard compound > 0 else { return true }
        let key = compound &* nodes.count &+ index
        guard !failed.contains(key) else { return false }
        let previous = selector.compounds[compound - 1]
        func tryAt(_ candidate: Int, _ failed: inout Set<Int>) -> Bool {
            guard let target = match(previous, at: candidate) else { return false }
            return matchLeft(selector, compound: compound - 1, from: target, failed: &failed)
        }
        let matched = tryCombinator(selector.combinators[compound - 1], from: index, failed: &failed, tryAt)
        if !matched { failed.insert(key) }
        return matched
    }

    /// Whether `tryAt` holds for an element `combinator` relates to the element `index`.
    private func tryCombinator(
        _ combinator: CSSCombinator, from index: Int, failed: inout Set<Int>,
        _ tryAt: (Int, inout Set<Int>) -> Bool
    ) -> Bool {
        switch combinator {
        case .child:
            guard let parent = nodes[index].parent else { return false }
            return tryAt(parent, &failed)
        case .descendant:
            var ancestor = nodes[index].parent
            while let current = ancestor {
                if tryAt(current, &failed) { return true }
                ancestor = nodes[current].parent
            }
            return false
        case .nextSibling:
            let position = nodes[index].indexInParent
            guard position > 0 else { return false }
            return tryAt(siblings(of: index)[position - 1], &failed)
        case .subsequentSibling:
            let position = nodes[index].indexInParent
            for sibling in siblings(of: index)[..<position] where tryAt(sibling, &failed) { return true }
            return false
        }
    }

    /// Whether the pseudo-class holds for the element at `index`.
    private func matches(_ pseudoClass: CSSPseudoClass, element index: Int) -> Bool {
        switch pseudoClass {
        case .nthChild(let pattern, let fromEnd, nil):
            // Among all the siblings the place is known: no search through them.
            let place = nodes[index].indexInParent
            return pattern.matches(fromEnd ? siblings(of: index).count - place : place + 1)
        case .nthChild(let pattern, let fromEnd, let list):
            var siblings = self.siblings(of: index)
            if let list {
                guard matchesAny(list, element: index) else { return false }
                siblings = siblings.filter { matchesAny(list, element: $0) }
            }
            return position(of: index, in: siblings, fromEnd: fromEnd).map(pattern.matches) ?? false
        case .nthOfType(let pattern, let fromEnd):
            let type = nodes[index].element.type
            let siblings = self.siblings(of: index).filter { nodes[$0].element.type == type }
            return position(of: index, in: siblings, fromEnd: fromEnd).map(pattern.matches) ?? false
        case .only(let ofType):
            let type = nodes[index].element.type
            return self.siblings(of: index).filter { !ofType || nodes[$0].element.type == type }.count == 1
        case .isAny(let list), .whereAny(let list):
            return matchesAny(list, element: index)
        case .not(let list):
            return !matchesAny(list, element: index)
        case .empty:
            return nodes[index].children.isEmpty && !nodes[index].hasText
        }
    }

    /// The 1-based position of `index` among `siblings`, counted from the end with `fromEnd`.
    private func position(of index: Int, in siblings: [Int], fromEnd: Bool) -> Int? {
        guard let offset = siblings.firstIndex(of: index) else { return nil }
        return fromEnd ? siblings.count - offset : offset + 1
    }
}
