/// One stretch of a keyframed property: from a keyframe to the next, with how it gets there.
struct LottieSegment: Hashable, Sendable {
    /// The frame it starts at (its keyframe's `t`), in the time of the layer's composition.
    var start: Double
    /// The frame it ends at (the next keyframe's `t`); equal to `start` for two keyframes at one time.
    var end: Double
    /// The value at the start (`s`).
    var from: [Double]
    /// The value it moves to (the next keyframe's `s`, or the legacy `e`).
    var to: [Double]
    /// Whether the value holds `from` until `end` (`h: 1`).
    var hold: Bool
    /// The easing of each dimension; one entry eases them all.
    var easing: [LottieEasing]
    /// The spatial tangents of a curved motion path, relative to `from` (`to`) and to `to` (`ti`),
    /// or `nil` for a straight one.
    var tangents: (out: [Double], in: [Double])?

    /// The easing of dimension `index`.
    func easing(of index: Int) -> LottieEasing {
        index < easing.count ? easing[index] : (easing.first ?? .linear)
    }

    /// Whether every dimension eases along the same curve.
    var easesAlike: Bool { easing.dropFirst().allSatisfy { $0 == easing.first } }

    /// Whether the segment takes time.
    var hasLength: Bool { end > start }

    /// Whether its value moves at constant speed in every dimension along a straight line: eased
    /// by a remapping of time, it stays a piece of that remapping's curve.
    var isLinear: Bool { !hold && tangents == nil && easing.allSatisfy(\.isLinear) }

    /// The value at `progress` (0…1) of its time, as lottie-web computes it: held, eased dimension
    /// by dimension, or along its curved path by arc length.
    func value(atProgress progress: Double) -> [Double] {
        if hold { return from }
        if let curve { return curve.point(atLengthFraction: easing(of: 0).value(at: progress)) }
        return from.indices.map { index in
            let target = index < to.count ? to[index] : from[index]
            return from[index] + (target - from[index]) * easing(of: index).value(at: progress)
        }
    }

    /// ``value(atProgress:)`` as a function, a curved path measured once for all its calls.
    func evaluator() -> (Double) -> [Double] {
        guard !hold, let curve else { return { value(atProgress: $0) } }
        let easing = easing(of: 0)
        return { curve.point(atLengthFraction: easing.value(at: $0)) }
    }

    /// The curved motion path, or `nil` for a straight one.
    var curve: LottieCurve? {
        tangents.map { LottieCurve(from: from, to: to, out: $0.out, in: $0.in) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.start == rhs.start && lhs.end == rhs.end && lhs.from == rhs.from && lhs.to == rhs.to
            && lhs.hold == rhs.hold && lhs.easing == rhs.easing && lhs.tangents?.out == rhs.tangents?.out
            && lhs.tangents?.in == rhs.tangents?.in
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(end)
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(hold)
    }
}
