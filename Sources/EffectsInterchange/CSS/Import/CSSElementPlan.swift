import EffectsRegistry

/// What the importer read for one effect: the element's style, its animations in Core Animation's
/// terms and the stage's perspective, with lengths kept in CSS's terms until the element's size is
/// a parameter's value.
struct CSSElementPlan: Sendable {
    /// The element and its parent, as the cascade imagined them.
    var path: CSSElementPath
    /// The keyframes names the element plays, in the order of its `animation-name` list.
    var names: [String]
    /// The element's own values of the properties the importer reads, from the cascade.
    var style: [String: CSSPropertyValue]
    /// The animations, in the order of the element's list (a later one wins over an earlier one).
    var animations: [CSSAnimationPlan]
    /// The stage's `perspective`; `nil` for `none`.
    var perspective: CSSLength?
    /// The stage's `perspective-origin` (percentages of the stage).
    var perspectiveOrigin: (x: CSSLength, y: CSSLength)
    /// The effect's duration: when the last finite active interval ends.
    var duration: Double
    /// The default size and place of the element, points: width, height, left, top.
    var defaults: (width: Double, height: Double, left: Double, top: Double)
    /// Colour and filter properties that the keyframes animate and the import leaves out.
    var skipped: [String]
    /// The element's margins, padding and borders.
    var box: CSSBoxModel
    /// Where the element's animation list is written, for messages about the element.
    var animationRange: Range<Int> = 0..<0
    /// The progress timeline every animation follows, or `nil` for the document's clock.
    var progressTimeline: CSSProgressTimeline?

    /// What drives the effect: time, or for animations on a scroll or view timeline its progress.
    var drive: EffectDrive { progressTimeline == nil ? .time : .progress }

    /// What the effect's progress is, for its notes; `nil` on the document's clock.
    var progressNote: String? {
        switch progressTimeline {
        case .scroll?:
            return
                "driven by scrolling (scroll()): progress 0 at the top of the scroll range, 1 at the bottom"
        case .view?:
            return "driven by the element crossing the viewport (view()): progress 0 as its top enters at "
                + "the bottom, 1 as its bottom leaves at the top (the cover range)"
        case nil:
            return nil
        }
    }
}
