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
}
