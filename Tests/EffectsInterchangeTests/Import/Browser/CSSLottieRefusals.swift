/// The corpus cases the Lottie export refuses or approximates, and why.
///
/// Lottie draws in two dimensions, with one transform of position, scale, skew and rotation per
/// layer: what the import read that needs more is refused with a positioned error, or approximated
/// within the tolerance and listed in `fxkit.approximated`, never silently. The Lottie round trip
/// checks both lists are exact.
enum CSSLottieRefusals {
    private static let perspective =
        "a box in perspective as the path of its projected corners, keyframed at every frame"

    /// The refused cases: a part of each reason, by case.
    ///
    /// None since the Lottie export draws a box in perspective as the path of its projected corners.
    static let refused: [String: String] = [:]

    private static let decomposed =
        "a matrix interpolation (or a rotation with a mirror) Lottie's decomposed transform cannot follow, as straight pieces"
    private static let stepped = "steps() and linear() easings of position and opacity, as straight pieces"

    /// The approximated cases, and what is approximated.
    static let approximated: [String: String] = [
        "basics.css:spin": "a rotation about an off-centre origin, its scale and rotation as straight pieces",
        "recovery.css:spin": "a whole turn, its scale and rotation as straight pieces",
        "recovery.css:door": "a 3D turn about a moving origin seen flat, as straight pieces",
        "recovery.css:wander": "a turn and scale about a moving origin, as straight pieces",
        "recovery.css:spin as 'div.animate-spin'": "a whole turn, its scale and rotation as straight pieces",
        "matrices.css:flatten": decomposed, "matrices.css:flip-both": decomposed,
        "matrices.css:matrix-list": decomposed, "matrices.css:matrix-pair": decomposed,
        "matrices.css:mirror": decomposed, "matrices.css:rotate-skew": decomposed,
        "matrices.css:squash": decomposed, "matrices.css:vanish": decomposed,
        "mismatched.css:collapse": decomposed, "mismatched.css:skewed": decomposed,
        "mismatched.css:tumble": decomposed,
        "multiple.css:flip as '.flipper'": "a 3D flip seen flat, its scale as straight pieces",
        "multiple.css:tilt as '.axis-rotate'":
            "a rotation about a 3D axis seen flat, its scale as straight pieces",
        "multiple.css:turn-over as '.card-back'": "a 3D turn seen flat, its scale as straight pieces",
        "timing.css:lift as '.linear-holds'": "a linear() easing of position, as straight pieces",
        "timing.css:ticks as '.bounce-in'": stepped, "timing.css:ticks as '.jump-both'": stepped,
        "timing.css:ticks as '.jump-end'": stepped, "timing.css:ticks as '.jump-none'": stepped,
        "timing.css:ticks as '.jump-start'": stepped,
        "perspective.css:swing3d as '.stage > .swinger'": perspective,
        "perspective.css:swing3d as '.stage-off > .swinger'": perspective,
        "perspective.css:swing3d as '.stage .deep'": perspective,
        "perspective.css:zoom3d as '.zoomer'": perspective,
        "effects/examples/web-motion.css:card-flip": perspective,
    ]

    /// Why a case differs at one moment: the original shows a value at a single instant of an
    /// iteration boundary (where a reversed or stepped iteration starts), and Lottie holds every
    /// value over a span of frames, so ThorVG shows the value of the span after it.
    static let instant = "a value shown at a single instant of an iteration boundary"

    /// The cases that differ at such an instant, and the moment, ms.
    static let differences: [String: Double] = [
        "timing.css:sweep as '.reverse-three'": 700,
        "timing.css:ticks as '.step-end-reverse'": 0,
        "timing.css:ticks as '.step-start'": 100,
    ]
}
