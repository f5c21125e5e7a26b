import EffectsRegistry
import EffectsText

/// The layer a relative length (`-100%w`, `50%h`) is measured against while its statements run.
struct LayerSize: Sendable {
    /// The layer's name, for messages.
    var name: String
    /// Its `bounds.size` as the `set`s run so far leave it, or `nil` while none has set it.
    var size: Value?
}

extension Evaluator {
    /// The length `fraction` of `length` stands for: of the viewport, or of the layer's own size.
    ///
    /// The layer's size is its model `bounds.size` when the expression runs, so a relative length
    /// reads the `set`s before it (a base layer's included); a layer without one is an error here,
    /// where the length is written.
    func relativeLength(_ fraction: Double, _ length: RelativeLength, _ range: Range<SourcePosition>)
        throws(EvaluationError) -> Double
    {
        let written = NumberText.shortest(fraction * 100) + length.rawValue
        let result: Double
        switch length {
        case .viewportWidth: result = fraction * context.viewportWidth
        case .viewportHeight: result = fraction * context.viewportHeight
        case .layerWidth, .layerHeight:
            guard let layer else { throw fail(.relativeLengthOutsideLayer(written), range) }
            guard let size = layer.size else {
                throw fail(.relativeLengthWithoutSize(written, layer: layer.name), range)
            }
            result = fraction * (length == .layerWidth ? size.x : size.y)
        }
        guard result.isFinite else { throw fail(.nonFinite("'\(written)'"), range) }
        return result
    }
}
