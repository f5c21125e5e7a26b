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

    /// Replaces a curved segment by keys on the path.
    ///
    /// The keys sit on the path where every chord between them stays within `tolerance` of its
    /// arc (``chords(of:tolerance:)``); each key segment eases along the piece of the segment's
    /// easing between its keys, exactly, so only the path's shape is approximated. An easing that
    /// runs back (overshoot) is sampled in time instead.
    private mutating func sample(
        _ segment: LottieSegment, tangents: (out: [Double], in: [Double]), clock: LottieClock,
        tolerance: Double
    ) {
        let curve = LottieCurve(from: segment.from, to: segment.to, out: tangents.out, in: tangents.in)
        let easing = segment.easing(of: 0)
        guard easing.progressIsMonotonic, curve.length > 0 else {
            sampleInTime(segment, curve: curve, clock: clock, tolerance: tolerance)
            return
        }
        let (points, error) = Self.chords(of: curve, tolerance: tolerance)
        var previous = 0.0
        for (index, point) in points.enumerated() {
            let last = index == points.count - 1
            let parameter = last ? 1 : easing.parameter(atProgress: point.fraction)
            addEased(
                from: previous, to: parameter, easing: easing, curve: curve, segment: segment, clock: clock,
                end: last ? segment.to : point.value)
            previous = parameter
        }
        let earlier = sampling ?? (0, 0)
        sampling = (earlier.points + points.count, max(earlier.largestError, error))
    }

    /// Adds the key at easing parameter `b` (its value `end`), the segment from the key at `a`
    /// easing along the piece between them; a piece whose handles leave 0…1 is halved.
    private mutating func addEased(
        from a: Double, to b: Double, easing: LottieEasing, curve: LottieCurve, segment: LottieSegment,
        clock: LottieClock, end: [Double], depth: Int = 0
    ) {
        if let piece = easing.piece(fromParameter: a, toParameter: b) {
            functions.append(piece.timingFunction)
        } else if depth < 24, b - a > 1e-12 {
            let middle = (a + b) / 2
            addEased(
                from: a, to: middle, easing: easing, curve: curve, segment: segment, clock: clock,
                end: curve.point(atLengthFraction: easing.point(middle).y), depth: depth + 1)
            addEased(
                from: middle, to: b, easing: easing, curve: curve, segment: segment, clock: clock, end: end,
                depth: depth + 1)
            return
        } else {
            functions.append(.linear)
        }
        times.append(clock.seconds(at: segment.start + easing.point(b).x * (segment.end - segment.start)))
        values.append(end)
    }

    /// The points after the start, by their fraction of the arc length, whose chords stay within
    /// `tolerance` of the curve (each piece halved while the middle of its arc, where an arc is
    /// farthest from its chord, strays), and the largest distance left.
    static func chords(of curve: LottieCurve, tolerance: Double) -> (
        points: [(fraction: Double, value: [Double])], error: Double
    ) {
        var pieces = [
            (a: 0.0, b: 1.0, start: curve.point(atLengthFraction: 0), end: curve.point(atLengthFraction: 1))
        ]
        var points: [(fraction: Double, value: [Double])] = []
        var largest = 0.0
        while let piece = pieces.popLast() {
            let middle = (piece.a + piece.b) / 2
            let point = curve.point(atLengthFraction: middle)
            let chord = [(piece.start[0] + piece.end[0]) / 2, (piece.start[1] + piece.end[1]) / 2]
            let error = distance(point, chord)
            if error > 0.8 * tolerance, piece.b - piece.a > 1.0 / 65_536 {
                pieces.append((middle, piece.b, point, piece.end))
                pieces.append((piece.a, middle, piece.start, point))
            } else {
                largest = max(largest, error)
                points.append((piece.b, piece.end))
            }
        }
        return (points, largest)
    }

    /// Samples a curved segment in time: keys where the linear interpolation between them stays
    /// within `tolerance` of the eased path (halving each piece that strays, checked at five points
    /// between), for an easing whose progress runs back.
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
        let earlier = sampling ?? (0, 0)
        sampling = (earlier.points + cuts.count, max(earlier.largestError, largest))
    }
}

/// The distance between two points (x, y).
private func distance(_ a: [Double], _ b: [Double]) -> Double {
    let (dx, dy) = ((a.first ?? 0) - (b.first ?? 0), (a.dropFirst().first ?? 0) - (b.dropFirst().first ?? 0))
    return (dx * dx + dy * dy).squareRoot()
}
