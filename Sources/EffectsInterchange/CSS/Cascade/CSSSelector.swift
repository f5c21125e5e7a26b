/// One compound selector (Selectors 4): a type or `*`, ids, classes and `:root`, plus whether it holds
/// something the importer cannot decide on a page it does not have (attributes, most pseudo-classes).
public struct CSSCompoundSelector: Hashable, Sendable {
    /// The element type, lowercased; `nil` for `*` or none written.
    public var type: String?
    /// The ids (`#box`).
    public var ids: [String] = []
    /// The classes (`.bounce`).
    public var classes: [String] = []
    /// Whether `:root` is part of it.
    public var isRoot = false
    /// The parts the importer cannot decide (`[href]`, `:hover`), as written; the compound may match.
    public var undecided: [String] = []
    /// Whether it selects a pseudo-element (`::before`), which is never the animated element.
    public var isPseudoElement = false
    /// Specificity counted for the parts written inside `:is()`, `:not()` and `:has()`.
    var extraSpecificity = CSSSpecificity()

    /// An empty compound (`*`).
    public init(type: String? = nil, ids: [String] = [], classes: [String] = []) {
        self.type = type
        self.ids = ids
        self.classes = classes
    }

    /// The compound's specificity: ids; classes, attributes and pseudo-classes; types.
    public var specificity: CSSSpecificity {
        var result = extraSpecificity
        result.ids += ids.count
        result.classes += classes.count + (isRoot ? 1 : 0)
        result.types += type == nil ? 0 : 1
        return result
    }

    /// Whether the compound's decidable parts match `element` (its undecided parts are not looked at).
    func matchesDecidedParts(_ element: CSSElement) -> Bool {
        if isPseudoElement { return false }
        if let type, type != element.type { return false }
        if isRoot && !element.isRoot { return false }
        if !ids.allSatisfy({ $0 == element.id }) { return false }
        return classes.allSatisfy(element.classes.contains)
    }
}

/// How two compounds of a complex selector relate.
public enum CSSCombinator: Hashable, Sendable {
    /// A space: any ancestor.
    case descendant
    /// `>`: the parent.
    case child
    /// `+` or `~`: a sibling, which the importer cannot decide.
    case sibling
}

/// A complex selector: compounds joined by combinators, the last one the subject.
public struct CSSComplexSelector: Hashable, Sendable {
    /// The compounds from the leftmost to the subject.
    public var compounds: [CSSCompoundSelector]
    /// The combinator before each compound but the first (`combinators[i]` joins `i` and `i + 1`).
    public var combinators: [CSSCombinator]
    /// The selector as written, for messages.
    public var text: String
    /// The bytes of the selector in the file.
    public var range: Range<Int>

    /// The selector's specificity: the sum of its compounds'.
    public var specificity: CSSSpecificity {
        compounds.reduce(CSSSpecificity()) { $0 + $1.specificity }
    }

    /// Whether any part of the selector is one the importer cannot decide.
    public var isUndecided: Bool {
        combinators.contains(.sibling) || compounds.contains { !$0.undecided.isEmpty }
    }
}

/// A selector's specificity, compared ids first, then classes, then types (Selectors 4, §17).
public struct CSSSpecificity: Hashable, Sendable, Comparable {
    /// The ids.
    public var ids = 0
    /// The classes, attributes and pseudo-classes.
    public var classes = 0
    /// The types and pseudo-elements.
    public var types = 0

    /// A specificity of the given counts.
    public init(ids: Int = 0, classes: Int = 0, types: Int = 0) {
        self.ids = ids
        self.classes = classes
        self.types = types
    }

    /// The sum of two specificities, count by count.
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(ids: lhs.ids + rhs.ids, classes: lhs.classes + rhs.classes, types: lhs.types + rhs.types)
    }

    /// Whether `lhs` is less specific than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
    }
}
