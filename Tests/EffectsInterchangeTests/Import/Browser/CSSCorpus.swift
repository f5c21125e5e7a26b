import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport

@testable import EffectsInterchange

/// The stylesheets of `Tests/EffectsInterchangeTests/Import/Corpus/` that the proof plays, each with the element
/// that plays it.
enum CSSCorpus {
    /// One effect of one stylesheet, as one element plays it.
    struct Case: CustomStringConvertible, Sendable {
        /// The stylesheet's file name in the corpus.
        let file: String
        /// The effect (`@keyframes`) to compare.
        let effect: String
        /// The element (`--element`), or `nil` for the rule that names the keyframes.
        var element: String?
        /// Whether reduced motion is asked for.
        var reducedMotion = false

        var description: String { "\(file):\(effect)" + (element.map { " as '\($0)'" } ?? "") }
    }

    /// Every case the proof plays.
    static let cases: [Case] = [
        Case(file: "basics.css", effect: "hop"),
        Case(file: "basics.css", effect: "fade"),
        Case(file: "basics.css", effect: "spin"),
        Case(file: "basics.css", effect: "slide"),
        Case(file: "timing.css", effect: "sweep", element: ".normal-none"),
        Case(file: "timing.css", effect: "sweep", element: ".reverse-forwards"),
        Case(file: "timing.css", effect: "sweep", element: ".reverse-three"),
        Case(file: "timing.css", effect: "sweep", element: ".alternate-backwards"),
        Case(file: "timing.css", effect: "sweep", element: ".alternate-reverse-both"),
        Case(file: "timing.css", effect: "sweep", element: ".negative-delay"),
        Case(file: "timing.css", effect: "sweep", element: ".endless"),
        Case(file: "timing.css", effect: "sweep", element: ".paused"),
        Case(file: "timing.css", effect: "sweep", element: ".paused-waiting"),
        Case(file: "timing.css", effect: "ticks", element: ".jump-start"),
        Case(file: "timing.css", effect: "ticks", element: ".jump-end"),
        Case(file: "timing.css", effect: "ticks", element: ".jump-none"),
        Case(file: "timing.css", effect: "ticks", element: ".jump-both"),
        Case(file: "timing.css", effect: "ticks", element: ".step-start"),
        Case(file: "timing.css", effect: "ticks", element: ".step-end-reverse"),
        Case(file: "timing.css", effect: "ticks", element: ".bounce-in"),
        Case(file: "timing.css", effect: "lift", element: ".linear-holds"),
        Case(file: "multiple.css", effect: "drift", element: ".combo"),
        Case(file: "multiple.css", effect: "drift", element: ".blinker"),
        Case(file: "multiple.css", effect: "blink", element: ".stepped-blink"),
        Case(file: "multiple.css", effect: "flip", element: ".flipper"),
        Case(file: "multiple.css", effect: "turn-over", element: ".card-back"),
        Case(file: "multiple.css", effect: "tilt", element: ".axis-rotate"),
        Case(file: "perspective.css", effect: "swing3d", element: ".stage > .swinger"),
        Case(file: "perspective.css", effect: "swing3d", element: ".stage-off > .swinger"),
        Case(file: "perspective.css", effect: "swing3d", element: ".stage .deep"),
        Case(file: "perspective.css", effect: "zoom3d", element: ".zoomer"),
        Case(file: "box.css", effect: "stretch"),
        Case(file: "box.css", effect: "rise"),
        Case(file: "box.css", effect: "move"),
        Case(file: "cascade.css", effect: "bounce", element: ".animated.bounce"),
        Case(file: "cascade.css", effect: "bounce", element: "#hero.animated.bounce"),
        Case(file: "cascade.css", effect: "bounce", element: ".animated.quick.bounce"),
        Case(file: "cascade.css", effect: "bounce", element: ".stage > .animated.bounce"),
        Case(file: "cascade.css", effect: "wobble", element: ".animated.wobble"),
        Case(file: "instant.css", effect: "pose", element: ".zero-both"),
        Case(file: "instant.css", effect: "pose", element: ".zero-forwards-count"),
        Case(file: "instant.css", effect: "pose", element: ".zero-reverse"),
        Case(file: "instant.css", effect: "pose", element: ".zero-alternate"),
        Case(file: "instant.css", effect: "pose", element: ".zero-alternate-reverse"),
        Case(file: "instant.css", effect: "pose", element: ".zero-infinite"),
        Case(file: "instant.css", effect: "pose", element: ".count-zero"),
        Case(file: "instant.css", effect: "pose", element: ".zero-backwards"),
        Case(file: "instant.css", effect: "pose", element: ".zero-negative-delay"),
        Case(file: "effects/examples/web-motion.css", effect: "toast-in"),
        Case(file: "effects/examples/web-motion.css", effect: "badge-pulse"),
        Case(file: "effects/examples/web-motion.css", effect: "card-flip"),
        Case(file: "effects/examples/web-motion.css", effect: "shake"),
        Case(file: "media.css", effect: "arrive"),
        Case(file: "media.css", effect: "grow"),
        Case(file: "mismatched.css", effect: "turn-and-slide"),
        Case(file: "mismatched.css", effect: "skewed"),
        Case(file: "mismatched.css", effect: "tumble"),
        Case(file: "mismatched.css", effect: "collapse"),
        Case(file: "media.css", effect: "arrive-gently", reducedMotion: true),
        Case(file: "matrices.css", effect: "rotate-skew"),
        Case(file: "matrices.css", effect: "matrix-pair"),
        Case(file: "matrices.css", effect: "matrix-list"),
        Case(file: "matrices.css", effect: "mirror"),
        Case(file: "matrices.css", effect: "flip-both"),
        Case(file: "matrices.css", effect: "vanish"),
        Case(file: "matrices.css", effect: "squash"),
        Case(file: "matrices.css", effect: "flatten"),
        Case(file: "recovery.css", effect: "spin"),
        Case(file: "recovery.css", effect: "spin", element: "div.animate-spin"),
        Case(file: "recovery.css", effect: "ping", element: "span.animate-ping"),
        Case(file: "recovery.css", effect: "pulse", element: ".ball-pulse > div"),
        Case(file: "recovery.css", effect: "blink", element: ".fade-box"),
        Case(file: "recovery.css", effect: "blink", element: ".fade-box.late"),
        Case(file: "recovery.css", effect: "swing"),
        Case(file: "recovery.css", effect: "hinge"),
        Case(file: "recovery.css", effect: "wander"),
        Case(file: "recovery.css", effect: "door"),
    ]

    /// How far before the end the last Lottie frame is read, in frames.
    static let lastFrameMargin = 1e-3

    /// The text of a corpus file.
    static func text(_ file: String) throws -> String {
        // A path with a directory is the repository's (the shipped example); a name is the corpus's.
        let path = Repository.path(
            file.contains("/") ? file : "Tests/EffectsInterchangeTests/Import/Corpus/" + file)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The imported effect of `item`.
    static func effect(_ item: Case) throws -> CSSImportedEffect {
        let options = try CSSImportOptions(element: item.element, reducedMotion: item.reducedMotion)
        let result = CSSImport.load(SourceFile(name: item.file, text: try text(item.file)), options: options)
        guard let effect = result.effects.first(where: { $0.descriptor.name == item.effect }) else {
            throw BrowserFailure("\(item): no effect imported\n\(result.rendered())")
        }
        return effect
    }

    /// The times a case is compared at, seconds: 60 frames a second over the effect, every keyframe
    /// boundary of every iteration (forwards and backwards) of every animation, and the moment a
    /// Lottie player shows last (a thousandth of a frame before the end: it renders `op` as `op − 1`).
    static func times(of effect: CSSImportedEffect) -> [Double] {
        let duration = effect.descriptor.duration
        return CSSProofMoments.moments(
            duration: duration, animations: effect.plan.animations, iterations: 0..<200,
            extra: [max(duration - lastFrameMargin / 60, 0)], instants: true)
    }
}
