extension CSSPage {
    /// The user-action pseudo-classes a change of state can turn on: the element is hovered,
    /// focused or pressed (Selectors 4, §9).
    public static let userStates: Set<String> = ["hover", "focus", "focus-visible", "focus-within", "active"]

    /// Whether the user-action pseudo-class `state` holds for the element at `index`.
    ///
    /// `:hover` and `:active` hold for the element a pointer is over and for its ancestors, as
    /// browsers apply them; `:focus-within` for the focused element and its ancestors;
    /// `:focus-visible` is a visible `:focus`.
    func holds(_ state: String, at index: Int) -> Bool {
        switch state {
        case "hover", "active", "focus-within":
            return statesWithin[state]?.contains(index) ?? false
        case "focus":
            return nodes[index].states.contains("focus") || nodes[index].states.contains("focus-visible")
        default:
            return nodes[index].states.contains(state)
        }
    }

    /// Works out ``statesWithin`` from the nodes' states: each element with a state, and its
    /// ancestors, once each.
    private mutating func updateStatesWithin() {
        var within: [String: Set<Int>] = [:]
        for index in nodes.indices where !nodes[index].states.isEmpty {
            let states = nodes[index].states
            var held: [String] = []
            if states.contains("hover") { held.append("hover") }
            if states.contains("active") { held.append("active") }
            if states.contains("focus") || states.contains("focus-visible") { held.append("focus-within") }
            for state in held {
                var current: Int? = index
                // An ancestor already in the set has its own ancestors there too.
                while let node = current, within[state, default: []].insert(node).inserted {
                    current = nodes[node].parent
                }
            }
        }
        statesWithin = within
    }

    /// Toggles `state` on each element a selector of `selectors` selects; the elements changed.
    ///
    /// A class is added where it is missing and removed where it is present, as
    /// `classList.toggle` does; an attribute and a user-action state likewise.
    @discardableResult
    mutating func toggle(_ state: CSSStateChange.State, on selectors: [CSSComplexSelector]) -> [Int] {
        let selected = nodes.indices.filter {
            nodes[$0].pseudoElement == nil && matchesAny(selectors, element: $0)
        }
        // A `::before` or `::after` box copies its host's parts, which the selectors match.
        var boxes: [Int: [Int]] = [:]
        for index in nodes.indices where nodes[index].pseudoElement != nil {
            if let host = nodes[index].parent { boxes[host, default: []].append(index) }
        }
        for index in selected {
            switch state {
            case .className(let name):
                var element = nodes[index].element
                if element.classes.contains(name) {
                    element.classes.remove(name)
                    let words = (element.attributes["class"] ?? "").split(whereSeparator: \.isWhitespace)
                    element.attributes["class"] = words.filter { $0 != name }.joined(separator: " ")
                } else {
                    element.classes.insert(name)
                    let written = element.attributes["class"] ?? ""
                    element.attributes["class"] = written.isEmpty ? name : written + " " + name
                }
                setElement(element, of: index, boxes: boxes[index] ?? [])
            case .attribute(let name, let value):
                var element = nodes[index].element
                let current = element.attributes[name]
                let isSet = value.map { current == $0 } ?? (current != nil)
                element.attributes[name] = isSet ? nil : (value ?? "")
                setElement(element, of: index, boxes: boxes[index] ?? [])
            case .pseudoClass(let name):
                if nodes[index].states.contains(name) {
                    nodes[index].states.remove(name)
                } else {
                    nodes[index].states.insert(name)
                }
            }
        }
        if case .pseudoClass = state { updateStatesWithin() }
        return selected
    }

    /// Gives the element at `index`, and the `::before` and `::after` boxes that copy its parts,
    /// the parts `element`.
    private mutating func setElement(_ element: CSSElement, of index: Int, boxes: [Int]) {
        nodes[index].element = element
        for pseudo in boxes {
            var copy = element
            copy.isRoot = false
            nodes[pseudo].element = copy
        }
    }
}
