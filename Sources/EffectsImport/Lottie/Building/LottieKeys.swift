import EffectsCore
import EffectsInterchange

/// A property's keyframes in the effect's seconds, ready for a track: times (equal ones allowed),
/// values, and the timing function of each segment.
struct LottieKeys: Sendable {
    /// The times, seconds, not decreasing.
    var times: [Double] = []
    /// The values.
    var values: [[Double]] = []
    /// The timing of each segment, one fewer than the times.
    var functions: [TimingFunction] = []
    /// How the keys depart from the property, when a curved path was sampled.
    var sampling: (points: Int, largestError: Double)?

    /// Whether the value never changes (one key).
    var isConstant: Bool { times.count <= 1 }

    /// The keys of `property` on `clock`: a key at each keyframe (two at one time where the value
    /// jumps: a legacy `e` that the next `s` does not continue), holds as `hold` segments, easing as
    /// cubic-beziers (the first dimension's: the caller splits properties whose dimensions ease
    /// apart), and curved motion paths sampled by arc length within `tolerance` points.
    init(_ property: LottieProperty, clock: LottieClock, tolerance: Double) {
        guard property.isAnimated, !clock.isFrozen else {
            let frozen = clock.isFrozen ? property.value(at: clock.frameAtZero) : property.initial
            times = [0]
            values = [frozen]
            return
        }
        for segment in property.segments {
            add(clock.seconds(at: segment.start), segment.from)
            if let tangents = segment.tangents, segment.hasLength {
                sample(segment, tangents: tangents, clock: clock, tolerance: tolerance)
                continue
            }
            functions.append(segment.hold ? .hold : segment.easing(of: 0).timingFunction)
            times.append(clock.seconds(at: segment.end))
            values.append(segment.to)
        }
        add(times.last ?? 0, property.final)
        if let first = times.first, let last = times.last, last <= first {
            // Every key at one time: the value jumps there; a hold from a second before says so.
            times = [first - 1, first]
            values = [property.initial, property.final]
            functions = [.hold]
        }
    }

    /// Adds a key at `time` unless the last key already has that time and value.
    private mutating func add(_ time: Double, _ value: [Double]) {
        if let lastTime = times.last, let lastValue = values.last, lastTime == time, lastValue == value {
            return
        }
        if !times.isEmpty { functions.append(.linear) }
        times.append(time)
        values.append(value)
    }

    /// Replaces a curved segment by keys where the linear interpolation between them stays within
    /// `tolerance` of the path (halving each piece that strays, checked at five points between),
    /// the easing applied to the time of each key.
    private mutating func sample(
        _ segment: LottieSegment, tangents: (out: [Double], in: [Double]), clock: LottieClock,
        tolerance: Double
    ) {
        let curve = LottieCurve(from: segment.from, to: segment.to, out: tangents.out, in: tangents.in)
        let easing = segment.easing(of: 0)
        func point(_ u: Double) -> [Double] { curve.point(atLengthFraction: easing.value(at: u)) }
        var pieces: [(Double, Double)] = [(0, 1)]
        var cuts: [Double] = []
        var largest = 0.0
        while let (a, b) = pieces.popLast() {
            let (pa, pb) = (point(a), point(b))
            var error = 0.0
            for step in 1...5 {
                let u = a + (b - a) * Double(step) / 6
                let (p, w) = (point(u), Double(step) / 6)
                error = max(
                    error, hypot(p[0] - (pa[0] + (pb[0] - pa[0]) * w), p[1] - (pa[1] + (pb[1] - pa[1]) * w)))
            }
            if error > tolerance / 2, b - a > 1.0 / 65_536 {
                pieces.append(((a + b) / 2, b))
                pieces.append((a, (a + b) / 2))
            } else {
                largest = max(largest, error)
                cuts.append(b)
            }
        }
        let span = segment.end - segment.start
        for u in cuts {
            functions.append(.linear)
            times.append(clock.seconds(at: segment.start + u * span))
            values.append(u == 1 ? segment.to : point(u))
        }
        let earlier = sampling ?? (0, 0)
        sampling = (earlier.points + cuts.count, max(earlier.largestError, largest))
    }
}

private func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
