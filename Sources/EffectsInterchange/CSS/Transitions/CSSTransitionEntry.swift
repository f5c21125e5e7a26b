import EffectsRegistry

/// One transition of an element's `transition-*` lists (CSS Transitions 1 and 2), with where each
/// part was written, for messages.
public struct CSSTransitionEntry: Hashable, Sendable {
    /// The property it governs, canonical (`transform` for `-webkit-transform`); `nil` for `all`.
    public var property: String?
    /// `transition-duration`, seconds.
    public var duration: Double = 0
    /// `transition-timing-function`.
    public var timingFunction: TimingFunction = .ease
    /// `transition-delay`, seconds (negative starts part-way).
    public var delay: Double = 0
    /// Whether `transition-behavior` is `allow-discrete`: a property that only flips (`display`,
    /// `backface-visibility`) transitions too, flipping half-way (or where `visibility` says).
    public var allowsDiscrete = false
    /// Where the entry's parts were written: by longhand name, the bytes of its value.
    public var ranges: [String: Range<Int>] = [:]

    /// An entry with CSS's initial values (`all 0s ease 0s`).
    public init() {}

    /// The sum of the duration (at least 0) and the delay: a transition starts only when it is
    /// positive (CSS Transitions 1, §3).
    public var combinedDuration: Double { max(duration, 0) + delay }

    /// Where the part `longhand` was written, else `fallback`.
    func range(of longhand: String, or fallback: Range<Int>) -> Range<Int> {
        ranges[longhand] ?? fallback
    }
}

extension [CSSTransitionEntry] {
    /// The entry that governs `property`: the last whose `transition-property` names it, a
    /// shorthand of it (`inset` for `left`) or says `all` (CSS Transitions 1, §2.1).
    func matching(_ property: String) -> CSSTransitionEntry? {
        last { entry in
            guard let named = entry.property else { return true }
            return named == property || (CSSCascade.shorthands[named]?.contains(property) ?? false)
        }
    }
}
