import EffectsInterchange

/// The corpus cases the CSS and Web Animations exports refuse, and why.
///
/// They are what the web export cannot say yet of what the import read (its Core Animation
/// constructs without a web mapping). Each is refused with a positioned error, never approximated;
/// the round trips check the list is exact.
enum CSSWebRefusals {
    private static let offset = "CSS has no iteration start"
    private static let group = "a group that repeats, reverses or offsets its time is not exported yet"
    private static let paused = "a track with speed 0 is not exported yet"
    private static let held = "a transform held by its groups' fill is not exported yet"
    private static let scales = "carries both transform.scale.x and transform.scale.y"
    private static let perspective = "only a perspective (m34 = -1/d) maps to the stage's CSS perspective"
    private static let anchor = "an animated anchorPoint is not exported yet"

    /// The refusals both formats share, by case.
    private static let shared: [String: String] = [
        "timing.css:sweep as '.reverse-three'": group,
        "timing.css:sweep as '.paused'": paused,
        "timing.css:sweep as '.paused-waiting'": paused,
        "timing.css:ticks as '.step-end-reverse'": group,
        "multiple.css:drift as '.combo'": scales,
        "perspective.css:swing3d as '.stage-off > .swinger'": perspective,
        "effects/examples/web-motion.css:badge-pulse": scales,
        "instant.css:pose as '.zero-both'": held,
        "instant.css:pose as '.zero-forwards-count'": paused,
        "instant.css:pose as '.zero-alternate'": held,
        "instant.css:pose as '.zero-backwards'": held,
        "instant.css:pose as '.zero-negative-delay'": paused,
        "recovery.css:door": anchor, "recovery.css:hinge": anchor, "recovery.css:wander": anchor,
    ]

    /// Where the formats differ: CSS has no iteration start, so an offset a Web Animation writes
    /// as `iterationStart` is refused in CSS, and then a held fill is what Web Animations refuses.
    private static let css: [String: String] = [
        "timing.css:sweep as '.reverse-forwards'": offset,
        "timing.css:sweep as '.alternate-reverse-both'": offset,
        "instant.css:pose as '.zero-reverse'": offset,
        "instant.css:pose as '.zero-alternate-reverse'": offset,
        "instant.css:pose as '.zero-infinite'": offset,
        "instant.css:pose as '.count-zero'": offset,
    ]
    private static let waapi: [String: String] = [
        "instant.css:pose as '.zero-reverse'": held,
        "instant.css:pose as '.zero-alternate-reverse'": held,
        "instant.css:pose as '.zero-infinite'": held,
        "instant.css:pose as '.count-zero'": held,
    ]

    /// The cases whose export plays differently, and why: web export faults the round trips found,
    /// for its owners to fix (each case must still differ, so the list stays true).
    ///
    /// None now: a jump at an iteration's start (`step-start` in a backwards-filled delay) plays as
    /// the original since the export writes it as a one-step jump-start easing.
    static let differences: [String: String] = [:]

    /// The refusals of `format`: a part of each reason, by case.
    static func expected(_ format: InterchangeFormat) -> [String: String] {
        shared.merging(format == .css ? css : waapi) { first, _ in first }
    }

    /// Whether `refused` (reasons by case) is exactly the list of `format`.
    static func matches(_ refused: [String: String], _ format: InterchangeFormat) -> Bool {
        let expected = expected(format)
        return Set(refused.keys) == Set(expected.keys)
            && expected.allSatisfy { refused[$0.key]?.contains($0.value) == true }
    }
}
