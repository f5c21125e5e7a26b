import EffectsRegistry

extension LottieKeys {
    /// A stretch of a warp's parameter being keyed: from `a` to `b`, the values there, and how
    /// many halvings deep it is.
    private struct WarpStretch {
        var a: Double
        var b: Double
        var start: [Double]
        var end: [Double]
        var depth: Int
    }

    /// The keys of `property` through `warp`, a stretch of a time remapping (eased, or backwards)
    /// that `clock`'s frames pass through, each value `projected`.
    ///
    /// The content's keyframes cut the warp's span of content frames into intervals, each on one
    /// segment (or before the first, or after the last), keyed in the order the content reaches
    /// them: backwards, a value that jumps at a keyframe jumps just after the moment the frame is
    /// on it, where the frame still shows the later segment's value. Along an interval the key segment's time
    /// is the warp's easing's time exactly (a cubic in its parameter s, restretched:
    /// ``LottieEasing/timeHandles(fromParameter:toParameter:)``). A segment linear in time moves
    /// with the content frame, the easing's progress, so its value is exactly that curve's piece
    /// too (``LottieEasing/progressHandles(fromParameter:toParameter:)``): such a property keeps
    /// its numbers. Any other segment (eased, or along a curved path) is the composition of two
    /// curves, fitted by the cubic in s through its value at the ends and at a third and two thirds
    /// of the stretch, checked where such a cubic strays most and at the middle, halved while it
    /// strays further than half the tolerance or a ten-millionth of the segment's change, whichever
    /// is less (but not below a trillionth of its values, what rounding leaves of them).
    /// Before the warp's span and after it the keys hold: the content is shown only inside it.
    mutating func addWarped(
        _ property: LottieProperty, clock: LottieClock, warp: LottieWarp, tolerance: Double, dimension: Int?,
        projected: ([Double]) -> [Double]
    ) {
        // The content frames the warp runs from and to.
        let ends = [warp.frame(atParameter: 0), warp.frame(atParameter: 1)]
        let (low, high) = (ends.reduce(.infinity, min), ends.reduce(-.infinity, max))
        let cuts = property.segments.flatMap { [$0.start, $0.end] }.filter { $0 > low && $0 < high }
        // In the order the content reaches them.
        let frames = Array(Set(ends + cuts)).sorted(by: warp.runsBackward ? (>) : (<))
        var (pieces, largest) = (0, 0.0)
        for (fa, fb) in zip(frames, frames.dropFirst()) {
            let middle = (fa + fb) / 2
            let segment = property.segment(at: middle)
            let before = property.segments.first.map { middle < $0.start } ?? true
            let constant =
                segment.map { $0.hold ? $0.from : nil } ?? (before ? property.initial : property.final)
            let evaluate = segment?.evaluator()
            func value(atFrame frame: Double) -> [Double] {
                guard let segment, let evaluate, constant == nil else { return projected(constant ?? []) }
                return projected(evaluate((frame - segment.start) / (segment.end - segment.start)))
            }
            let (sa, sb) = (warp.parameter(atFrame: fa), warp.parameter(atFrame: fb))
            let first = value(atFrame: fa)
            let start = clock.seconds(atParameter: sa, of: warp)
            if warp.runsBackward, times.last == start, let previous = values.last, previous != first {
                // A value jumps at a keyframe: played backwards, the frame shows the later
                // segment's value at the keyframe itself and this one's only after it.
                add(LottieClock.moment(after: start, extent: clock.seconds(atParameter: 1, of: warp)), first)
            } else {
                add(start, first)
            }
            let last = value(atFrame: fb)
            guard constant == nil, let segment, sb > sa else {
                functions.append(.linear)
                times.append(clock.seconds(atParameter: sb, of: warp))
                values.append(last)
                continue
            }
            if warp.isSingle, warp.easing.isLinear, segment.tangents == nil,
                let function = Self.playedAtOneSpeed(segment, from: fa, to: fb, dimension: dimension)
            {
                functions.append(function)
                times.append(clock.seconds(atParameter: sb, of: warp))
                values.append(last)
                continue
            }
            let fit = fitWarped(
                WarpStretch(a: sa, b: sb, start: first, end: last, depth: 0), segment: segment, clock: clock,
                warp: warp, tolerance: tolerance
            ) { value(atFrame: warp.frame(atParameter: $0)) }
            if let fit {
                pieces += fit.pieces
                largest = max(largest, fit.largestError)
            }
        }
        if pieces > 0 {
            addSampling(pieces: pieces, error: largest)
            throughTimeRemapping = true
        }
        if values.allSatisfy({ $0 == values.first }) {
            // The content does not change while it shows (or stays on one frame): a constant.
            times = [times.first ?? 0]
            values = [values.first ?? projected(property.value(at: ends[0]))]
            functions = []
        }
    }

    /// Keys the interval `whole` of `segment`, its values `at` each parameter of the warp's easing.
    ///
    /// One key segment when the segment is linear in time and the piece's handles fit, else halves
    /// until each fits within the bound. Returns how many pieces were approximated and the largest
    /// difference, or `nil` when every piece is exact.
    private mutating func fitWarped(
        _ whole: WarpStretch, segment: LottieSegment, clock: LottieClock, warp: LottieWarp, tolerance: Double,
        at: (Double) -> [Double]
    ) -> (pieces: Int, largestError: Double)? {
        let exact = segment.isLinear && warp.isSingle
        let change = segment.curve?.length ?? zip(segment.from, segment.to).map { abs($1 - $0) }.max() ?? 0
        // Never below what rounding leaves of the values themselves: a change of a hair on a
        // large value would otherwise be halved sixteen times over.
        let magnitude = (segment.from + segment.to).map(abs).reduce(1, max)
        let bound = max(min(tolerance / 2, 1e-7 * change), 1e-12 * magnitude)
        var (pieces, largest) = (0, 0.0)
        var stretches = [whole]
        while let stretch = stretches.popLast() {
            let keyed = Self.key(stretch, warp: warp, exact: exact, bound: bound, at: at)
            if keyed.function == nil, stretch.depth < 16, keyed.error.isFinite {
                let half = (stretch.a + stretch.b) / 2
                let middle = at(half)
                stretches.append(
                    WarpStretch(
                        a: half, b: stretch.b, start: middle, end: stretch.end, depth: stretch.depth + 1))
                stretches.append(
                    WarpStretch(
                        a: stretch.a, b: half, start: stretch.start, end: middle, depth: stretch.depth + 1))
                continue
            }
            functions.append(keyed.function ?? .linear)
            times.append(clock.seconds(atParameter: stretch.b, of: warp))
            values.append(stretch.end)
            if !exact || keyed.function == nil {
                pieces += 1
                largest = max(largest, keyed.error)
            }
        }
        return pieces > 0 ? (pieces, largest) : nil
    }

    /// The timing function of a straight `segment` from content frame `from` to `to` (either way)
    /// played at one speed: its easing's piece there, reversed when `to` is before `from`, exactly
    /// (``LottieEasing/piece(from:to:)``); `nil` where that piece has no handles Lottie holds.
    private static func playedAtOneSpeed(
        _ segment: LottieSegment, from: Double, to: Double, dimension: Int?
    ) -> TimingFunction? {
        let easing = segment.easing(of: dimension ?? 0)
        if easing.isLinear { return .linear }
        let span = segment.end - segment.start
        return easing.piece(from: (from - segment.start) / span, to: (to - segment.start) / span)?
            .timingFunction
    }

    /// The timing function of one key segment over `stretch`, or `nil` where none is close enough
    /// (or its handles leave what a cubic-bezier holds), with the largest difference measured.
    private static func key(
        _ stretch: WarpStretch, warp: LottieWarp, exact: Bool, bound: Double, at: (Double) -> [Double]
    ) -> (function: TimingFunction?, error: Double) {
        let (a, b) = (stretch.a, stretch.b)
        let changes = zip(stretch.start, stretch.end).map { $1 - $0 }
        guard let reference = changes.indices.max(by: { abs(changes[$0]) < abs(changes[$1]) }),
            changes[reference] != 0
        else {
            // Level at both ends: linear, if nothing between departs from that.
            if exact { return (.linear, 0) }
            let error = chordError(stretch, changes: changes, at: at)
            return (error <= bound ? .linear : nil, error)
        }
        guard let time = warp.easing.timeHandles(fromParameter: a, toParameter: b) else {
            // Kept only at the last halving: then the chord, and how far it strays.
            return (nil, chordError(stretch, changes: changes, at: at))
        }
        let change = changes[reference]
        if exact {
            // The value moves with the content frame: the progress's own piece.
            let progress = warp.easing.progressHandles(fromParameter: a, toParameter: b)
            guard let progress, let bezier = try? CubicBezier(time.x1, progress.y1, time.x2, progress.y2)
            else {
                return (nil, 0)
            }
            return (.cubicBezier(bezier), 0)
        }
        // The cubic through the ends and the thirds: its Bernstein control values.
        let fraction = { (value: [Double]) in (value[reference] - stretch.start[reference]) / change }
        let (v1, v2) = (fraction(at(a + (b - a) / 3)), fraction(at(a + 2 * (b - a) / 3)))
        let y1 = (18 * v1 - 9 * v2 + 2) / 6
        let y2 = (-9 * v1 + 18 * v2 - 5) / 6
        var error = 0.0
        // Where a cubic through four evenly spaced points strays most, (w − 1/3)(w − 2/3) w (w − 1)
        // being largest at ½ ± √5 / 6, the middle, and the thirds for the other dimensions.
        let reach = 5.0.squareRoot() / 6
        for w in [0.5 - reach, 1.0 / 3, 0.5, 2.0 / 3, 0.5 + reach] {
            let r = 1 - w
            let fitted = 3 * r * r * w * y1 + 3 * r * w * w * y2 + w * w * w
            let actual = at(a + (b - a) * w)
            for index in changes.indices where index < actual.count {
                let predicted = stretch.start[index] + changes[index] * fitted
                error = max(error, abs(actual[index] - predicted))
            }
        }
        guard error <= bound, abs(y1) <= 10, abs(y2 - 1) <= 10,
            let bezier = try? CubicBezier(time.x1, y1, time.x2, y2)
        else { return (nil, error) }
        return (.cubicBezier(bezier), error)
    }

    /// How far the values at a quarter, half and three quarters of `stretch` stray from the
    /// straight line between its ends.
    private static func chordError(_ stretch: WarpStretch, changes: [Double], at: (Double) -> [Double])
        -> Double
    {
        var error = 0.0
        for w in [0.25, 0.5, 0.75] {
            let actual = at(stretch.a + (stretch.b - stretch.a) * w)
            for index in changes.indices where index < actual.count {
                error = max(error, abs(actual[index] - (stretch.start[index] + changes[index] * w)))
            }
        }
        return error
    }
}
