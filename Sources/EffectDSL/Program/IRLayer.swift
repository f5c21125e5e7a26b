import EffectsRegistry

/// `layer NAME[INDEX] { … }`.
struct IRLayer: Sendable {
    var name: Identifier
    var index: IRValue?
    var body: [IRStatement]
    var range: Range<SourcePosition>
}
