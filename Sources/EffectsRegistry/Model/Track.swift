import EffectsText

/// One animated property of one layer: a basic or keyframe animation in Core Animation's terms.
///
/// The values are the keyframes; `keyTimes` places them in `0...1` of the track's duration (evenly
/// spaced when omitted); `timingFunctions` has one entry per segment, applied after the track's own
/// `timingFunction`. A basic animation `from A to B` is a track with two values.
///
/// A track on `transform` holds ``TransformList``s instead of values
/// (``init(transform:keyTimes:timingFunctions:timingFunction:calculationMode:isAdditive:isCumulative:timing:)``):
/// ``transforms`` has its keyframes and ``values`` is empty. A track on a boolean property
/// (``PropertyKind/boolean``) is always `discrete`.
public struct Track: Hashable, Sendable {
    /// The property, or component of a property, that the track animates.
    public let target: PropertyTarget
    /// The keyframe values, each with `target.valueCount` components; empty for a `transform` track.
    public let values: [Value]
    /// The keyframes of a `transform` track; `nil` for every other property.
    public let transforms: [TransformList]?
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

    /// The number of keyframes: of ``values``, or of ``transforms`` for a `transform` track.
    public var keyframeCount: Int { transforms?.count ?? values.count }

    /// A validated track.
    ///
    /// A track on a boolean property (``PropertyKind/boolean``: `hidden`, `doubleSided`) is stored
    /// with calculation mode `discrete`, whatever `calculationMode` says: booleans do not
    /// interpolate. Numbers given for `transform` are ``TimelineError/transformNeedsList(keyPath:)``.
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
        guard target.property.kind != .transform else { throw .transformNeedsList(keyPath: keyPath) }
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
        try Track.validate(timingFunctions: timingFunctions, valueCount: values.count, keyPath)
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
        self.transforms = nil
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.timingFunction = timingFunction
        self.calculationMode = target.property.kind == .boolean ? .discrete : calculationMode
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

    /// A validated `transform` track whose keyframes are transform lists.
    ///
    /// Each keyframe's list is sampled as its matrix (`layer.transform.m11` … `m44`); between two
    /// keyframes the lists interpolate as CSS Transforms Level 2 specifies
    /// (``TransformList/interpolated(to:amount:)``: function by function when their shapes match,
    /// else by decomposing the matrices). `calculationMode` is `linear` or `discrete`; `paced`,
    /// `cubic` and `cubic-paced` have no meaning for transforms (neither CSS nor Core Animation
    /// defines a distance or a spline between them) and are
    /// ``TimelineError/calculationMode(keyPath:mode:reason:)``.
    ///
    /// Additive, the track's matrix is concatenated onto the current value, applying to a point
    /// first: `value.concatenating(current)` (CSS `composite: add`, which appends the added list to
    /// the underlying one). Cumulative, iteration *k* shows `value.concatenating(change^k)` with
    /// `change = first⁻¹ · last`, so that each iteration starts where the previous one ended (for a
    /// first keyframe of the identity, `change` is the last keyframe's matrix); a first keyframe
    /// without an inverse leaves the track without accumulation.
    public init(
        transform keyframes: [TransformList], keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction]? = nil, timingFunction: TimingFunction? = nil,
        calculationMode: CalculationMode = .linear, isAdditive: Bool = false, isCumulative: Bool = false,
        timing: MediaTiming = MediaTiming()
    ) throws(TimelineError) {
        let target = PropertyTarget(.transform)
        let keyPath = target.keyPath
        guard !keyframes.isEmpty else { throw .noValues(keyPath: keyPath) }
        switch calculationMode {
        case .linear, .discrete:
            break
        case .paced, .cubic, .cubicPaced:
            throw .calculationMode(
                keyPath: keyPath, mode: calculationMode,
                reason: "a transform track is 'linear' (CSS Transforms interpolation) or 'discrete'")
        }
        for (index, list) in keyframes.enumerated() where !list.matrix.isFinite {
            throw .nonFinite(what: "value \(index + 1) of '\(keyPath)'")
        }
        if let keyTimes {
            try Track.validate(
                keyTimes: keyTimes, valueCount: keyframes.count, mode: calculationMode, keyPath)
        }
        try Track.validate(timingFunctions: timingFunctions, valueCount: keyframes.count, keyPath)
        try timing.validate("'\(keyPath)'")
        self.target = target
        self.values = []
        self.transforms = keyframes
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.timingFunction = timingFunction
        self.calculationMode = calculationMode
        self.tension = nil
        self.continuity = nil
        self.bias = nil
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.timing = timing
    }

    private static func validate(
        timingFunctions: [TimingFunction]?, valueCount: Int, _ keyPathText: @autoclosure () -> String
    ) throws(TimelineError) {
        guard let timingFunctions else { return }
        let segments = max(valueCount - 1, 0)
        guard timingFunctions.count == segments || timingFunctions.count == valueCount else {
            throw .timingFunctionCount(keyPath: keyPathText(), expected: segments, got: timingFunctions.count)
        }
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
