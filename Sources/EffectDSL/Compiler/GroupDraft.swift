import EffectsRegistry

/// A group before validation.
struct GroupDraft {
    var timing: MediaTiming
    var children: [AnimationDraft]
    var range: Range<SourcePosition>
}
