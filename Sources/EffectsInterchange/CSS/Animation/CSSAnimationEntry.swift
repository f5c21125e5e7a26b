import EffectsRegistry

/// One animation of an element's `animation-*` lists (CSS Animations 1), with where each part was
/// written, for messages.
public struct CSSAnimationEntry: Hashable, Sendable {
    /// `animation-direction`.
    public enum Direction: String, Hashable, Sendable {
        /// Every iteration forwards.
        case normal
        /// Every iteration backwards.
        case reverse
        /// Forwards, then backwards, and so on.
        case alternate
        /// Backwards, then forwards, and so on.
        case alternateReverse = "alternate-reverse"

        /// Whether the first iteration runs backwards.
        public var startsReversed: Bool { self == .reverse || self == .alternateReverse }
        /// Whether iterations alternate.
        public var alternates: Bool { self == .alternate || self == .alternateReverse }
    }

    /// The keyframes' name; `nil` for `none`.
    public var name: String?
    /// `animation-duration`, seconds.
    public var duration: Double = 0
    /// `animation-timing-function`: each keyframe's easing unless the keyframe sets its own.
    public var timingFunction: TimingFunction = .ease
    /// `animation-delay`, seconds (negative starts part-way).
    public var delay: Double = 0
    /// `animation-iteration-count` (`.infinity` for `infinite`).
    public var iterationCount: Double = 1
    /// `animation-direction`.
    public var direction: Direction = .normal
    /// `animation-fill-mode` (`none` is ``FillMode/removed``).
    public var fillMode: FillMode = .removed
    /// Whether `animation-play-state` is `paused`.
    public var isPaused = false
    /// `animation-timeline`: a scroll or view timeline, or `nil` for the document's (`auto`).
    public var progressTimeline: CSSProgressTimeline?
    /// Whether the progress timeline's scroller is the nearest scrolling ancestor (`view()`,
    /// `scroll()`), not the page's (`scroll(root)`).
    public var followsNearestScroller = false
    /// Whether `animation-duration` is `auto` (as it is unless a time is written): 0 s on the
    /// document's timeline, the whole range on a progress timeline.
    public var isDurationAuto = true
    /// `animation-range-start`; `nil` for `normal`.
    var rangeStart: CSSRangeEdge?
    /// `animation-range-end`; `nil` for `normal`.
    var rangeEnd: CSSRangeEdge?
    /// Where the entry's parts were written: by longhand name, the bytes of its value.
    public var ranges: [String: Range<Int>] = [:]

    /// An entry with CSS's initial values.
    public init() {}

    /// Where the part `longhand` was written, else `fallback`.
    func range(of longhand: String, or fallback: Range<Int>) -> Range<Int> {
        ranges[longhand] ?? fallback
    }

    /// The keywords of `animation-fill-mode`.
    static let fillModes: [String: FillMode] = [
        "none": .removed, "forwards": .forwards, "backwards": .backwards, "both": .both,
    ]
}
