import EffectsRegistry

/// `for SLOT in LOWER..<UPPER { … }`.
struct IRLoop: Sendable {
    var slot: Int
    var lower: IRValue
    var upper: IRValue
    var isClosed: Bool
    var body: [IRStatement]
    var range: Range<SourcePosition>
}
