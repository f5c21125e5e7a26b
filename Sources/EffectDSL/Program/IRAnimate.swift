import EffectsRegistry

/// `animate KEYPATH OPTIONS …`.
struct IRAnimate: Sendable {
    /// The values of the track.
    enum Body: Sendable {
        /// `from A to B`; no `from` starts at the model value.
        case fromTo(IRValue?, IRValue)
        /// A keyframe block.
        case keyframes([IRKeyframe])
    }

    var target: PropertyTarget
    var keyPath: KeyPathSyntax
    var options: IRTrackOptions
    var body: Body
    var range: Range<SourcePosition>
}
