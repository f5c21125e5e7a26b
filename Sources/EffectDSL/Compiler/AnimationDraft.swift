import EffectsRegistry

/// An animation while its layer runs.
indirect enum AnimationDraft {
    /// An animation taken as it is (from a base effect).
    case ready(Animation)
    /// A track.
    case track(TrackDraft)
    /// A group.
    case group(GroupDraft)
}
