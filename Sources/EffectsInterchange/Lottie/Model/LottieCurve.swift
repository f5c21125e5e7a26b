import EffectsRegistry

/// A curved motion path segment: the cubic from `p0` through `p0 + to` and `p1 + ti` to `p1`,
/// travelled by arc length (the Lottie spec; lottie-web and ThorVG approximate the length, this
/// computes it to about 1e-12 of the segment's length).
struct LottieCurve: Sendable {
    /// The four control points, x and y.
    let points: [(x: Double, y: Double)]
    /// The length at each of ``pieces`` equal steps of the parameter, from 0.
    private let lengths: [Double]
    /// How many pieces the parameter range is cut into for the length table.
    private static let pieces = 128

    /// The segment from `from` to `to` with the out tangent `out` (of `from`) and in tangent `in`
    /// (of `to`), all relative as Lottie writes them; z is ignored.
    init(from: [Double], to: [Double], out: [Double], in tangent: [Double]) {
        func x(_ values: [Double]) -> Double { values.first ?? 0 }
        func y(_ values: [Double]) -> Double { values.count > 1 ? values[1] : 0 }
        let p0 = (x: x(from), y: y(from))
        let p3 = (x: x(to), y: y(to))
        points = [
            p0, (x: p0.x + x(out), y: p0.y + y(out)), (x: p3.x + x(tangent), y: p3.y + y(tangent)), p3,
        ]
        var lengths = [0.0]
        lengths.reserveCapacity(Self.pieces + 1)
        var total = 0.0
        for piece in 0..<Self.pieces {
            let a = Double(piece) / Double(Self.pieces)
            let b = Double(piece + 1) / Double(Self.pieces)
            total += LottieCurve.gaussLength(points, from: a, to: b)
            lengths.append(total)
        }
        self.lengths = lengths
    }

    /// The whole length.
    var length: Double { lengths.last ?? 0 }

    /// The point at parameter `t` (0…1).
    func point(at t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return (
            x: a * points[0].x + b * points[1].x + c * points[2].x + d * points[3].x,
            y: a * points[0].y + b * points[1].y + c * points[2].y + d * points[3].y
        )
    }

    /// The point a fraction `fraction` of the length along (clamped to the ends, as players keep
    /// an overshooting easing on the path).
    func point(atLengthFraction fraction: Double) -> [Double] {
        let point = point(at: parameter(atLength: min(max(fraction, 0), 1) * length))
        return [point.x, point.y]
    }

    /// The parameter where the length from the start is `target`: the table's piece, then Newton
    /// steps on the exact length, kept inside the piece by bisection.
    func parameter(atLength target: Double) -> Double {
        guard length > 0 else { return target > 0 ? 1 : 0 }
        var low = 0
        var high = Self.pieces
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] <= target { low = middle } else { high = middle }
        }
        let pieceStart = Double(low) / Double(Self.pieces)
        var lower = pieceStart
        var upper = Double(high) / Double(Self.pieces)
        let base = lengths[low]
        var t = lower + (upper - lower) * (target - base) / max(lengths[high] - base, .leastNormalMagnitude)
        for _ in 0..<40 {
            let error = base + LottieCurve.shortLength(points, from: pieceStart, to: t) - target
            if abs(error) <= 1e-13 * max(length, 1) { break }
            if error > 0 { upper = t } else { lower = t }
            let speed = LottieCurve.speed(points, at: t)
            var next = speed > 0 ? t - error / speed : (lower + upper) / 2
            if !(next > lower && next < upper) { next = (lower + upper) / 2 }
            t = next
        }
        return t
    }

    /// The point a fraction `fraction` of the length along (clamped to 0…1) and the path's unit
    /// direction there: where the curve stops (a zero tangent handle at an end, a cusp) the
    /// direction it leaves in, from the second derivative, else the chord's.
    func pointAndDirection(atLengthFraction fraction: Double) -> (
        point: (x: Double, y: Double), direction: (x: Double, y: Double)
    ) {
        let t = parameter(atLength: min(max(fraction, 0), 1) * length)
        let scale = max(length, 1)
        let first = Self.derivative(points, at: t)
        let second = Self.secondDerivative(points, at: t)
        let chord = (x: points[3].x - points[0].x, y: points[3].y - points[0].y)
        for candidate in [first, second, chord] {
            let norm = (candidate.x * candidate.x + candidate.y * candidate.y).squareRoot()
            if norm > 1e-12 * scale { return (point(at: t), (candidate.x / norm, candidate.y / norm)) }
        }
        return (point(at: t), (0, 0))
    }

    /// B′(t).
    static func derivative(_ p: [(x: Double, y: Double)], at t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        return (
            x: 3 * u * u * (p[1].x - p[0].x) + 6 * u * t * (p[2].x - p[1].x) + 3 * t * t * (p[3].x - p[2].x),
            y: 3 * u * u * (p[1].y - p[0].y) + 6 * u * t * (p[2].y - p[1].y) + 3 * t * t * (p[3].y - p[2].y)
        )
    }

    /// B″(t).
    static func secondDerivative(_ p: [(x: Double, y: Double)], at t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        return (
            x: 6 * u * (p[2].x - 2 * p[1].x + p[0].x) + 6 * t * (p[3].x - 2 * p[2].x + p[1].x),
            y: 6 * u * (p[2].y - 2 * p[1].y + p[0].y) + 6 * t * (p[3].y - 2 * p[2].y + p[1].y)
        )
    }

    /// |B′(t)|.
    static func speed(_ p: [(x: Double, y: Double)], at t: Double) -> Double {
        let d = derivative(p, at: t)
        return (d.x * d.x + d.y * d.y).squareRoot()
    }

    /// The length between parameters `a` and `b`: 16-point Gauss–Legendre on the speed.
    static func gaussLength(_ p: [(x: Double, y: Double)], from a: Double, to b: Double) -> Double {
        let half = (b - a) / 2
        let middle = (a + b) / 2
        var sum = 0.0
        for (node, weight) in zip(gaussNodes, gaussWeights) {
            sum += weight * (speed(p, at: middle - half * node) + speed(p, at: middle + half * node))
        }
        return sum * half
    }

    /// The length between two parameters of one table piece: 5-point Gauss–Legendre, which a
    /// piece's 1/128 of the curve makes exact to about 1e-13 of its length away from cusps.
    static func shortLength(_ p: [(x: Double, y: Double)], from a: Double, to b: Double) -> Double {
        let half = (b - a) / 2
        let middle = (a + b) / 2
        var sum = 0.568_888_888_888_888_9 * speed(p, at: middle)
        for (node, weight) in [
            (0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
            (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
        ] {
            sum += weight * (speed(p, at: middle - half * node) + speed(p, at: middle + half * node))
        }
        return sum * half
    }

    /// The positive nodes of 16-point Gauss–Legendre quadrature and their weights.
    private static let gaussNodes = [
        0.0950125098376374, 0.2816035507792589, 0.4580167776572274, 0.6178762444026438,
        0.7554044083550030, 0.8656312023878318, 0.9445750230732326, 0.9894009349916499,
    ]
    private static let gaussWeights = [
        0.1894506104550685, 0.1826034150449236, 0.1691565193950025, 0.1495959888165767,
        0.1246289712555339, 0.0951585116824928, 0.0622535239386479, 0.0271524594117541,
    ]
}
