/// A sampled component a film strip reads for one layer, named by its column suffix
/// (`front.position.x` is ``positionX`` of layer `front`).
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
    case hidden = "hidden"
    case doubleSided = "doubleSided"
    case positionX = "position.x"
    case positionY = "position.y"
    case anchorX = "anchorPoint.x"
    case anchorY = "anchorPoint.y"
    case anchorZ = "anchorPointZ"
    case width = "bounds.size.x"
    case height = "bounds.size.y"
    case opacity = "opacity"
    case zPosition = "zPosition"
    case cornerRadius = "cornerRadius"
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
