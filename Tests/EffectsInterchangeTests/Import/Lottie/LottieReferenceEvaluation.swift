import EffectsRegistry
import Foundation

@testable import EffectsInterchange

/// The Lottie spec's evaluation of a flattened layer.
///
/// Computed straight from the file's model: the
/// player's matrix (layer points to the animation's), opacity and visibility at a moment. The
/// import's sampled timeline must agree with it.
struct LottieReferenceEvaluation {
    let placed: LottiePlacedLayer

    /// The matrix Lottie draws the layer's own points with at `seconds`.
    func matrix(at seconds: Double) -> LottieAffine {
        placed.chain.reduce(LottieAffine.identity) { map, placing in
            let frame = Self.frame(placing.clock, seconds)
            var transform = placing.transform
            if transform.autoOrients {
                // Auto-orient's turn, found here by finite differences of the position, not by the
                // import's derivative: it is added to the rotation the frame has.
                let turn = Self.turn(of: transform, at: frame)
                transform.autoOrients = false
                transform.rotation = LottieProperty(
                    constant: [(transform.rotation.value(at: frame).first ?? 0) + turn])
            }
            return map.concatenating(LottieAffine(transform, at: frame))
        }
    }

    /// The direction of travel at `frame`, degrees: on a curve the difference of two positions a
    /// millionth of a frame apart (after the frame; before it at a segment's end), on a straight
    /// or held segment the direction to the next key, 0 where it does not move; before the first
    /// key and after the last, the first and last moving segment's at its end.
    static func turn(of transform: LottieTransform, at frame: Double) -> Double {
        guard case .joined(let position) = transform.position else { return 0 }
        let moving = position.segments.filter { $0.end > $0.start }
        guard let first = moving.first, let last = moving.last else { return 0 }
        let segment: LottieSegment
        let at: Double
        if frame < first.start {
            (segment, at) = (first, first.start)
        } else if let found = moving.last(where: { $0.start <= frame && frame < $0.end }) {
            (segment, at) = (found, frame)
        } else {
            (segment, at) = (last, last.end)
        }
        func angle(_ x: Double, _ y: Double) -> Double { x == 0 && y == 0 ? 0 : atan2(y, x) * 180 / .pi }
        guard segment.tangents != nil, !segment.hold else {
            return angle(segment.to[0] - segment.from[0], segment.to[1] - segment.from[1])
        }
        // Values inside the segment only: `value(at:)` of its own end is the next segment's.
        let h = 1e-6
        let (a, b) = at + h < segment.end ? (at, at + h) : (at - h, min(at, segment.end - 1e-9))
        let (p, q) = (position.value(at: a), position.value(at: b))
        return angle(q[0] - p[0], q[1] - p[1])
    }

    /// The frame at `seconds`, a whole frame where the seconds came from one: the player is given
    /// frame numbers, and 15 / 29.97 × 29.97 must be 15, not the frame before a hold's jump.
    static func frame(_ clock: LottieClock, _ seconds: Double) -> Double {
        let frame = clock.frame(at: seconds)
        return abs(frame - frame.rounded()) < 1e-9 ? frame.rounded() : frame
    }

    /// The opacity, 0…1, precompositions' fades included.
    func opacity(at seconds: Double) -> Double {
        let own = placed.chain.last.map { [$0] } ?? []
        return (own + placed.fades).reduce(1.0) { product, placing in
            product * (placing.transform.opacity.value(at: Self.frame(placing.clock, seconds)).first ?? 100)
                / 100
        }
    }

    /// Whether the layer shows.
    func isShown(at seconds: Double) -> Bool { placed.shown.contains(seconds) }
}

/// The player's matrix of a layer as fxctl's sampler places it: from `position`, the composed
/// `matrix`, the anchor point and the size, less the box's corner (the layer's own origin).
struct SampledPlacement {
    let sampler: Sampler
    let layer: String
    let box: LottieLayerModel.Box

    func value(_ column: String, _ seconds: Double, _ fallback: Double) -> Double {
        sampler.value(of: "\(layer).\(column)", at: seconds) ?? fallback
    }

    /// The layer's matrix at `seconds`, in Lottie's terms.
    func matrix(at seconds: Double) -> LottieAffine {
        let m = (
            a: value("matrix.m11", seconds, 1), b: value("matrix.m12", seconds, 0),
            c: value("matrix.m21", seconds, 0), d: value("matrix.m22", seconds, 1),
            tx: value("matrix.m41", seconds, 0), ty: value("matrix.m42", seconds, 0)
        )
        let anchor = (
            x: value("anchorPoint.x", seconds, 0.5) * box.width,
            y: value("anchorPoint.y", seconds, 0.5) * box.height
        )
        let position = (x: value("position.x", seconds, 0), y: value("position.y", seconds, 0))
        let world = LottieAffine(
            a: m.a, b: m.b, c: m.c, d: m.d, tx: position.x + m.tx - (m.a * anchor.x + m.c * anchor.y),
            ty: position.y + m.ty - (m.b * anchor.x + m.d * anchor.y))
        return world.concatenating(.translation(-box.x, -box.y))
    }

    func opacity(at seconds: Double) -> Double { value("opacity", seconds, 1) }
    func isShown(at seconds: Double) -> Bool { value("visible", seconds, 1) == 1 }
}
