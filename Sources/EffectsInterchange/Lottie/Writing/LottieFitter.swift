import EffectsRegistry

/// Fits one channel with pieces: exact where a constant, a line or one Bézier segment reproduces
/// the sampler, else straight pieces within the tolerance.
///
/// The timeline is cut at every boundary the timeline analysis knows (each keyframe of each
/// repetition, each begin, end and cut); between two boundaries each track plays one segment, so
/// the channel is either still, one segment's curve (exact, checked against the sampler at nine
/// moments), or something no handles hold (a spring, `linear()`, a paced or cubic mode, two tracks
/// moving at once), which is sampled: halved until a straight piece stays within the tolerance.
struct LottieFitter {
    /// The channel fitted.
    let channel: LottieChannel
    /// The sampler's row at a moment.
    let sample: (Double) -> [Double]
    /// The easings of the tracks that drive the channel.
    let source: LottieEasingSource
    /// The rows the export may still ask for (``LottieSampleBudget``).
    let budget: LottieSampleBudget
    /// The frame rate of the file: a straight piece is checked at every frame it spans, the moments
    /// a player shows.
    var framesPerSecond: Double = 60
    /// The most pieces one channel may need before the export is refused.
    static let maximumPieces = 20_000

    /// The channel as an error names it: the fxkit key paths of the tracks driving it, with
    /// Lottie's property in parentheses (`position (ks.p)`), or Lottie's alone when no track does.
    var drivenName: String {
        let keyPaths = Array(Set(source.tracks.map(\.track.target.keyPath))).sorted()
        return keyPaths.isEmpty
            ? channel.lottiePath : "\(keyPaths.joined(separator: ", ")) (\(channel.lottiePath))"
    }

    /// How close a value must come to the sampler's to count as exact: rounding, not approximation.
    static func exactness(_ value: Double) -> Double { 1e-9 * max(1, abs(value)) }

    /// The pieces covering `boundaries` (sorted, first 0, last the duration).
    func fit(boundaries: [Double]) throws(InterchangeError) -> [LottiePiece] {
        var pieces: [LottiePiece] = []
        for (from, to) in zip(boundaries, boundaries.dropFirst()) where to > from {
            try fitStretch(from: from, to: to, into: &pieces)
        }
        if pieces.isEmpty {
            // A timeline of no duration shows its first moment.
            let start = try value(boundaries.first ?? 0)
            pieces.append(
                LottiePiece(from: 0, to: 0, start: start, end: start, easing: .linear, isExact: true))
        }
        return pieces
    }

    private func value(_ time: Double) throws(InterchangeError) -> [Double] {
        try budget.spend()
        return channel.value(in: sample(time))
    }

    /// The value just before `time`: the limit from the left, where a jump at `time` has not yet
    /// happened.
    private func valueBefore(_ time: Double, after from: Double) throws(InterchangeError) -> [Double] {
        try value(max(time - 1e-9 * max(1, abs(time)), (from + time) / 2))
    }

    private func fitStretch(from: Double, to: Double, into pieces: inout [LottiePiece])
        throws(InterchangeError)
    {
        let start = try value(from)
        let end = try valueBefore(to, after: from)
        guard start.allSatisfy(\.isFinite), end.allSatisfy(\.isFinite) else {
            throw .nonFinite(
                layer: channel.layer, property: drivenName,
                time: start.allSatisfy(\.isFinite) ? to : from)
        }
        let probes = (1...9).map { from + (to - from) * Double($0) / 10 }
        var probed: [[Double]] = []
        for probe in probes { probed.append(try value(probe)) }
        // Every frame the stretch spans as well: a curve can leave the line between the nine probes
        // (a spike of linear() stops), and a player shows frames.
        let frames = frameTimes(from: from, to: to).filter { !probes.contains($0) }
        var checks: [(time: Double, values: [Double])] = []
        for frame in frames { checks.append((frame, try value(frame))) }
        if probed.allSatisfy({ close($0, start) }) && close(end, start)
            && checks.allSatisfy({ close($0.values, start) })
        {
            pieces.append(
                LottiePiece(from: from, to: to, start: start, end: start, easing: .linear, isExact: true))
            return
        }
        for easing in source.candidates(from: from, to: to) + [.linear] {
            if let piece = exactPiece(
                easing, from: from, to: to, probes: probes + checks.map(\.time),
                probed: probed + checks.map(\.values), fitted: probes.count, sampled: (start, end))
            {
                pieces.append(piece)
                return
            }
        }
        try approximate(from: from, to: to, start: start, end: end, depth: 0, into: &pieces)
    }

    /// The frame moments inside `from...to`, clear of its ends, at the file's frame rate (none for a stretch of
    /// more than 100 000 frames, which the budget would refuse anyway).
    private func frameTimes(from: Double, to: Double) -> [Double] {
        let span = (to - from) * framesPerSecond
        guard span.isFinite, span <= 1e5 else { return [] }
        let first = (from * framesPerSecond).rounded(.down) + 1
        return stride(from: first, to: to * framesPerSecond, by: 1).map { $0 / framesPerSecond }
            // Not a rounding away from an end: a frame at a repetition's boundary would see the jump.
            .filter { $0 - from > 1e-9 * max(1, abs(from)) && to - $0 > 1e-9 * max(1, abs(to)) }
    }

    /// The piece with `easing` over `from...to` when it matches the sampler at every probe: the
    /// values at its ends fitted from two probes, so a jump at either end does not spoil them.
    private func exactPiece(
        _ easing: LottieEasing, from: Double, to: Double, probes: [Double], probed: [[Double]],
        fitted: Int, sampled: (start: [Double], end: [Double])
    ) -> LottiePiece? {
        let fractions = probes.map { easing.value(atTime: ($0 - from) / (to - from)) }
        // The ends come from the first `fitted` probes (the nine); the rest only check.
        let fitting = fractions.indices.prefix(fitted)
        guard let low = fitting.min(by: { fractions[$0] < fractions[$1] }),
            let high = fitting.max(by: { fractions[$0] < fractions[$1] }),
            fractions[high] - fractions[low] > 1e-6
        else { return nil }
        var start: [Double] = []
        var end: [Double] = []
        for dimension in 0..<channel.dimensions {
            let change =
                (probed[high][dimension] - probed[low][dimension]) / (fractions[high] - fractions[low])
            let first = probed[low][dimension] - change * fractions[low]
            // The sampler's own ends where they agree to rounding, so the file shows 100, not
            // 99.99999999999997 (the value just before the end is a nanosecond early: not snapped to
            // when the value still moves there).
            let (sampledStart, sampledEnd) = (sampled.start[dimension], sampled.end[dimension])
            func agrees(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(b)) }
            start.append(agrees(first, sampledStart) ? sampledStart : first)
            let last = first + change
            end.append(agrees(last, sampledEnd) ? sampledEnd : last)
        }
        for (fraction, values) in zip(fractions, probed) {
            for dimension in 0..<channel.dimensions {
                let expected = start[dimension] + (end[dimension] - start[dimension]) * fraction
                guard abs(expected - values[dimension]) <= LottieFitter.exactness(values[dimension]) else {
                    return nil
                }
            }
        }
        return LottiePiece(from: from, to: to, start: start, end: end, easing: easing, isExact: true)
    }

    /// Straight pieces within the tolerance: a piece is halved until its quarter points lie within
    /// half the tolerance of the line, leaving the other half to the player's rounding.
    private func approximate(
        from: Double, to: Double, start: [Double], end: [Double], depth: Int, into pieces: inout [LottiePiece]
    ) throws(InterchangeError) {
        let limit = channel.tolerance / 2
        var fits = true
        // The quarter points first (they decide most halvings), then, for a piece they pass, nine
        // more moments and every frame it spans, so a piece cannot pass while wrong between them.
        var fractions = [0.25, 0.5, 0.75]
        let denser =
            (1...9).map { Double($0) / 10 } + frameTimes(from: from, to: to).map { ($0 - from) / (to - from) }
        var index = 0
        var largest = 0.0
        while index < fractions.count, fits {
            let fraction = fractions[index]
            let actual = try value(from + (to - from) * fraction)
            for dimension in 0..<channel.dimensions {
                let line = start[dimension] + (end[dimension] - start[dimension]) * fraction
                let miss = abs(actual[dimension] - line)
                if !(miss <= limit) { fits = false }
                if miss > largest { largest = miss }
            }
            index += 1
            if index == 3, fits { fractions += denser.filter { $0 > 0 && $0 < 1 } }
        }
        // A stretch too short to halve again holds a jump (a step of steps(…)): it stays a steep line.
        if fits || depth >= 48 || to - from <= 1e-12 * max(1, abs(to)) {
            guard pieces.count < LottieFitter.maximumPieces else {
                throw .tooManyKeyframes(
                    layer: channel.layer, property: drivenName, limit: LottieFitter.maximumPieces)
            }
            pieces.append(
                LottiePiece(
                    from: from, to: to, start: start, end: end, easing: .linear, isExact: false,
                    largestError: largest))
            return
        }
        let middle = (from + to) / 2
        let atMiddle = try value(middle)
        try approximate(from: from, to: middle, start: start, end: atMiddle, depth: depth + 1, into: &pieces)
        try approximate(from: middle, to: to, start: atMiddle, end: end, depth: depth + 1, into: &pieces)
    }

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= LottieFitter.exactness($1) }
    }
}
