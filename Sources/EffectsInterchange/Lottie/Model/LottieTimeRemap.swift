/// A precomposition layer's time remapping (`tm`): which frame of its content shows at each frame of
/// the composition around it, in pieces a clock can say — the content held at one frame, or
/// running at one speed or along a keyframe's curve, forwards or backwards.
///
/// The content frame is `tm`'s value (seconds) times the animation's frame rate, `tm` taken at the
/// frame of the composition around the layer (its `st` does not apply, as in lottie-web and ThorVG).
/// A keyframe segment is one running piece (linear or eased), a held one (or one that does not
/// change) a still piece; before the first keyframe and after the last the content holds the
/// first and last values.
struct LottieTimeRemap: Hashable, Sendable {
    /// One stretch of the remapping: from frame `start` to `end` of the composition around (either
    /// may be infinite), the content from frame `from` to `to` along `easing`.
    struct Piece: Hashable, Sendable {
        var start: Double
        var end: Double
        var from: Double
        var to: Double
        var easing: LottieEasing = .linear

        /// Whether the content moves.
        var moves: Bool { from != to && start.isFinite && end.isFinite }
        /// Whether the content runs at a varying speed (eased and moving).
        var isEased: Bool { !easing.isLinear && moves }
        /// Whether the content runs backwards.
        var runsBackward: Bool { to < from && moves }

        /// The content frame the piece shows at frame `input` around it, held beyond the piece.
        func frame(atInput input: Double) -> Double {
            guard moves else { return from }
            let x = min(max((input - start) / (end - start), 0), 1)
            return from + (to - from) * (isEased ? easing.value(atTime: x) : x)
        }

        /// The frame around at which the content is on `frame`: −∞ for one on the far side of
        /// `from` (reached before the piece), +∞ for one beyond `to` (never reached in it).
        func input(atFrame frame: Double) -> Double {
            let progress = (frame - from) / (to - from)
            guard progress >= 0 else { return -.infinity }
            guard progress <= 1 else { return .infinity }
            return start + easing.point(easing.parameter(atProgress: progress)).x * (end - start)
        }
    }

    /// The pieces, in time order, covering every frame.
    let pieces: [Piece]

    /// The content held at `frame` throughout.
    init(constant frame: Double) {
        pieces = [Piece(start: -.infinity, end: .infinity, from: frame, to: frame)]
    }

    /// The content held at `initial` before the first of `stretches` and at `final` after the
    /// last, each stretch a piece.
    init(initial: Double, stretches: [Piece], final: Double) {
        let first = stretches.first?.start ?? .infinity
        let last = stretches.last?.end ?? -.infinity
        pieces =
            [Piece(start: -.infinity, end: first, from: initial, to: initial)] + stretches
            + [Piece(start: last, end: .infinity, from: final, to: final)]
    }

    /// The content's clock during `piece`, the composition around running on `outer`: a frame rate
    /// when it runs forward at one speed, else through a ``LottieWarp`` (eased, or backwards; one
    /// inside another's content follows it).
    static func clock(of piece: Piece, outer: LottieClock) -> LottieClock {
        guard piece.moves, !outer.isFrozen else {
            let frame = outer.isFrozen ? piece.frame(atInput: outer.frameAtZero) : piece.from
            return .frozen(at: frame)
        }
        let slope = (piece.to - piece.from) / (piece.end - piece.start)
        if let warp = outer.warp {
            var clock = outer
            clock.warp =
                piece.isEased
                ? warp.followed(by: piece)
                : warp.mapped(scale: slope, offset: piece.from - slope * piece.start)
            return clock
        }
        if piece.isEased || piece.runsBackward {
            var clock = outer
            clock.warp = LottieWarp(piece)
            return clock
        }
        return LottieClock(
            framesPerSecond: slope * outer.framesPerSecond,
            frameAtZero: piece.from + slope * (outer.frameAtZero - piece.start))
    }

}
