import EffectsRegistry

/// A checked `example`: the core's example, with the places that the checks made after building
/// the timeline point at.
struct IRExample: Sendable {
    /// The example as descriptors carry it.
    var example: EffectExample
    /// Where the moment is written.
    var momentRange: Range<SourcePosition>
    /// Where each expected column's name is, in the order of `example.expected`.
    var columnRanges: [Range<SourcePosition>]
    /// Where the parameters are written, or the `example` keyword when none are given.
    var parametersRange: Range<SourcePosition>
}
