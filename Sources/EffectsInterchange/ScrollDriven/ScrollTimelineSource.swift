/// What scrolling drives a scroll-driven export: the page's scroll position, or the effect's
/// container crossing the view.
public enum ScrollTimelineSource: String, Hashable, Sendable, CaseIterable {
    /// `scroll(root block)`: progress 0 at the top of the page's scroll range, 1 at the bottom.
    case scroll
    /// The container's view timeline (`view-timeline` on it, which its layers follow): progress 0
    /// as its top enters at the bottom of the scrollport, 1 as its bottom leaves at the top.
    case view
}
