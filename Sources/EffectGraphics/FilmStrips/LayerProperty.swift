/// A sampled column a film strip reads for one layer beside the layer's box columns
/// (``LayerBoxColumn``), named by its column suffix (`front.visible` is ``visible`` of layer `front`).
///
/// Where the layer is comes from the geometry columns (`corners.…`, `frontFacing`, `visible`); the
/// placement's inputs (position, anchor, size, the composed matrix) are read again only to find how
/// far each corner is from the eye, which the corners' columns (x / w, y / w) no longer tell.
enum LayerProperty: String, CaseIterable, Sendable {
    case topLeftX = "corners.topLeft.x"
    case topLeftY = "corners.topLeft.y"
    case topRightX = "corners.topRight.x"
    case topRightY = "corners.topRight.y"
    case bottomRightX = "corners.bottomRight.x"
    case bottomRightY = "corners.bottomRight.y"
    case bottomLeftX = "corners.bottomLeft.x"
    case bottomLeftY = "corners.bottomLeft.y"
    case frontFacing = "frontFacing"
    case visible = "visible"
    case red = "backgroundColor.x"
    case green = "backgroundColor.y"
    case blue = "backgroundColor.z"
    case alpha = "backgroundColor.w"

    /// The corners' columns, x then y of top-left, top-right, bottom-right, bottom-left.
    static let corners: [LayerProperty] = [
        .topLeftX, .topLeftY, .topRightX, .topRightY, .bottomRightX, .bottomRightY, .bottomLeftX,
        .bottomLeftY,
    ]
}
