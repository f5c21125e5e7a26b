/// The eased or backward stretches of time remappings that a composition's frames pass through.
///
/// The outermost runs from frame `start` to `end` of the clock's own frames (the input) through
/// frames `from` to `to` (either way) along `easing`, as a player eases a `tm` keyframe segment;
/// then the stretches of remappings nested in its content (`inner`) follow, each taking the one
/// before's frames as its input. The content frame is the last one's.
///
/// Outside its stretch a remapping holds `from` before and `to` after: a copy of the content is
/// shown only inside its piece of the remapping, so what it does outside is never drawn.
struct LottieWarp: Hashable, Sendable {
    /// One eased or backward stretch of a remapping: `start`…`end` of its input frames to
    /// `from`…`to` along `easing` (finite, and moving).
    typealias Stretch = LottieTimeRemap.Piece

    /// The outermost stretch, whose easing's parameter keys the content's time.
    var outer: Stretch
    /// The stretches of remappings nested in its content, outermost first.
    var inner: [Stretch] = []

    /// An eased or backward stretch of one remapping.
    init(_ stretch: Stretch) {
        outer = stretch
    }

    /// The outermost stretch's easing.
    var easing: LottieEasing { outer.easing }

    /// Whether the content frame follows the outermost stretch alone: its key segments are then
    /// pieces of that stretch's curve.
    var isSingle: Bool { inner.isEmpty }

    /// Whether the content runs backwards (an odd number of its stretches do).
    var runsBackward: Bool {
        ([outer] + inner).filter { $0.to < $0.from }.count % 2 == 1
    }

    /// The content frame at input frame `input`.
    func frame(atInput input: Double) -> Double {
        inner.reduce(outer.frame(atInput: input)) { $1.frame(atInput: $0) }
    }

    /// The content frame at the outermost easing's parameter `s`.
    func frame(atParameter s: Double) -> Double {
        let frame = outer.from + (outer.to - outer.from) * outer.easing.point(s).y
        return inner.reduce(frame) { $1.frame(atInput: $0) }
    }

    /// The outermost easing's parameter at which the content reaches `frame` (held to 0…1).
    func parameter(atFrame frame: Double) -> Double {
        let reached = inner.reversed().reduce(frame) { $1.input(atFrame: $0) }
        return outer.easing.parameter(
            atProgress: min(max((reached - outer.from) / (outer.to - outer.from), 0), 1))
    }

    /// The input frame at the outermost easing's parameter `s`.
    func input(atParameter s: Double) -> Double {
        outer.start + outer.easing.point(s).x * (outer.end - outer.start)
    }

    /// The input frame at which the content reaches `frame`: −∞ when it did before the warp, +∞
    /// when it never does in it.
    func input(atFrame frame: Double) -> Double {
        outer.input(atFrame: inner.reversed().reduce(frame) { $1.input(atFrame: $0) })
    }

    /// The warp with its content frames mapped by frame ↦ `offset` + `scale` · frame (a linear
    /// remapping or a precomposition's start and stretch inside it), `scale` ≠ 0.
    func mapped(scale: Double, offset: Double) -> LottieWarp {
        var copy = self
        func map(_ stretch: inout Stretch) {
            stretch.from = offset + scale * stretch.from
            stretch.to = offset + scale * stretch.to
        }
        if inner.isEmpty { map(&copy.outer) } else { map(&copy.inner[inner.count - 1]) }
        return copy
    }

    /// The warp followed by `stretch`, a remapping nested in its content, eased or backwards.
    func followed(by stretch: Stretch) -> LottieWarp {
        var copy = self
        copy.inner.append(stretch)
        return copy
    }
}
