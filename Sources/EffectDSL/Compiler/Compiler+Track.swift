import EffectsRegistry
import EffectsText

extension Compiler {
    /// The media timing of a track or group from its options; `fallback` is the duration when none
    /// is given (the enclosing group's, else the effect's).
    mutating func mediaTiming(_ options: IRTrackOptions, fallback: Double) -> MediaTiming? {
        var timing = MediaTiming(duration: fallback, fillMode: options.fill ?? .removed)
        timing.autoreverses = options.autoreverses
        if let value = options.duration {
            guard let seconds = time(value, "the duration") else { return nil }
            guard seconds > 0 else {
                let shown = NumberText.seconds(seconds, digits: 6)
                report(.durationNotPositive("a duration", shown), at: value.range)
                return nil
            }
            timing.duration = seconds
        }
        if let value = options.delay {
            guard let seconds = time(value, "the delay") else { return nil }
            timing.beginTime = seconds
        }
        if let value = options.offset {
            guard let seconds = time(value, "the offset") else { return nil }
            timing.timeOffset = seconds
        }
        if let value = options.speed {
            guard let speed = number(value) else { return nil }
            guard speed >= 0 else {
                report(.optionNegative("the speed", NumberText.shortest(speed)), at: value.range)
                return nil
            }
            if let problem = MediaTiming.speedProblem(speed) {
                report(.timeOutOfRange("the speed", problem), at: value.range)
                return nil
            }
            timing.speed = speed
        }
        if options.repeatsForever {
            timing.repeatCount = .infinity
        } else if let value = options.repeatCount {
            guard let count = number(value) else { return nil }
            guard count >= 0 else {
                report(.optionNegative("the repeat count", NumberText.shortest(count)), at: value.range)
                return nil
            }
            if let problem = MediaTiming.repeatCountProblem(count) {
                report(.timeOutOfRange("the repeat count", problem), at: value.range)
                return nil
            }
            timing.repeatCount = count
        }
        return timing
    }

    /// A time in seconds within ``MediaTiming/timeLimit``, or `nil` after recording why there is
    /// none; `what` names it in the message ("the delay").
    mutating func time(_ value: IRValue, _ what: String) -> Double? {
        guard let seconds = number(value) else { return nil }
        if let problem = MediaTiming.timeProblem(seconds) {
            report(.timeOutOfRange(what, problem), at: value.range)
            return nil
        }
        return seconds
    }

    /// A number, or `nil` after recording why there is none.
    mutating func number(_ value: IRValue) -> Double? {
        do {
            return try evaluator.number(value.expression)
        } catch {
            record(error, at: value.range)
            return nil
        }
    }

    /// A property value, or `nil` after recording why there is none.
    mutating func propertyValue(_ value: IRValue) -> Value? {
        do {
            return try evaluator.evaluate(value.expression).asValue.map { v throws(EvaluationError) in
                try evaluator.bounded(v, value.range)
            }
        } catch {
            record(error, at: value.range)
            return nil
        }
    }

    /// A group; `group` is the duration the enclosing groups give it, `nil` when none of them (nor
    /// the effect) has one.
    mutating func makeGroup(_ node: IRGroup, layer: Int, group: Double?) -> GroupDraft? {
        guard let timing = mediaTiming(node.options, fallback: group ?? effectDuration) else { return nil }
        // Without a duration anywhere above, the group's is Core Animation's default, which its
        // tracks take too, except the spring tracks (they take their settling duration).
        let given = node.options.duration != nil || group != nil || hasEffectDuration
        groupDepth += 1
        let children = runLayerStatements(node.body, layer: layer, group: given ? timing.simpleDuration : nil)
        groupDepth -= 1
        return GroupDraft(timing: timing, children: children, range: node.range)
    }

    /// Gives a track timed by a spring, with no duration of its own, its enclosing groups' or its
    /// effect's, the spring's settling duration, as SwiftUI's spring keyframe without a duration
    /// and a `CASpringAnimation` with `duration = settlingDuration` last.
    private mutating func settle(
        _ draft: inout TrackDraft, _ node: IRAnimate, group: Double?, layerLevel: Bool
    ) {
        guard case .spring(let spring) = draft.timingFunction, node.options.duration == nil, group == nil,
            !hasEffectDuration
        else { return }
        draft.timing.duration = spring.settlingDuration
        let end = draft.timing.endTime
        if layerLevel && end.isFinite { springTracksEnd = max(springTracksEnd, end) }
    }

    mutating func makeTrack(_ node: IRAnimate, group: Double?) -> TrackDraft? {
        guard trackCount < limits.tracks else {
            report(.tracksTooMany(limit: limits.tracks), at: node.range)
            isAborted = true
            return nil
        }
        trackCount += 1
        guard let timing = mediaTiming(node.options, fallback: group ?? effectDuration) else { return nil }
        var draft = TrackDraft(
            target: node.target, keyPath: node.keyPath.text, values: [], keyTimes: nil, timingFunctions: nil,
            timingFunction: nil, mode: node.options.mode ?? .linear, tension: nil, continuity: nil, bias: nil,
            isAdditive: node.options.isAdditive, isCumulative: node.options.isCumulative, timing: timing,
            range: node.range)
        if let function = node.options.timing {
            guard let made = timingFunction(function) else { return nil }
            draft.timingFunction = made
        } else {
            draft.timingFunction = effectTiming
        }
        settle(&draft, node, group: group, layerLevel: groupDepth == 0)
        if node.target.property.kind == .transform {
            return fillTransforms(node.body, into: &draft) ? draft : nil
        }
        switch node.body {
        case .fromTo(let from, let to):
            var first: Value?
            if let from {
                guard let value = propertyValue(from) else { return nil }
                first = value
            }
            guard let last = propertyValue(to) else { return nil }
            draft.values = [first, last]
        case .keyframes(let keyframes):
            guard fillKeyframes(keyframes, into: &draft) else { return nil }
        }
        return draft
    }

    /// The keyframes of a `transform` track, its key times and segment timing functions.
    ///
    /// `false` after recording why a keyframe has none. Without `from`, the first is the model value.
    private mutating func fillTransforms(_ body: IRAnimate.Body, into draft: inout TrackDraft) -> Bool {
        var lists: [TransformList?] = []
        switch body {
        case .fromTo(let from, let to):
            var first: TransformList?
            if let from {
                guard let list = transformValue(from) else { return false }
                first = list
            }
            guard let last = transformValue(to) else { return false }
            lists = [first, last]
        case .keyframes(let keyframes):
            guard fillKeyframes(keyframes, into: &draft, values: false) else { return false }
            for keyframe in keyframes {
                guard let list = transformValue(keyframe.value) else { return false }
                lists.append(list)
            }
        }
        draft.transforms = lists
        return true
    }

    /// A transform list, or `nil` after recording why there is none.
    mutating func transformValue(_ value: IRValue) -> TransformList? {
        do {
            guard case .transform(let list) = try evaluator.evaluate(value.expression) else { return nil }
            return list
        } catch {
            record(error, at: value.range)
            return nil
        }
    }

    /// The values, key times, segment timing functions and spline parameters of a keyframe block;
    /// with `values` false, all but the values (a `transform` track reads its own).
    private mutating func fillKeyframes(
        _ keyframes: [IRKeyframe], into draft: inout TrackDraft, values readsValues: Bool = true
    ) -> Bool {
        guard keyframes.count >= 2 else { return false }
        var values: [Value?] = []
        var segments: [TimingFunction] = []
        values.reserveCapacity(keyframes.count)
        segments.reserveCapacity(keyframes.count)
        var hasSegmentTiming = false
        // Made at the first keyframe that gives the parameter; most blocks give none.
        var tension: [Double]?
        var continuity: [Double]?
        var bias: [Double]?
        // By index, reading only the fields used: a whole keyframe is large to copy.
        for position in keyframes.indices {
            if readsValues {
                guard let value = propertyValue(keyframes[position].value) else { return false }
                values.append(value)
            }
            if let timing = keyframes[position].timing {
                guard let made = timingFunction(timing) else { return false }
                segments.append(made)
                hasSegmentTiming = true
            } else {
                segments.append(.linear)
            }
            guard appendSpline(keyframes[position].tension, at: position, of: keyframes.count, to: &tension),
                appendSpline(
                    keyframes[position].continuity, at: position, of: keyframes.count, to: &continuity),
                appendSpline(keyframes[position].bias, at: position, of: keyframes.count, to: &bias)
            else { return false }
        }
        draft.values = values
        if hasSegmentTiming {
            segments.removeLast()
            draft.timingFunctions = segments
        }
        draft.tension = tension
        draft.continuity = continuity
        draft.bias = bias
        guard case .none = keyframes[0].offset else {
            guard let keyTimes = keyTimes(keyframes, duration: draft.timing.simpleDuration) else {
                return false
            }
            draft.keyTimes = keyTimes
            return true
        }
        return true
    }

    /// Appends keyframe `position`'s spline parameter (0 when it gives none) to `numbers`, which is
    /// made, zeros before, at the first keyframe giving one; `false` after recording an error.
    private mutating func appendSpline(
        _ parameter: IRValue?, at position: Int, of count: Int, to numbers: inout [Double]?
    ) -> Bool {
        guard let parameter else {
            numbers?.append(0)
            return true
        }
        guard let number = number(parameter) else { return false }
        if numbers == nil {
            var made = [Double](repeating: 0, count: position)
            made.reserveCapacity(count)
            numbers = made
        }
        numbers?.append(number)
        return true
    }

    /// The key times of a block with offsets: percentages as fractions, times divided by the
    /// track's duration; in order, from 0 to 1.
    private mutating func keyTimes(_ keyframes: [IRKeyframe], duration: Double) -> [Double]? {
        var times: [Double] = []
        // The offsets as written (a fraction, or seconds when `isTime`), for messages.
        var written: [(number: Double, isTime: Bool)] = []
        var ranges: [Range<SourcePosition>] = []
        times.reserveCapacity(keyframes.count)
        written.reserveCapacity(keyframes.count)
        ranges.reserveCapacity(keyframes.count)
        for position in keyframes.indices {
            switch keyframes[position].offset {
            case .none:
                return nil
            case .fraction(let value):
                guard let fraction = number(value) else { return nil }
                times.append(fraction)
                written.append((fraction, false))
                ranges.append(value.range)
            case .time(let value):
                guard let time = number(value) else { return nil }
                times.append(time / duration)
                written.append((time, true))
                ranges.append(value.range)
            }
        }
        // Offsets as messages show them, made only for a message: most blocks have none.
        func shown(_ index: Int) -> String {
            guard index >= 0 && index < written.count else { return "" }
            let offset = written[index]
            let percent = NumberText.percent(offset.number / (offset.isTime ? duration : 1), digits: 4)
            return offset.isTime ? NumberText.seconds(offset.number, digits: 6) + " (\(percent))" : percent
        }
        var valid = true
        for index in times.indices {
            // Times divided by the duration may miss 0 or 1 by a rounding error; snap those.
            if abs(times[index]) < 1e-12 { times[index] = 0 }
            if abs(times[index] - 1) < 1e-12 { times[index] = 1 }
            if !(0...1).contains(times[index]) {
                report(.keyframeOffsetOutOfRange(shown(index)), at: ranges[index])
                valid = false
            } else if index > 0 && times[index] < times[index - 1] {
                report(
                    .keyframeOffsetsOutOfOrder(shown(index), previous: shown(index - 1)), at: ranges[index])
                valid = false
            }
        }
        guard valid, let first = times.first, let last = times.last, let firstRange = ranges.first,
            let lastRange = ranges.last
        else { return nil }
        if first != 0 {
            report(.keyframesNotFromStart(shown(0)), at: firstRange)
            valid = false
        }
        if last != 1 {
            report(.keyframesNotToEnd(shown(times.count - 1)), at: lastRange)
            valid = false
        }
        return valid ? times : nil
    }
}
