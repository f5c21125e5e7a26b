import EffectsRegistry

extension Compiler {
    /// The media timing of a track or group from its options; `fallback` is the duration when none
    /// is given (the enclosing group's, else the effect's).
    mutating func mediaTiming(_ options: IRTrackOptions, fallback: Double) -> MediaTiming? {
        var timing = MediaTiming(duration: fallback, fillMode: options.fill ?? .removed)
        timing.autoreverses = options.autoreverses
        if let value = options.duration {
            guard let seconds = number(value) else { return nil }
            guard seconds > 0 else {
                report(.durationNotPositive("a duration", DSLFormat.seconds(seconds)), at: value.range)
                return nil
            }
            timing.duration = seconds
        }
        if let value = options.delay {
            guard let seconds = number(value) else { return nil }
            timing.beginTime = seconds
        }
        if let value = options.offset {
            guard let seconds = number(value) else { return nil }
            timing.timeOffset = seconds
        }
        if let value = options.speed {
            guard let speed = number(value) else { return nil }
            guard speed >= 0 else {
                report(.optionNegative("the speed", DSLFormat.number(speed)), at: value.range)
                return nil
            }
            timing.speed = speed
        }
        if options.repeatsForever {
            timing.repeatCount = .infinity
        } else if let value = options.repeatCount {
            guard let count = number(value) else { return nil }
            guard count >= 0 else {
                report(.optionNegative("the repeat count", DSLFormat.number(count)), at: value.range)
                return nil
            }
            timing.repeatCount = count
        }
        return timing
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
            return try evaluator.evaluate(value.expression).asValue
        } catch {
            record(error, at: value.range)
            return nil
        }
    }

    mutating func makeGroup(_ node: IRGroup, layer: Int, group: Double?) -> GroupDraft? {
        guard let timing = mediaTiming(node.options, fallback: group ?? effectDuration) else { return nil }
        let children = runLayerStatements(node.body, layer: layer, group: timing.simpleDuration)
        return GroupDraft(timing: timing, children: children, range: node.range)
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

    /// The values, key times, segment timing functions and spline parameters of a keyframe block.
    private mutating func fillKeyframes(_ keyframes: [IRKeyframe], into draft: inout TrackDraft) -> Bool {
        guard keyframes.count >= 2 else { return false }
        var values: [Value?] = []
        var segments: [TimingFunction] = []
        var hasSegmentTiming = false
        var spline: [[Double]] = [[], [], []]
        var hasSpline = [false, false, false]
        for keyframe in keyframes {
            guard let value = propertyValue(keyframe.value) else { return false }
            values.append(value)
            if let timing = keyframe.timing {
                guard let made = timingFunction(timing) else { return false }
                segments.append(made)
                hasSegmentTiming = true
            } else {
                segments.append(.linear)
            }
            for (index, parameter) in [keyframe.tension, keyframe.continuity, keyframe.bias].enumerated() {
                guard let parameter else {
                    spline[index].append(0)
                    continue
                }
                guard let number = number(parameter) else { return false }
                spline[index].append(number)
                hasSpline[index] = true
            }
        }
        draft.values = values
        if hasSegmentTiming { draft.timingFunctions = Array(segments.dropLast()) }
        draft.tension = hasSpline[0] ? spline[0] : nil
        draft.continuity = hasSpline[1] ? spline[1] : nil
        draft.bias = hasSpline[2] ? spline[2] : nil
        guard case .none = keyframes[0].offset else {
            guard let keyTimes = keyTimes(keyframes, duration: draft.timing.simpleDuration) else {
                return false
            }
            draft.keyTimes = keyTimes
            return true
        }
        return true
    }

    /// The key times of a block with offsets: percentages as fractions, times divided by the
    /// track's duration; in order, from 0 to 1.
    private mutating func keyTimes(_ keyframes: [IRKeyframe], duration: Double) -> [Double]? {
        var times: [Double] = []
        var shown: [String] = []
        var ranges: [SourceSpan] = []
        for keyframe in keyframes {
            switch keyframe.offset {
            case .none:
                return nil
            case .fraction(let value):
                guard let fraction = number(value) else { return nil }
                times.append(fraction)
                shown.append(DSLFormat.percent(fraction))
                ranges.append(value.range)
            case .time(let value):
                guard let seconds = number(value) else { return nil }
                times.append(seconds / duration)
                shown.append("\(DSLFormat.seconds(seconds)) (\(DSLFormat.percent(seconds / duration)))")
                ranges.append(value.range)
            }
        }
        var valid = true
        for index in times.indices {
            // Times divided by the duration may miss 0 or 1 by a rounding error; snap those.
            if abs(times[index]) < 1e-12 { times[index] = 0 }
            if abs(times[index] - 1) < 1e-12 { times[index] = 1 }
            if !(0...1).contains(times[index]) {
                report(.keyframeOffsetOutOfRange(shown[index]), at: ranges[index])
                valid = false
            } else if index > 0 && times[index] < times[index - 1] {
                report(
                    .keyframeOffsetsOutOfOrder(shown[index], previous: shown[index - 1]), at: ranges[index])
                valid = false
            }
        }
        guard valid, let first = times.first, let last = times.last, let firstRange = ranges.first,
            let lastRange = ranges.last
        else { return nil }
        if first != 0 {
            report(.keyframesNotFromStart(shown[0]), at: firstRange)
            valid = false
        }
        if last != 1 {
            report(.keyframesNotToEnd(shown[shown.count - 1]), at: lastRange)
            valid = false
        }
        return valid ? times : nil
    }
}
