/// How a stylesheet is imported: which element plays its animations, and under which media.
public struct CSSImportOptions: Hashable, Sendable {
    /// The element (and its parent) the cascade runs for, as given (`.animated.bounce`); `nil` lets
    /// each `@keyframes` be played by the last rule that names it.
    public var element: String?
    /// The element's path, read from ``element``.
    public var path: CSSElementPath?
    /// Whether `@media (prefers-reduced-motion: reduce)` applies.
    public var reducedMotion: Bool
    /// The bounds of the read.
    public var limits: CSSLimits
    /// The viewport the parameters' defaults are computed in (the context's, 375 × 667, unless given).
    public var viewport: (width: Double, height: Double)
    /// The page the stylesheet plays on, read from markup; `nil` imagines one element.
    ///
    /// Its animated elements are the effect's layers (``element``, if given, picks those it selects).
    public private(set) var page: CSSPage?
    /// The markup's name, for notes (its file name, or `markup`).
    public private(set) var markupName: String?
    /// The markup as given, for the load cache's key.
    var markupText: String?
    /// ``element`` read as a selector, to pick a page's elements.
    var elementSelector: CSSComplexSelector?
    /// The changes of state the page goes through, in time order: with any, the page's transitions
    /// (and its `@keyframes`) from the first change on are the effect (needs ``page``).
    public private(set) var changes: [CSSStateChange] = []
    /// How a reversed transition is shortened: as the specification says, or as Chromium does.
    public var reversal: CSSReversalRule = .specification

    /// Options for the element `element` (a selector) with reduced motion on or off.
    public init(
        element: String? = nil, reducedMotion: Bool = false, limits: CSSLimits = .standard,
        viewport: (width: Double, height: Double) = (375, 667)
    ) throws(CSSElementSelectorError) {
        self.element = element
        self.path = try element.map { text throws(CSSElementSelectorError) in
            try CSSElementSelector.path(text)
        }
        self.reducedMotion = reducedMotion
        self.limits = limits
        self.viewport = viewport
    }

    /// The options with the stylesheet played on the page `markup` (an HTML fragment or document)
    /// named `name`.
    public func withMarkup(_ markup: String, name: String) throws(CSSMarkupError) -> Self {
        var copy = self
        copy.page = try CSSMarkup.page(markup, name: name)
        copy.markupName = name
        copy.markupText = markup
        copy.elementSelector = element.flatMap { CSSSelectorParser.parse(text: $0)?.first }
        return copy
    }

    /// The options with the page going through `changes` (sorted by their moments, in the order
    /// given where two share one).
    public func withChanges(_ changes: [CSSStateChange]) -> Self {
        var copy = self
        copy.changes = changes.enumerated().sorted {
            ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        }
        .map(\.element)
        return copy
    }

    /// The default options: each `@keyframes` played by the rule that names it, without reduced motion.
    public static let standard = CSSImportOptions(path: nil)

    private init(path: CSSElementPath?) {
        self.element = nil
        self.path = path
        self.reducedMotion = false
        self.limits = .standard
        self.viewport = (375, 667)
    }

    /// Whether two option sets import alike.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.element == rhs.element && lhs.reducedMotion == rhs.reducedMotion && lhs.limits == rhs.limits
            && lhs.viewport == rhs.viewport && lhs.markupText == rhs.markupText
            && lhs.markupName == rhs.markupName && lhs.changes == rhs.changes && lhs.reversal == rhs.reversal
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(reducedMotion)
        hasher.combine(limits)
        hasher.combine(viewport.width)
        hasher.combine(viewport.height)
        hasher.combine(markupText)
        hasher.combine(changes)
        hasher.combine(reversal)
    }
}

extension CSSImportOptions {
    /// The options as one line that is the same in every run (classes sorted), for the load
    /// cache's key.
    var cacheSettings: String {
        func element(_ element: CSSElement) -> String {
            ([element.type] + (element.id.map { ["#" + $0] } ?? [])
                + element.classes.sorted().map { "." + $0 })
                .joined() + (element.isRoot ? " (root)" : "")
        }
        let path = self.path.map { "\(element($0.parent)) > \(element($0.element))" } ?? "none"
        return
            "stylesheets: element \(self.element ?? "none"), path \(path), reduced motion \(reducedMotion), "
            + "\(limits), viewport \(viewport.width)x\(viewport.height)"
            + (markupText.map { ", markup \(markupName ?? "") of \($0.utf8.count) bytes: \($0)" } ?? "")
            + (changes.isEmpty
                ? ""
                : ", changes " + changes.map(\.description).joined(separator: "; ") + ", reversal \(reversal)")
    }
}
