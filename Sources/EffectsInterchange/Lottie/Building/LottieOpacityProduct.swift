/// The opacity of a layer whose own opacity and those of the precompositions around it animate
/// together: their product (a precomposition fades what it holds), which no one curve of keyframes
/// says, sampled within a tolerance.
///
/// Each factor is held to 0…100 before it multiplies, as players keep a layer's opacity (an
/// overshooting easing does not make a precomposition's content negative, nor brighter).
///
/// The product is sampled between the moments where any factor starts or ends a keyframe segment:
/// there a factor's curve changes (or jumps, after a hold), so each span between them is smooth and
/// is cut in halves until a straight line between neighbouring keys stays within the tolerance at
/// the quarters between them. A jump is two keys at one time.
struct LottieOpacityProduct {
    /// The factors, each an opacity in percent on its composition's clock.
    let factors: [(opacity: LottieProperty, clock: LottieClock)]
    /// The largest difference allowed, 0…1.
    let tolerance: Double

    /// The keys: times in the effect's seconds (equal at a jump), values 0…1.
    private(set) var times: [Double] = []
    private(set) var values: [Double] = []
    /// The largest difference left between the keys and the product.
    private(set) var largestError = 0.0

    /// Samples the product of `factors` within `tolerance`.
    init(factors: [(opacity: LottieProperty, clock: LottieClock)], tolerance: Double) {
        self.factors = factors
        self.tolerance = tolerance
        let moments = Set(
            factors.flatMap { factor in
                factor.opacity.segments.flatMap { [$0.start, $0.end] }.map { factor.clock.seconds(at: $0) }
            }
        ).filter(\.isFinite).sorted()
        guard let first = moments.first else { return }
        append(first, value(at: first))
        appendJump(after: first)
        for end in moments.dropFirst() {
            guard let start = times.last, let startValue = values.last else { break }
            refine(start, startValue, end, value(justBefore: end), depth: 0)
            let at = value(at: end)
            if at != values.last { append(end, at) }
            appendJump(after: end)
        }
    }

    /// Adds a key just after `seconds` where the product changes right after it: a factor
    /// played backwards jumps after the moment its frame is on a keyframe, not at it.
    private mutating func appendJump(after seconds: Double) {
        let after = value(justAfter: seconds)
        if after != values.last {
            append(
                LottieClock.moment(after: seconds, extent: max(abs(times.first ?? 0), abs(seconds))), after)
        }
    }

    /// The product at `seconds`.
    func value(at seconds: Double) -> Double {
        factors.reduce(1.0) { product, factor in
            product * Self.held(factor.opacity.value(at: factor.clock.frame(at: seconds)).first)
        }
    }

    /// The product an instant before `seconds`, where a held factor has not yet jumped.
    func value(justBefore seconds: Double) -> Double {
        value(nudged: -1, at: seconds)
    }

    /// The product an instant after `seconds`, where a factor played backwards has jumped.
    func value(justAfter seconds: Double) -> Double {
        value(nudged: 1, at: seconds)
    }

    /// The product with each factor's frame an instant after (`direction` 1) or before (−1)
    /// `seconds` in the effect's time: later frames forwards, earlier ones backwards; a factor
    /// playing forwards is already at its value after at `seconds` itself.
    private func value(nudged direction: Double, at seconds: Double) -> Double {
        factors.reduce(1.0) { product, factor in
            let frame = factor.clock.frame(at: seconds)
            let sense = factor.clock.runsBackward ? -direction : direction
            let nudged = sense > 0 ? frame : frame - max(abs(frame), 1) * 1e-12
            return product * Self.held(factor.opacity.value(at: nudged).first)
        }
    }

    /// An opacity in percent as a fraction, held to 0…1.
    private static func held(_ percent: Double?) -> Double {
        min(max((percent ?? 100) / 100, 0), 1)
    }

    private mutating func append(_ time: Double, _ value: Double) {
        times.append(time)
        values.append(value)
    }

    /// Adds keys after `a` up to `b`, whose values are `va` and `vb`.
    private mutating func refine(_ a: Double, _ va: Double, _ b: Double, _ vb: Double, depth: Int) {
        let line = { (t: Double) in va + (vb - va) * (t - a) / (b - a) }
        let quarters = [a + (b - a) / 4, (a + b) / 2, a + 3 * (b - a) / 4]
        let error = quarters.map { abs(value(at: $0) - line($0)) }.max() ?? 0
        // 24 halvings make a span of a second shorter than any frame shows.
        guard error > tolerance, depth < 24 else {
            largestError = max(largestError, error)
            append(b, vb)
            return
        }
        let middle = (a + b) / 2
        let vm = value(at: middle)
        refine(a, va, middle, vm, depth: depth + 1)
        refine(middle, vm, b, vb, depth: depth + 1)
    }
}
