import EffectsRegistry

extension LottieKeys {
    /// One axis of a curved segment's path at a parameter of its easing: the value, and its slope
    /// per unit of parameter.
    private struct AxisPoint {
        var value: Double
        var slope: Double
    }

    /// A stretch of the easing's parameter from `a` to `b` being fitted: the axis at its ends, at
    /// its middle where its parent's quarter point already is that, whether the path's end holds
    /// it, and how many halvings deep it is.
    private struct Stretch {
        var a: Double
        var b: Double
        var start: AxisPoint
        var end: AxisPoint
        var middle: AxisPoint?
        var held: Bool
        var depth: Int
    }

    /// Replaces a curved segment by keys on one axis, `dimension`, of its path.
    ///
    /// Over a stretch of the easing's parameter s, the key segment's time is the easing's time
    /// exactly (a cubic in s, restretched: ``LottieEasing/timeHandles(fromParameter:toParameter:)``)
    /// and the axis's value, the path travelled by arc length to the eased progress, is fitted by
    /// the cubic in s that matches it and its slope at both ends. A cubic-bezier timing function
    /// holds both cubics at once: its x handles are the time's, its y handles the value's,
    /// normalised by the stretch's change. A stretch is halved while the fit strays more than half
    /// the tolerance at a quarter, half or three quarters of it, or while its value handles run
    /// beyond ten times its change (the axis turning back inside it); one that changes less than
    /// that is linear. So each axis stays within half the tolerance, and the point within
    /// `tolerance` · √½; a cubic follows a curve with far fewer keys than chords do.
    mutating func fitCurve(
        _ segment: LottieSegment, curve: LottieCurve, easing: LottieEasing, dimension: Int,
        clock: LottieClock, tolerance: Double
    ) {
        let bound = tolerance / 2
        // An overshooting easing is held at the path's ends, as players do: the value is level
        // wherever the progress is beyond 0…1, with a bend where it leaves, so each stretch
        // between those crossings is fitted on its own.
        func axis(_ s: Double, held: Bool) -> AxisPoint {
            let (point, direction) = curve.pointAndDirection(atLengthFraction: easing.point(s).y)
            let (value, heading) = dimension == 0 ? (point.x, direction.x) : (point.y, direction.y)
            return AxisPoint(value: value, slope: held ? 0 : heading * curve.length * easing.derivative(s).y)
        }
        let span = segment.end - segment.start
        let last = dimension < segment.to.count ? segment.to[dimension] : 0
        let breaks = [0] + easing.progressCrossings() + [1]
        var stretches: [Stretch] = []
        for (a, b) in zip(breaks, breaks.dropFirst()).reversed() {
            let progress = easing.point((a + b) / 2).y
            let held = progress < 0 || progress > 1
            stretches.append(
                Stretch(
                    a: a, b: b, start: axis(a, held: held), end: axis(b, held: held), middle: nil, held: held,
                    depth: 0))
        }
        var pieces = 0
        var largest = 0.0
        while let stretch = stretches.popLast() {
            let (a, b) = (stretch.a, stretch.b)
            let length = b - a
            let c1 = stretch.start.value + length / 3 * stretch.start.slope
            let c2 = stretch.end.value - length / 3 * stretch.end.slope
            let ends = (stretch.start.value, stretch.end.value)
            // The halves' middles are this stretch's quarter points: computed once.
            let quarter = axis(a + length * 0.25, held: stretch.held)
            let middle = stretch.middle ?? axis(a + length * 0.5, held: stretch.held)
            let threeQuarters = axis(a + length * 0.75, held: stretch.held)
            var error = 0.0
            for (w, exact) in [(0.25, quarter), (0.5, middle), (0.75, threeQuarters)] {
                let r = 1 - w
                let fitted = r * r * r * ends.0 + 3 * r * r * w * c1 + 3 * r * w * w * c2 + w * w * w * ends.1
                error = max(error, abs(exact.value - fitted))
            }
            let change = ends.1 - ends.0
            let spread = [c1, c2, ends.1].reduce(ends.0, max) - [c1, c2, ends.1].reduce(ends.0, min)
            var function: TimingFunction?
            if spread + error <= bound {
                function = .linear
                error += spread
            } else if error <= bound, let handles = easing.timeHandles(fromParameter: a, toParameter: b),
                abs(c1 - ends.0) <= 10 * abs(change), abs(c2 - ends.0) <= 10 * abs(change),
                let bezier = try? CubicBezier(
                    handles.x1, (c1 - ends.0) / change, handles.x2, (c2 - ends.0) / change)
            {
                function = .cubicBezier(bezier)
            }
            // At most 16 halvings (1/65536 of the segment, as the sampling in time stops): a file
            // whose path no cubic follows gets many keys and its error reported, not endless work.
            if function == nil, stretch.depth < 16, error.isFinite {
                let half = a + length / 2
                stretches.append(
                    Stretch(
                        a: half, b: b, start: middle, end: stretch.end, middle: threeQuarters,
                        held: stretch.held,
                        depth: stretch.depth + 1))
                stretches.append(
                    Stretch(
                        a: a, b: half, start: stretch.start, end: middle, middle: quarter, held: stretch.held,
                        depth: stretch.depth + 1))
                continue
            }
            if function == nil { error += spread }
            functions.append(function ?? .linear)
            times.append(clock.seconds(at: segment.start + easing.point(b).x * span))
            values.append([b == 1 ? last : stretch.end.value])
            pieces += 1
            largest = max(largest, error)
        }
        addSampling(pieces: pieces, error: largest)
    }
}
