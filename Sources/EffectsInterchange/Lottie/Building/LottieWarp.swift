/// A stretch of a time remapping, eased or running backwards, that a composition's frames pass
/// through: from frame `start` to `end` of the clock's own frames (the input), the content from
/// frame `from` to `to` (either way) along `easing`, as a player eases a `tm` keyframe segment.
///
/// Outside its stretch the content holds `from` before and `to` after: a copy of the content is
/// shown only inside its piece of the remapping, so what it does outside is never drawn.
struct LottieWarp: Hashable, Sendable {
    /// The input frames the stretch runs over, `start` < `end`.
    var start: Double
    var end: Double
    /// The content frames it runs through, `from` ≠ `to`: backwards when `to` < `from`.
    var from: Double
    var to: Double
    /// How the content frame eases from `from` to `to`: its progress rises throughout (the reader
    /// refuses one that turns back).
    var easing: LottieEasing

    /// The content frame at input frame `input`.
    func frame(atInput input: Double) -> Double {
        let x = (input - start) / (end - start)
        guard x > 0 else { return from }
        guard x < 1 else { return to }
        return from + (to - from) * easing.value(atTime: x)
    }

    /// The easing's parameter at which the content reaches `frame` (held to 0…1).
    func parameter(atFrame frame: Double) -> Double {
        easing.parameter(atProgress: min(max((frame - from) / (to - from), 0), 1))
    }

    /// The input frame at the easing's parameter `s`.
    func input(atParameter s: Double) -> Double {
        start + easing.point(s).x * (end - start)
    }

    /// The content frame at the easing's parameter `s`.
    func frame(atParameter s: Double) -> Double {
        from + (to - from) * easing.point(s).y
    }

    /// Whether the content runs backwards.
    var runsBackward: Bool { to < from }

    /// The input frame at which the content reaches `frame`: −∞ for one on the far side of `from`
    /// (reached before the stretch), +∞ for one beyond `to` (never reached in it).
    func input(atFrame frame: Double) -> Double {
        let progress = (frame - from) / (to - from)
        guard progress >= 0 else { return -.infinity }
        guard progress <= 1 else { return .infinity }
        return input(atParameter: easing.parameter(atProgress: progress))
    }

    /// The warp with its content frames mapped by frame ↦ `offset` + `scale` · frame (a linear
    /// remapping or a precomposition's start and stretch inside it), `scale` ≠ 0.
    func mapped(scale: Double, offset: Double) -> LottieWarp {
        var copy = self
        copy.from = offset + scale * from
        copy.to = offset + scale * to
        return copy
    }
}
