import EffectsRegistry

/// A property's keyframes in the effect's seconds, ready for a track: times (equal ones allowed),
/// values, and the timing function of each segment.
struct LottieKeys: Sendable {
    /// The times, seconds, not decreasing.
    var times: [Double] = []
    /// The values.
    var values: [[Double]] = []
    /// The timing of each segment, one fewer than the times.
    var functions: [TimingFunction] = []
    /// How the keys depart from the property, when a curved path was sampled or keyframes were
    /// fitted through a time remapping.
    var sampling: (points: Int, largestError: Double)?
    /// Whether some of those keys are fitted through a time remapping (eased, or backwards).
    var throughTimeRemapping = false

    /// Whether the value never changes (one key).
    var isConstant: Bool { times.count <= 1 }

    /// The keys of `property` on `clock`, or of its dimension `dimension` alone: a key at each
    /// keyframe (two at one time where the value jumps: a legacy `e` that the next `s` does not
    /// continue), holds as `hold` segments, easing as cubic-beziers (the first dimension's, or
    /// `dimension`'s), and curved motion paths within `tolerance` points: one axis fitted by
    /// cubics (``fitCurve(_:curve:easing:dimension:clock:tolerance:)``), both sampled in time; on a
    /// clock through an eased or backward time remapping, keyed along it
    /// (``addWarped(_:clock:warp:tolerance:dimension:projected:)``).
    init(_ property: LottieProperty, clock: LottieClock, tolerance: Double, dimension: Int? = nil) {
        func projected(_ value: [Double]) -> [Double] {
            guard let dimension else { return value }
            return [dimension < value.count ? value[dimension] : 0]
        }
        guard property.isAnimated, !clock.isFrozen else {
            let frozen = clock.isFrozen ? property.value(at: clock.frameAtZero) : property.initial
            times = [0]
            values = [projected(frozen)]
            return
        }
        if let warp = clock.warp {
            addWarped(
                property, clock: clock, warp: warp, tolerance: tolerance, dimension: dimension,
                projected: projected)
            return
        }
        for segment in property.segments {
            add(clock.seconds(at: segment.start), projected(segment.from))
            if let curve = segment.curve, segment.hasLength {
                if let dimension {
                    fitCurve(
                        segment, curve: curve, easing: segment.easing(of: 0), dimension: dimension,
                        clock: clock,
                        tolerance: tolerance)
                } else {
                    sampleInTime(segment, curve: curve, clock: clock, tolerance: tolerance)
                }
                continue
            }
            functions.append(segment.hold ? .hold : segment.easing(of: dimension ?? 0).timingFunction)
            times.append(clock.seconds(at: segment.end))
            values.append(projected(segment.to))
        }
        add(times.last ?? 0, projected(property.final))
        if let first = times.first, let last = times.last, last <= first {
            // Every key at one time: the value jumps there; a hold from a second before says so.
            times = [first - 1, first]
            values = [projected(property.initial), projected(property.final)]
            functions = [.hold]
        }
    }

    /// Adds a key at `time` unless the last key already has that time and value.
    mutating func add(_ time: Double, _ value: [Double]) {
        if let lastTime = times.last, let lastValue = values.last, lastTime == time, lastValue == value {
            return
        }
        if !times.isEmpty { functions.append(.linear) }
        times.append(time)
        values.append(value)
    }

    /// Records `pieces` more keys of a curved path, the largest of them `error` from it.
    mutating func addSampling(pieces: Int, error: Double) {
        let earlier = sampling ?? (0, 0)
        sampling = (earlier.points + pieces, max(earlier.largestError, error))
    }

    /// Samples a curved segment in time, both axes at once.
    ///
    /// Keys sit where the linear interpolation between them stays within `tolerance` of the eased
    /// path (each piece that strays halved, checked at five points between). One axis alone is
    /// fitted by cubics instead, with far fewer keys.
    private mutating func sampleInTime(
        _ segment: LottieSegment, curve: LottieCurve, clock: LottieClock, tolerance: Double
    ) {
        let easing = segment.easing(of: 0)
        func point(_ u: Double) -> [Double] { curve.point(atLengthFraction: easing.value(at: u)) }
        var pieces: [(Double, Double)] = [(0, 1)]
        var cuts: [Double] = []
        var largest = 0.0
        while let (a, b) = pieces.popLast() {
            let (pa, pb) = (point(a), point(b))
            var error = 0.0
            for step in 1...5 {
                let w = Double(step) / 6
                let p = point(a + (b - a) * w)
                error = max(error, distance(p, [pa[0] + (pb[0] - pa[0]) * w, pa[1] + (pb[1] - pa[1]) * w]))
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
        addSampling(pieces: cuts.count, error: largest)
    }
}

/// The distance between two points (x, y).
private func distance(_ a: [Double], _ b: [Double]) -> Double {
    let (dx, dy) = ((a.first ?? 0) - (b.first ?? 0), (a.dropFirst().first ?? 0) - (b.dropFirst().first ?? 0))
    return (dx * dx + dy * dy).squareRoot()
}
