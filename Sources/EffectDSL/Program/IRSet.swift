import EffectsRegistry

/// `set KEYPATH = VALUE`.
struct IRSet: Sendable {
    var target: PropertyTarget
    var value: IRValue
    var range: Range<SourcePosition>
}
