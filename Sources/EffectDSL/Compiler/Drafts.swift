import EffectsRegistry

/// A layer while its statements run: model values, and animations not yet validated (a track
/// without `from` waits for the layer's final model values).
struct LayerDraft {
    var name: String
    /// Where the layer is declared; `nil` for a layer of the base effect.
    var range: SourceSpan?
    var modelValues: [ModelValue]
    var animations: [AnimationDraft]
}

/// An animation while its layer runs.
indirect enum AnimationDraft {
    /// An animation taken as it is (from a base effect).
    case ready(Animation)
    /// A track.
    case track(TrackDraft)
    /// A group.
    case group(GroupDraft)
}

/// A track before validation: the first value is `nil` when it comes from the model value.
struct TrackDraft {
    var target: PropertyTarget
    var keyPath: String
    var values: [Value?]
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
    var range: SourceSpan
}

/// A group before validation.
struct GroupDraft {
    var timing: MediaTiming
    var children: [AnimationDraft]
    var range: SourceSpan
}
