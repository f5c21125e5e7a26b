import EffectsRegistry

/// `group OPTIONS { … }`.
struct IRGroup: Sendable {
    var options: IRTrackOptions
    var body: [IRStatement]
    var range: Range<SourcePosition>
}
