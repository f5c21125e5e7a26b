import EffectsCore
import EffectsInterchange

/// The keyframes of a `transform` track, segment by segment.
extension WebExporter {
    /// The keyframes of a transform track: each segment that Chromium interpolates exactly as fxkit
    /// does written as its padded lists, any other taken from `sample` (its keyframes between two
    /// key times).
    func exactTransformFrames(
        _ lists: [TransformList], context: inout KeyframeContext, extent: Double,
        declarations: (TransformList) -> [CSSDeclaration],
        sample: (Double, Double) throws(InterchangeError) -> [WebKeyframe]
    ) throws(InterchangeError) -> [WebKeyframe] {
        let track = context.track
        let times = Self.keyTimes(of: track)
        var frames = KeyframeList()
        guard lists.count > 1 else {
            let list = lists.first ?? .none
            frames.add(0, declarations(list))
            frames.add(1, declarations(list))
            return frames.frames
        }
        if track.calculationMode == .discrete {
            return KeyframeList.discrete(lists.map(declarations), keyTimes: times)
        }
        var previousEnd: [CSSDeclaration]?
        for index in 0..<(lists.count - 1) {
            let plan = TransformInterpolation(from: lists[index], to: lists[index + 1])
            let (start, end) = (times[index], times[index + 1])
            guard Self.interpolatesAlike(plan, lists[index], lists[index + 1], track: track, segment: index)
            else {
                let pieces = try sample(start, end)
                if let previousEnd, let first = pieces.first {
                    frames.jump(at: start, from: previousEnd, to: first.declarations)
                }
                for piece in pieces.dropLast() { frames.add(piece.offset, piece.declarations) }
                previousEnd = pieces.last?.declarations
                continue
            }
            let from = declarations(plan.list(at: 0))
            if let previousEnd, previousEnd != from {
                // The same matrix written for the next segment: a ramp between equal matrices.
                frames.jump(at: start, from: previousEnd, to: from)
            }
            let change = Self.change(lists[index].matrix, lists[index + 1].matrix, extent: extent)
            try addSegment(
                plan, function: track.timingFunctions?[index], from: start, to: end, change: change,
                into: &frames, context: &context, declarations: declarations)
            previousEnd = declarations(plan.list(at: 1))
        }
        if let previousEnd { frames.add(times.last ?? 1, previousEnd) }
        return frames.frames
    }

    /// Whether Chromium interpolates the segment from `first` to `second` exactly as fxkit does:
    /// the padded lists pair function by function, no pair goes through matrices, and no
    /// perspective() is extrapolated (Chromium stops one at none, where fxkit's 1/d keeps going).
    private static func interpolatesAlike(
        _ plan: TransformInterpolation, _ first: TransformList, _ second: TransformList, track: Track,
        segment: Int
    ) -> Bool {
        let padded = max(first.functions.count, second.functions.count)
        let overshoots = [track.timingFunction, track.timingFunctions?[segment]].contains {
            $0.map(Self.overshoots) ?? false
        }
        let perspective = (first.functions + second.functions).contains {
            if case .perspective = $0 { return true } else { return false }
        }
        return plan.pairedCount == padded && !plan.list(at: 0.5).functions.contains(where: Self.isMatrix)
            && !(overshoots && perspective)
    }

    /// The keyframes of one exact segment from `start` to `end`: its steps, or its first list with
    /// the segment's easing (its output scaled by the matrices' `change`).
    private func addSegment(
        _ plan: TransformInterpolation, function: TimingFunction?, from start: Double, to end: Double,
        change: Double, into frames: inout KeyframeList, context: inout KeyframeContext,
        declarations: (TransformList) -> [CSSDeclaration]
    ) throws(InterchangeError) {
        let first = declarations(plan.list(at: 0))
        if let steps = KeyframeList.steps(of: function) {
            frames.steps(steps, from: start, to: end, first: first) { declarations(plan.list(at: $0)) }
            return
        }
        var easing = "linear"
        if let function {
            easing = try context.easing(
                function, seconds: (end - start) * context.track.timing.simpleDuration, scale: change)
        }
        frames.add(start, first, easing: easing)
    }

    /// The key times of a transform track: given, or evenly spaced (one more for `discrete`).
    static func keyTimes(of track: Track) -> [Double] {
        let count = track.keyframeCount
        if let given = track.keyTimes { return given }
        if track.calculationMode == .discrete { return (0...count).map { Double($0) / Double(count) } }
        return count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Whether a function is a matrix, which Chromium interpolates by its own decomposition.
    static func isMatrix(_ function: TransformFunction) -> Bool {
        switch function {
        case .matrix, .matrix3d: return true
        default: return false
        }
    }
}
