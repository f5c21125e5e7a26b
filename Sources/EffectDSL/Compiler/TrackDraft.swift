import EffectsRegistry

/// A track before validation: the first value is `nil` when it comes from the model value.
struct TrackDraft {
    var target: PropertyTarget
    var keyPath: String
    var values: [Value?]
    /// The keyframes of a `transform` track (`values` is then empty); `nil` for other properties.
    var transforms: [TransformList?]? = nil
    var keyTimes: [Double]?
    var timingFunctions: [TimingFunction]?
    var timingFunction: TimingFunction?
    var mode: CalculationMode
    var tension: [Double]?
    var continuity: [Double]?
    var bias: [Double]?
    var isAdditive: Bool
    var isCumulative: Bool
    var timing: MediaTiming
    /// The `animate` statement.
    var range: Range<SourcePosition>
}
