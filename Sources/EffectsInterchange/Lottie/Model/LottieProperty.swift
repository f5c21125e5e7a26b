/// A property of a Lottie file read into its keyframe segments: a constant, or the value before the
/// first keyframe, the segments, and the value after the last (`s`, or the legacy `e` of the last
/// segment when the final keyframe holds only `t`).
struct LottieProperty: Hashable, Sendable {
    /// The value before the first keyframe (the constant, when there are no segments).
    var initial: [Double]
    /// The segments, in time order.
    var segments: [LottieSegment]
    /// The value from the last keyframe on.
    var final: [Double]
    /// Its offset in the file (a message finds its path from there).
    var offset: Int

    /// A property that never changes.
    init(constant value: [Double], offset: Int = 0) {
        self.initial = value
        self.segments = []
        self.final = value
        self.offset = offset
    }

    /// A keyframed property.
    init(initial: [Double], segments: [LottieSegment], final: [Double], offset: Int) {
        self.initial = initial
        self.segments = segments
        self.final = final
        self.offset = offset
    }

    /// Whether the value ever changes.
    var isAnimated: Bool {
        segments.contains { $0.from != $0.to || $0.from != initial } || final != initial
    }

    /// The number of dimensions.
    var count: Int { initial.count }

    /// The value at `frame` as lottie-web computes it: the segment that starts at or before the
    /// frame and ends after it (two keyframes at one time: the later one's value from that time),
    /// eased dimension by dimension, a curved motion path travelled by arc length.
    func value(at frame: Double) -> [Double] {
        guard let first = segments.first, frame >= first.start else { return initial }
        guard let segment = segment(at: frame) else { return final }
        return segment.value(atProgress: (frame - segment.start) / (segment.end - segment.start))
    }

    /// The segment that starts at or before `frame` and ends after it, found by halving: the
    /// segments run from keyframe to keyframe in time order, each ending where the next starts, so
    /// only the last one starting at or before `frame` can hold it (a sampler asks at every moment,
    /// and a search from the start made that quadratic in the keyframes).
    func segment(at frame: Double) -> LottieSegment? {
        var (low, high) = (0, segments.count)
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].start <= frame { low = middle + 1 } else { high = middle }
        }
        guard low > 0, frame < segments[low - 1].end else { return nil }
        return segments[low - 1]
    }

    /// The property with each value mapped by `transform` (a unit conversion: the easing and times stay).
    func mapped(_ transform: ([Double]) -> [Double]) -> LottieProperty {
        var copy = self
        copy.initial = transform(initial)
        copy.final = transform(final)
        copy.segments = segments.map { segment in
            var mapped = segment
            mapped.from = transform(segment.from)
            mapped.to = transform(segment.to)
            return mapped
        }
        return copy
    }

    /// Dimension `index` alone, as a one-dimensional property (a split of per-dimension easing).
    func dimension(_ index: Int) -> LottieProperty {
        var copy = mapped { values in [index < values.count ? values[index] : 0] }
        copy.segments = zip(copy.segments, segments).map { mapped, original in
            var single = mapped
            single.easing = [original.easing(of: index)]
            single.tangents = nil
            return single
        }
        return copy
    }
}
