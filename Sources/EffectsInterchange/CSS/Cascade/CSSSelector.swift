/// One compound selector (Selectors 4): a type or `*`, ids, classes, attribute selectors,
/// pseudo-classes and a pseudo-element, plus the parts the importer cannot decide on a page that
/// is never hovered, focused or nested (`:hover`, `&`).
public struct CSSCompoundSelector: Hashable, Sendable {
    /// The element type, lowercased; `nil` for `*` or none written.
    public var type: String?
    /// The ids (`#box`).
    public var ids: [String] = []
    /// The classes (`.bounce`).
    public var classes: [String] = []
    /// Whether `:root` is part of it.
    public var isRoot = false
    /// The attribute selectors (`[data-state="open"]`).
    public var attributes: [CSSAttributeSelector] = []
    /// The pseudo-classes the importer decides (`:nth-child(2)`, `:not(.a)`).
    public var pseudoClasses: [CSSPseudoClass] = []
    /// The user-action pseudo-classes (`hover`, `focus`, …), lowercased without their colon: decided
    /// on a page whose states a change of state sets (``CSSPage/decidesStates``), else undecided.
    public var states: [String] = []
    /// The parts the importer cannot decide (`:visited`, `&`), as written; the compound may match.
    public var undecided: [String] = []
    /// The pseudo-element it selects (`before`, `after`, `first-line`), lowercased.
    public var pseudoElement: String?

    /// An empty compound (`*`).
    public init(type: String? = nil, ids: [String] = [], classes: [String] = []) {
        self.type = type
        self.ids = ids
        self.classes = classes
    }

    /// Whether it selects a pseudo-element.
    public var isPseudoElement: Bool { pseudoElement != nil }

    /// The compound's specificity: ids; classes, attributes and pseudo-classes (those taking a
    /// selector list as CSS counts them); types and pseudo-elements.
    public var specificity: CSSSpecificity {
        var result = CSSSpecificity(
            ids: ids.count,
            classes: classes.count + attributes.count + states.count + undecided.filter { $0 != "&" }.count,
            types: (type == nil ? 0 : 1) + (pseudoElement == nil ? 0 : 1))
        if isRoot { result.classes += 1 }
        for pseudoClass in pseudoClasses { result = result + pseudoClass.specificity }
        return result
    }

    /// Whether any part, or any selector inside one, is undecided; states are decided on a page
    /// that `decidesStates`.
    func hasUndecidedParts(decidingStates: Bool) -> Bool {
        !undecided.isEmpty || (!decidingStates && !states.isEmpty)
            || pseudoClasses.contains { $0.isUndecided(decidingStates: decidingStates) }
    }
}

/// How two compounds of a complex selector relate.
public enum CSSCombinator: Hashable, Sendable {
    /// A space: any ancestor.
    case descendant
    /// `>`: the parent.
    case child
    /// `+`: the previous sibling.
    case nextSibling
    /// `~`: any previous sibling.
    case subsequentSibling
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

    /// Whether any part of the selector is one the importer cannot decide on a page without
    /// states (`:hover` is).
    public var isUndecided: Bool { isUndecided(decidingStates: false) }

    /// Whether any part of the selector is one the importer cannot decide; user-action
    /// pseudo-classes are decided when `decidingStates`.
    func isUndecided(decidingStates: Bool) -> Bool {
        compounds.contains { $0.hasUndecidedParts(decidingStates: decidingStates) }
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
