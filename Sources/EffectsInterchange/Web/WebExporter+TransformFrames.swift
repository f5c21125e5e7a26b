import EffectsRegistry

/// The keyframes of a `transform` track, segment by segment.
extension WebExporter {
    /// The keyframes of a transform track, every segment as its lists as they are written: Chromium
    /// pads, pairs, decomposes (and, for a singular matrix, switches half way) exactly as fxkit
    /// does (docs/DSL.md, "Interpolating transform lists"), so neighbouring segments share their
    /// keyframe.
    func exactTransformFrames(
        _ lists: [TransformList], context: inout KeyframeContext, extent: Double,
        declarations: (TransformList) -> [WebDeclaration]
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
        for index in 0..<(lists.count - 1) {
            let plan = TransformInterpolation(from: lists[index], to: lists[index + 1])
            let (start, end) = (times[index], times[index + 1])
            let from = declarations(lists[index])
            let change = Self.change(lists[index].matrix, lists[index + 1].matrix, extent: extent)
            try addSegment(
                plan, first: from, function: track.timingFunctions?[index], from: start, to: end,
                change: change, into: &frames, context: &context, declarations: declarations)
        }
        if let last = lists.last { frames.add(times.last ?? 1, declarations(last)) }
        return frames.frames
    }

    /// The keyframes of one segment from `start` to `end`: its steps (each the value fxkit
    /// interpolates there), or its first list `first` with the segment's easing (its output scaled
    /// by the matrices' `change`).
    private func addSegment(
        _ plan: TransformInterpolation, first: [WebDeclaration], function: TimingFunction?,
        from start: Double, to end: Double, change: Double, into frames: inout KeyframeList,
        context: inout KeyframeContext, declarations: (TransformList) -> [WebDeclaration]
    ) throws(InterchangeError) {
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
}
