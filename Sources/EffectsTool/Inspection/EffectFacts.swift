import EffectsRegistry
import EffectsText

/// The facts `inspect` prints in every format, as text pieces the formats share.
enum EffectFacts {
    /// The parameters of `values` that differ from `descriptor`'s defaults, as `name=value`
    /// separated by commas, or `nil` when all are at their defaults.
    static func changedParameters(_ values: ParameterValues, of descriptor: EffectDescriptor) -> String? {
        values.changesText(from: descriptor.defaults())
    }

    /// A viewport as `WIDTHxHEIGHT`: `375x667`.
    static func viewport(_ context: EffectContext) -> String {
        context.viewportText
    }

    /// A value: a scalar as a number, a vector as `(x, y)`.
    static func value(_ value: Value) -> String {
        value.shortestText
    }

    /// What values a parameter kind allows: `0...1.6`, `at least 0`, `integer 1...10`, `2 numbers`,
    /// `left, right`.
    static func allowed(_ kind: ParameterKind) -> String {
        switch kind {
        case .number(let range): return range.map(self.range) ?? "any number"
        case .integer(let range):
            guard let range else { return "any integer" }
            return "integer " + self.range(Double(range.lowerBound)...Double(range.upperBound))
        case .vector(let count): return "\(count) numbers"
        case .bool: return "true or false"
        case .choice(let choices): return choices.joined(separator: ", ")
        }
    }

    /// A range as `0...1.6`, or `at least 0` / `at most 1` when a bound is infinite.
    static func range(_ range: ClosedRange<Double>) -> String {
        switch (range.lowerBound.isFinite, range.upperBound.isFinite) {
        case (true, true):
            return NumberText.shortest(range.lowerBound) + "..." + NumberText.shortest(range.upperBound)
        case (true, false): return "at least " + NumberText.shortest(range.lowerBound)
        case (false, true): return "at most " + NumberText.shortest(range.upperBound)
        case (false, false): return "any number"
        }
    }

    /// A key time as a percentage: `50%`.
    static func percent(_ keyTime: Double) -> String {
        NumberText.percent(keyTime, readBy: .movingThePoint)
    }

    /// The options of a track that differ from Core Animation's defaults, plus its duration, in
    /// the words of the effect language: `duration 2 s`, `delay 0.1 s`, `additive`, `fill forwards`.
    static func options(_ track: Track) -> [String] {
        var options = timing(track.timing)
        if track.isAdditive { options.append("additive") }
        if track.isCumulative { options.append("cumulative") }
        if track.calculationMode != .linear { options.append("mode \(track.calculationMode.rawValue)") }
        if let function = track.timingFunction { options.append("timing \(TimingText.described(function))") }
        return options
    }

    /// The media-timing options that differ from the defaults, duration always included.
    static func timing(_ timing: MediaTiming) -> [String] {
        var options = ["duration \(NumberText.seconds(timing.simpleDuration))"]
        if timing.beginTime != 0 { options.append("delay \(NumberText.seconds(timing.beginTime))") }
        if timing.repeatCount.isInfinite {
            options.append("repeat forever")
        } else if timing.repeatCount > 0 {
            options.append("repeat \(NumberText.shortest(timing.repeatCount))")
        } else if timing.repeatDuration > 0 {
            options.append("repeat for \(NumberText.seconds(timing.repeatDuration))")
        }
        if timing.autoreverses { options.append("autoreverse") }
        if timing.fillMode != .removed { options.append("fill \(timing.fillMode.rawValue)") }
        if timing.speed != 1 { options.append("speed \(NumberText.shortest(timing.speed))") }
        if timing.timeOffset != 0 { options.append("offset \(NumberText.seconds(timing.timeOffset))") }
        return options
    }

    /// The timing function of the segment starting at keyframe `index`, if the track gives one.
    static func segmentTiming(_ track: Track, _ index: Int) -> TimingFunction? {
        guard index < track.keyframeCount - 1, let functions = track.timingFunctions,
            functions.indices.contains(index)
        else { return nil }
        return functions[index]
    }
}
