/// What a relative length is a share of: the layer's own `bounds.size` or the viewport.
public enum RelativeLength: String, Hashable, Sendable, CaseIterable {
    /// The width of the layer's `bounds.size`, `%w`.
    case layerWidth = "%w"
    /// The height of the layer's `bounds.size`, `%h`.
    case layerHeight = "%h"
    /// The viewport's width, `vw`.
    case viewportWidth = "vw"
    /// The viewport's height, `vh`.
    case viewportHeight = "vh"
}
