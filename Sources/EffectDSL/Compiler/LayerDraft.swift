import EffectsRegistry

/// A layer while its statements run: model values, and animations not yet validated (a track
/// without `from` waits for the layer's final model values).
struct LayerDraft {
    var name: String
    /// Where the layer is declared; `nil` for a layer of the base effect.
    var range: Range<SourcePosition>?
    var modelValues: [ModelValue]
    var animations: [AnimationDraft]
    /// The transform origin `set origin` gives, in points of the bounds, with the statement's place.
    var origin: (value: Value, range: Range<SourcePosition>)? = nil
    /// The first `set` of `anchorPoint` and of `anchorPointZ` (or a component), in the order run:
    /// the origin replaces them, so a layer with both is refused there instead of losing the `set`.
    var anchorSets: [(property: String, range: Range<SourcePosition>)] = []
}
