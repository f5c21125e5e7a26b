/// The style rules that could select an element, found by what their selectors' subjects require,
/// as browsers' rule hashes find them: a cascade then looks at a handful of rules per element
/// instead of every rule of the stylesheet.
///
/// A selector can select an element only if its subject compound's id, classes and type are the
/// element's, so a rule is filed under one of them (its id, else its first class, else its type)
/// for each of its selectors, or among the rules every element must try. A stylesheet of N rules
/// each animating its own element used to cost N cascades over N rules.
struct CSSRuleIndex: Sendable {
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byType: [String: [Int]] = [:]
    /// Rules with a selector whose subject requires none of these (`*`, `:root`, `[open]`).
    private var everywhere: [Int] = []

    /// The index of `rules`, each by its position in the array.
    init(_ rules: [CSSRuleSet.StyleRule]) {
        for (position, rule) in rules.enumerated() {
            for selector in rule.selectors ?? [] {
                guard let subject = selector.compounds.last else { continue }
                if let id = subject.ids.first {
                    Self.file(position, in: &byID[id, default: []])
                } else if let name = subject.classes.first {
                    Self.file(position, in: &byClass[name, default: []])
                } else if let type = subject.type {
                    Self.file(position, in: &byType[type, default: []])
                } else {
                    Self.file(position, in: &everywhere)
                }
            }
        }
    }

    /// Appends `position` unless the list already ends with it (a rule of several selectors).
    private static func file(_ position: Int, in list: inout [Int]) {
        if list.last != position { list.append(position) }
    }

    /// The positions of the rules that could select `element`, in source order, each once.
    func candidates(for element: CSSElement) -> [Int] {
        var lists = [everywhere, byType[element.type] ?? []]
        if let id = element.id { lists.append(byID[id] ?? []) }
        for name in element.classes { lists.append(byClass[name] ?? []) }
        var merged = lists.flatMap { $0 }
        merged.sort()
        var unique: [Int] = []
        unique.reserveCapacity(merged.count)
        for position in merged where unique.last != position { unique.append(position) }
        return unique
    }
}
