import EffectsRegistry
import Platform

/// Auto-orient (`ao: 1`): the turn a layer takes, on top of its rotation, to face along its motion
/// path, in degrees clockwise from the x axis.
///
/// The rule is ThorVG's (the player the import is proven against), which is the path's tangent:
/// on a curved segment the direction of the cubic where the layer is on it (where the curve's
/// first derivative vanishes, at a zero handle, the direction it leaves or reaches the point in:
/// the next derivative that does not vanish); on a straight segment, and a held one, the direction
/// from its keyframe to the next; 0 on a segment that does not move. Before the first keyframe the
/// turn is the first moving segment's at its start, after the last the last one's at its end.
enum LottieOrientation {
    /// The turn at `frame` of a layer whose position is `position`.
    static func degrees(of position: LottieProperty, at frame: Double) -> Double {
        let moving = position.segments.filter(\.hasLength)
        guard let first = moving.first, let last = moving.last else { return 0 }
        if frame < first.start { return degrees(in: first, at: 0) }
        guard let segment = moving.last(where: { $0.start <= frame && frame < $0.end }) else {
            return degrees(in: last, at: 1)
        }
        return degrees(in: segment, at: (frame - segment.start) / (segment.end - segment.start))
    }

    /// The turn a fraction `progress` of the way through `segment`'s time.
    static func degrees(in segment: LottieSegment, at progress: Double) -> Double {
        guard let curve = segment.curve, !segment.hold else {
            return direction(
                x: component(segment.to, 0) - component(segment.from, 0),
                y: component(segment.to, 1) - component(segment.from, 1))
        }
        let eased = min(max(segment.easing(of: 0).value(at: progress), 0), 1)
        let t = curve.parameter(atLength: eased * curve.length)
        let p = curve.points
        // The first, second and third derivatives of the cubic at t (up to positive factors).
        let u = 1 - t
        let derivatives = [
            (
                u * u * (p[1].x - p[0].x) + 2 * u * t * (p[2].x - p[1].x) + t * t * (p[3].x - p[2].x),
                u * u * (p[1].y - p[0].y) + 2 * u * t * (p[2].y - p[1].y) + t * t * (p[3].y - p[2].y)
            ),
            (
                u * (p[2].x - 2 * p[1].x + p[0].x) + t * (p[3].x - 2 * p[2].x + p[1].x),
                u * (p[2].y - 2 * p[1].y + p[0].y) + t * (p[3].y - 2 * p[2].y + p[1].y)
            ),
            (p[3].x - 3 * p[2].x + 3 * p[1].x - p[0].x, p[3].y - 3 * p[2].y + 3 * p[1].y - p[0].y),
        ]
        let scale = max(curve.length, 1e-300)
        for (index, (x, y)) in derivatives.enumerated() {
            guard (x * x + y * y).squareRoot() <= 1e-12 * scale else {
                // Past a vanishing first derivative the curve leaves a point along the second
                // (at t = 0) and reaches one against it (at t = 1).
                let sign = index == 1 && t > 0.5 ? -1.0 : 1.0
                return direction(x: sign * x, y: sign * y)
            }
        }
        return 0
    }

    /// The turn as a property a track can play.
    ///
    /// Each straight segment is one value, the turn jumping at its keyframes; each curved one is
    /// sampled at frames where a straight line in time between neighbours stays within `tolerance`
    /// degrees of the turn. Returns the property and, when a curve was sampled, how many points and
    /// the largest difference (degrees).
    static func property(of position: LottieProperty, tolerance: Double)
        -> (property: LottieProperty, sampled: (points: Int, largestError: Double)?)
    {
        let moving = position.segments.filter(\.hasLength)
        guard let first = moving.first, let last = moving.last else {
            return (LottieProperty(constant: [0], offset: position.offset), nil)
        }
        var segments: [LottieSegment] = []
        var points = 0
        var largest = 0.0
        var curved = false
        for segment in moving {
            guard segment.tangents != nil, !segment.hold else {
                let turn = degrees(in: segment, at: 0)
                segments.append(piece(segment.start, segment.end, turn, turn))
                continue
            }
            curved = true
            var sampler = CurveSampler(segment: segment, tolerance: tolerance)
            sampler.sample()
            for index in sampler.frames.indices.dropLast() {
                segments.append(
                    piece(
                        sampler.frames[index], sampler.frames[index + 1], sampler.turns[index],
                        sampler.turns[index + 1]))
            }
            points += sampler.frames.count
            largest = max(largest, sampler.largestError)
        }
        let property = LottieProperty(
            initial: [degrees(in: first, at: 0)], segments: segments, final: [degrees(in: last, at: 1)],
            offset: position.offset)
        return (property, curved ? (points, largest) : nil)
    }

    /// A straight piece of the turn from `from` at frame `start` to `to` at `end`, linear in time.
    private static func piece(_ start: Double, _ end: Double, _ from: Double, _ to: Double) -> LottieSegment {
        LottieSegment(
            start: start, end: end, from: [from], to: [to], hold: false, easing: [.linear], tangents: nil)
    }

    /// The frames and unwrapped turns of one curved segment, refined until a straight line in time
    /// between neighbours is within the tolerance at the quarters between them.
    private struct CurveSampler {
        let segment: LottieSegment
        let tolerance: Double
        var frames: [Double] = []
        var turns: [Double] = []
        var largestError = 0.0

        init(segment: LottieSegment, tolerance: Double) {
            self.segment = segment
            self.tolerance = tolerance
        }

        func turn(at frame: Double, near reference: Double) -> Double {
            let progress = (frame - segment.start) / (segment.end - segment.start)
            let raw = LottieOrientation.degrees(in: segment, at: progress)
            return reference + (raw - reference).remainder(dividingBy: 360)
        }

        mutating func sample() {
            let start = LottieOrientation.degrees(in: segment, at: 0)
            frames = [segment.start]
            turns = [start]
            refine(segment.start, start, segment.end, turn(at: segment.end, near: start), depth: 0)
        }

        /// Adds the points after `a` up to and including `b`.
        private mutating func refine(_ a: Double, _ turnA: Double, _ b: Double, _ turnB: Double, depth: Int) {
            let middle = (a + b) / 2
            let line = { (frame: Double) in turnA + (turnB - turnA) * (frame - a) / (b - a) }
            let quarters = [a + (b - a) / 4, middle, a + 3 * (b - a) / 4]
            let errors = quarters.map { abs(turn(at: $0, near: line($0)) - line($0)) }
            let error = errors.max() ?? 0
            // 20 halvings take a segment of a second below a microsecond: the turn then changes
            // faster than any frame shows (a cusp), and the line is kept with its error reported.
            guard error > tolerance, depth < 20 else {
                largestError = max(largestError, error)
                frames.append(b)
                turns.append(turnB)
                return
            }
            let turnMiddle = turn(at: middle, near: line(middle))
            refine(a, turnA, middle, turnMiddle, depth: depth + 1)
            refine(middle, turnMiddle, b, turnB, depth: depth + 1)
        }
    }

    /// The angle of (x, y) in degrees, 0 for the zero vector.
    private static func direction(x: Double, y: Double) -> Double {
        x == 0 && y == 0 ? 0 : Math.atan2(y, x) * 180 / .pi
    }

    private static func component(_ values: [Double], _ index: Int) -> Double {
        index < values.count ? values[index] : 0
    }
}
