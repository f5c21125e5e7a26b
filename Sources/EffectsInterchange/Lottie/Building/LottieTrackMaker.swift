import EffectsRegistry

/// Turns keys into fxkit's tracks: a number track on a key path, or an additive `transform` track of
/// one transform function per key; the track runs from the first key to the last and holds its
/// ends before and after (`fill both`), as a Lottie property holds its first and last values.
enum LottieTrackMaker {
    /// The track or model value for `keyPath`.
    static func numbers(_ keys: LottieKeys, keyPath: String) throws(TimelineError) -> Animation? {
        guard !keys.isConstant else { return nil }
        let values = keys.values.compactMap { Value(components: $0) }
        let (keyTimes, timing) = timing(of: keys)
        return .track(
            try Track(
                keyPath: keyPath, values: values, keyTimes: keyTimes, timingFunctions: keys.functions,
                timing: timing))
    }

    /// The model value of a constant key list on `keyPath`.
    static func model(_ keys: LottieKeys, keyPath: String) throws(TimelineError) -> ModelValue? {
        guard keys.isConstant, let first = keys.values.first, let value = Value(components: first) else {
            return nil
        }
        return try ModelValue(keyPath: keyPath, value: value)
    }

    /// A `transform` track (additive unless `additive` is false) whose keys are `function` of each
    /// value; `duration` times a constant one (it then applies throughout).
    static func transform(
        _ keys: LottieKeys, duration: Double, additive: Bool = true,
        function: ([Double]) -> [TransformFunction]
    ) throws(TimelineError) -> Animation {
        let lists = keys.values.map { TransformList(function($0)) }
        guard !keys.isConstant else {
            return .track(
                try Track(
                    transform: lists, isAdditive: additive,
                    timing: MediaTiming(duration: max(duration, 1), fillMode: .both)))
        }
        let (keyTimes, timing) = timing(of: keys)
        return .track(
            try Track(
                transform: lists, keyTimes: keyTimes, timingFunctions: keys.functions, isAdditive: additive,
                timing: timing))
    }

    /// The key times (fractions of the span from the first key to the last) and the timing.
    private static func timing(of keys: LottieKeys) -> ([Double], MediaTiming) {
        let start = keys.times.first ?? 0
        let span = (keys.times.last ?? start) - start
        var keyTimes = keys.times.map { span > 0 ? min(max(($0 - start) / span, 0), 1) : 0 }
        if !keyTimes.isEmpty {
            keyTimes[0] = 0
            keyTimes[keyTimes.count - 1] = 1
        }
        return (keyTimes, MediaTiming(beginTime: start, duration: span, fillMode: .both))
    }
}
