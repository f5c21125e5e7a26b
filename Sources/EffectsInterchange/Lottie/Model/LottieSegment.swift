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
