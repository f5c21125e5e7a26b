/// A progress timeline an animation follows instead of the document's clock.
///
/// CSS Scroll-driven Animations 1: `scroll()`, a scroller's scroll position, or `view()`, the
/// element's place in its scroller's view. The import reads either as the effect's progress, 0…1
/// (for `view()`, of its `cover` range); the scroller is the viewport.
public enum CSSProgressTimeline: String, Hashable, Sendable {
    /// `scroll()`: the scroll offset over the scroll range.
    case scroll
    /// `view()`: the element crossing its scrollport, from entering to leaving (`cover`).
    case view
}

/// One edge of `animation-range`: `normal`, a percentage of the timeline, or a named range of a
/// view timeline and a percentage of it.
struct CSSRangeEdge: Hashable, Sendable {
    /// `normal`, or the range's name (`cover`, `entry`…); `nil` for a bare percentage.
    var name: String?
    /// The percentage, 0…100; `nil` where only a name is written.
    var percentage: Double?
    /// Where it is written.
    var range: Range<Int>

    /// The named ranges of a view timeline.
    static let viewRanges: Set<String> = [
        "cover", "contain", "entry", "exit", "entry-crossing", "exit-crossing",
    ]

    /// The edge's place on `timeline`'s progress, 0…1; `isEnd` reads `normal` and a bare name as the
    /// end of their range.
    ///
    /// A view timeline's progress is its `cover` range, from the element's top meeting the
    /// scrollport's bottom to its bottom leaving the scrollport's top: `scrollport + height` of
    /// scrolling. The other ranges are parts of it (Scroll-driven Animations 1, §4.3): `entry` up
    /// to where the element is wholly in view (or fills the view), `exit` from where it starts to
    /// leave, `contain` between, and the two `-crossing` ranges where its far edge crosses in and
    /// its near edge crosses out.
    ///
    /// - Throws: a named range on a scroll timeline (they belong to view()).
    func progress(on timeline: CSSProgressTimeline, isEnd: Bool, height: Double, scrollport: Double)
        throws(CSSValueError) -> Double
    {
        let fraction = (percentage ?? (isEnd ? 100 : 0)) / 100
        guard let name, name != "normal" else { return fraction }
        guard timeline == .view else {
            throw CSSValueError(
                .cssValueInvalid(
                    "animation-range",
                    expected: "'normal' or a percentage on a scroll timeline (named ranges belong to view())"),
                at: range)
        }
        let cover = scrollport + height
        guard cover > 0 else { return fraction }
        let (near, far) = (min(height, scrollport), max(height, scrollport))
        let span: (Double, Double)
        switch name {
        case "contain": span = (near, far)
        case "entry": span = (0, near)
        case "exit": span = (far, cover)
        case "entry-crossing": span = (0, height)
        case "exit-crossing": span = (scrollport, cover)
        default: span = (0, cover)
        }
        return (span.0 + fraction * (span.1 - span.0)) / cover
    }

    /// Whether the edge's place depends on the element's and the scrollport's heights: a view
    /// range other than `cover`.
    var dependsOnHeights: Bool { name.map { $0 != "normal" && $0 != "cover" } ?? false }
}

extension CSSAnimationEntry {
    /// The entry on its progress timeline as the entry on the document's timeline that plays the
    /// same.
    ///
    /// The effect's progress runs 0…1 over 1 s, the range's start is the delay, and its
    /// active interval fills the range (an automatic duration splits it into the iterations; a
    /// duration in time shares it with the delay in proportion, as Web Animations 2 normalises
    /// timing on a progress timeline). A view range's place is read for an element `height` tall
    /// in a scrollport `scrollport` tall. An entry on the document's timeline is returned as it is.
    ///
    /// - Throws: a range that ends where it starts or before, endless iterations, a delay with an
    ///   automatic duration, or a duration of 0 s or a negative delay with a duration in time.
    func onProgress(fallback: Range<Int>, height: Double, scrollport: Double) throws(CSSValueError)
        -> CSSAnimationEntry
    {
        guard let timeline = progressTimeline else { return self }
        let at = range(of: "animation-timeline", or: fallback)
        let start =
            try rangeStart?.progress(on: timeline, isEnd: false, height: height, scrollport: scrollport) ?? 0
        let end =
            try rangeEnd?.progress(on: timeline, isEnd: true, height: height, scrollport: scrollport) ?? 1
        guard end > start else {
            throw CSSValueError(
                .cssNotExact(
                    "the animation range ends where it starts or before it",
                    hint: "end the range after its start"),
                at: rangeEnd?.range ?? rangeStart?.range ?? at)
        }
        guard iterationCount.isFinite, iterationCount > 0 else {
            throw CSSValueError(
                .cssNotExact(
                    "an animation of \(iterationCount.isFinite ? "no" : "endless") iterations has no place on a "
                        + "\(timeline.rawValue) timeline's range",
                    hint: "give it a finite count of iterations"),
                at: range(of: "animation-iteration-count", or: at))
        }
        var timed = self
        timed.progressTimeline = nil
        if isDurationAuto {
            guard delay == 0 else {
                throw CSSValueError(
                    .cssNotExact(
                        "a delay beside an automatic duration on a \(timeline.rawValue) timeline",
                        hint: "place the start with animation-range instead"),
                    at: range(of: "animation-delay", or: at))
            }
            (timed.delay, timed.duration) = (start, (end - start) / iterationCount)
        } else {
            guard duration > 0, delay >= 0 else {
                throw CSSValueError(
                    .cssNotExact(
                        "a duration of 0s or a negative delay on a \(timeline.rawValue) timeline",
                        hint: "leave the duration auto and place the animation with animation-range"),
                    at: range(of: duration > 0 ? "animation-delay" : "animation-duration", or: at))
            }
            let total = delay + duration * iterationCount
            (timed.delay, timed.duration) = (
                start + (end - start) * delay / total, (end - start) * duration / total
            )
        }
        timed.isDurationAuto = false
        return timed
    }
}
