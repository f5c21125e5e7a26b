/// One animated property of one layer: a basic or keyframe animation in Core Animation's terms.
///
/// The values are the keyframes; `keyTimes` places them in `0...1` of the track's duration (evenly
/// spaced when omitted); `timingFunctions` has one entry per segment, applied after the track's own
/// `timingFunction`. A basic animation `from A to B` is a track with two values.
public struct Track: Hashable, Sendable {
    /// The property, or component of a property, that the track animates.
    public let target: PropertyTarget
    /// The keyframe values, each with `target.valueCount` components.
    public let values: [Value]
    /// Where the keyframes sit in `0...1`; `nil` spaces them evenly.
    public let keyTimes: [Double]?
    /// One timing function per segment (the keyframe's that starts it); `nil` means linear.
    public let timingFunctions: [TimingFunction]?
    /// The timing function of the whole track, applied before the segments'; `nil` means linear.
    public let timingFunction: TimingFunction?
    /// How values between keyframes are computed.
    public let calculationMode: CalculationMode
    /// Kochanek–Bartels tension per keyframe for the cubic modes; `nil` means 0 everywhere.
    public let tension: [Double]?
    /// Kochanek–Bartels continuity per keyframe for the cubic modes; `nil` means 0 everywhere.
    public let continuity: [Double]?
    /// Kochanek–Bartels bias per keyframe for the cubic modes; `nil` means 0 everywhere.
    public let bias: [Double]?
    /// Whether the value is added to the property's current value instead of replacing it.
    public let isAdditive: Bool
    /// Whether each repetition starts from where the previous one ended.
    public let isCumulative: Bool
    /// When and how the track plays in its parent's time.
    public let timing: MediaTiming

    /// A validated track.
    ///
    /// For `discrete` mode `keyTimes` may have one more entry than `values`, as Core Animation takes
    /// them: value *i* then holds from key time *i* to key time *i + 1*. With as many key times as
    /// values, the last value holds from the last key time on. `timingFunctions` may also have one
    /// entry per keyframe; the last keyframe's has no effect.
    public init(
        target: PropertyTarget, values: [Value], keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction]? = nil, timingFunction: TimingFunction? = nil,
        calculationMode: CalculationMode = .linear, tension: [Double]? = nil,
        continuity: [Double]? = nil, bias: [Double]? = nil, isAdditive: Bool = false,
        isCumulative: Bool = false, timing: MediaTiming = MediaTiming()
    ) throws(TimelineError) {
        // The key path is spelt out only for an error: tracks are made by the thousand.
        var keyPath: String { target.keyPath }
        guard !values.isEmpty else { throw .noValues(keyPath: keyPath) }
        for (index, value) in values.enumerated() {
            guard value.count == target.valueCount else {
                throw .valueCount(
                    keyPath: keyPath, index: index, expected: target.valueCount, got: value.count)
            }
            guard value.isFinite else { throw .nonFinite(what: "value \(index + 1) of '\(keyPath)'") }
        }
        if let keyTimes {
            try Track.validate(keyTimes: keyTimes, valueCount: values.count, mode: calculationMode, keyPath)
        }
        if let timingFunctions {
            let segments = max(values.count - 1, 0)
            guard timingFunctions.count == segments || timingFunctions.count == values.count else {
                throw .timingFunctionCount(keyPath: keyPath, expected: segments, got: timingFunctions.count)
            }
        }
        for (name, list) in tension == nil && continuity == nil && bias == nil
            ? [] : [("tension", tension), ("continuity", continuity), ("bias", bias)]
        {
            guard let list else { continue }
            guard list.count == values.count else {
                throw .splineParameterCount(
                    keyPath: keyPath, name: name, expected: values.count, got: list.count)
            }
            guard list.allSatisfy(\.isFinite) else { throw .nonFinite(what: "a \(name) of '\(keyPath)'") }
        }
        try timing.validate("'\(keyPath)'")
        self.target = target
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.timingFunction = timingFunction
        self.calculationMode = calculationMode
        self.tension = tension
        self.continuity = continuity
        self.bias = bias
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.timing = timing
    }

    /// A validated track for a key path as written (`position.x`); unknown key paths are an error
    /// with a suggestion.
    public init(
        keyPath: String, values: [Value], keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction]? = nil, timingFunction: TimingFunction? = nil,
        calculationMode: CalculationMode = .linear, isAdditive: Bool = false, isCumulative: Bool = false,
        timing: MediaTiming = MediaTiming()
    ) throws(TimelineError) {
        guard let target = PropertyTarget(keyPath: keyPath) else {
            throw .unknownKeyPath(
                keyPath, suggestions: Suggestions.closest(to: keyPath, in: PropertyTarget.knownKeyPaths))
        }
        try self.init(
            target: target, values: values, keyTimes: keyTimes, timingFunctions: timingFunctions,
            timingFunction: timingFunction, calculationMode: calculationMode, isAdditive: isAdditive,
            isCumulative: isCumulative, timing: timing)
    }

    private static func validate(
        keyTimes: [Double], valueCount: Int, mode: CalculationMode, _ keyPathText: @autoclosure () -> String
    ) throws(TimelineError) {
        var keyPath: String { keyPathText() }
        let allowed = keyTimes.count == valueCount || (mode == .discrete && keyTimes.count == valueCount + 1)
        guard allowed else {
            let expected = mode == .discrete ? "\(valueCount) or \(valueCount + 1)" : "\(valueCount)"
            throw .keyTimeCount(keyPath: keyPath, expected: expected, got: keyTimes.count)
        }
        guard keyTimes.allSatisfy(\.isFinite) else { throw .nonFinite(what: "a key time of '\(keyPath)'") }
        guard keyTimes.allSatisfy({ (0...1).contains($0) }) else {
            throw .keyTimes(keyPath: keyPath, reason: "must lie within 0...1")
        }
        guard zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw .keyTimes(keyPath: keyPath, reason: "must not decrease")
        }
        guard keyTimes.first == 0 else { throw .keyTimes(keyPath: keyPath, reason: "must start at 0") }
        guard keyTimes.last == 1 || mode == .discrete || keyTimes.count == 1 else {
            throw .keyTimes(keyPath: keyPath, reason: "must end at 1")
        }
    }
}
