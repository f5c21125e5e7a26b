import EffectsRegistry

/// The keyframes of one property of one animation, as CSS interpolates them: the plan of a track,
/// kept in CSS's terms until the element's size is known.
struct CSSTrackPlan: Hashable, Sendable {
    /// The property (standard name: `opacity`, `transform`, `width`, …).
    var property: String
    /// Where the keyframes sit, `0...1`, not decreasing.
    var offsets: [Double]
    /// The keyframes' values; `nil` for a 0 % or 100 % keyframe that CSS fills with the element's
    /// underlying value.
    var values: [CSSPropertyValue?]
    /// Each keyframe's easing: the one that governs the segment it starts.
    var easings: [TimingFunction]
    /// Where the property's keyframes were written, for messages.
    var range: Range<Int>

    /// The axis of a `rotate` track: the one axis its non-zero angles turn about (z if none do).
    var rotationAxis: CSSRotationAxis {
        for value in values {
            if case .rotate(let axis, let angle) = value, angle != 0 { return axis }
        }
        return .z
    }
}

/// One CSS animation of the element in Core Animation's terms: its timing, and its tracks' plans.
struct CSSAnimationPlan: Hashable, Sendable {
    /// The keyframes' name.
    var name: String
    /// The timing of each track (or of the group that plays them backwards, iteration by iteration).
    var timing: MediaTiming
    /// For `reverse` with more than one iteration: the timing of the tracks inside a group whose
    /// timing is ``timing`` (each group iteration plays the keyframes backwards once).
    var reversedIteration: MediaTiming?
    /// The tracks, in the order the keyframes first set their properties.
    var tracks: [CSSTrackPlan]
    /// When the animation's active interval ends, seconds (infinite for endless repetition).
    var end: Double
    /// For an animation without an active interval, what it shows before and after its moment.
    var instant: CSSTimingMapping.Instant? = nil
    /// For an animation on a view range other than `cover`, the entry as written: its timing is
    /// read again for each size of the element (``timing`` is the default size's).
    var viewEntry: CSSAnimationEntry? = nil
}
