/// A sampled column that places a layer's box, named by what follows `layer.` in the sampler's
/// column names (`front.position.x` is ``positionX`` of layer `front`).
///
/// The one vocabulary of the drawings and exports that read a layer's box back from a sample row
/// (the film strip, the Lottie export), with the two defaults a layer that lacks a column takes:
/// Core Animation's (``coreAnimationDefault``) and fxkit's (``drawnDefault(in:)``), which centres an
/// unplaced layer in the viewport and makes an unsized one fill it — the one meaning of such a layer
/// in the sampler's geometry, `fxctl render` and every export.
public enum LayerBoxColumn: String, CaseIterable, Hashable, Sendable {
    /// `position.x`.
    case positionX = "position.x"
    /// `position.y`.
    case positionY = "position.y"
    /// `anchorPoint.x`.
    case anchorX = "anchorPoint.x"
    /// `anchorPoint.y`.
    case anchorY = "anchorPoint.y"
    /// `bounds.size.x`, the width.
    case width = "bounds.size.x"
    /// `bounds.size.y`, the height.
    case height = "bounds.size.y"
    /// `transform.rotation`, about z.
    case rotation = "transform.rotation"
    /// `transform.rotation.x`.
    case rotationX = "transform.rotation.x"
    /// `transform.rotation.y`.
    case rotationY = "transform.rotation.y"
    /// `transform.scale`, the uniform scale.
    case scale = "transform.scale"
    /// `transform.scale.x`.
    case scaleX = "transform.scale.x"
    /// `transform.scale.y`.
    case scaleY = "transform.scale.y"
    /// `transform.translation.x`.
    case translationX = "transform.translation.x"
    /// `transform.translation.y`.
    case translationY = "transform.translation.y"
    /// `opacity`.
    case opacity = "opacity"
    /// `zPosition`.
    case zPosition = "zPosition"
    /// `cornerRadius`.
    case cornerRadius = "cornerRadius"
    /// `anchorPointZ`.
    case anchorZ = "anchorPointZ"
    /// `transform.translation.z`.
    case translationZ = "transform.translation.z"
    /// `transform.scale.z`.
    case scaleZ = "transform.scale.z"
    /// `hidden`, 1 when hidden.
    case hidden = "hidden"
    /// `doubleSided`, 1 when the back shows.
    case doubleSided = "doubleSided"

    /// The value of a layer that never mentions the property: Core Animation's default (anchor 0.5,
    /// scale, opacity and doubleSided 1, everything else 0).
    public var coreAnimationDefault: Double {
        switch self {
        case .anchorX, .anchorY: 0.5
        case .scale, .scaleX, .scaleY, .scaleZ, .opacity, .doubleSided: 1
        case .positionX, .positionY, .width, .height, .rotation, .rotationX, .rotationY, .translationX,
            .translationY, .translationZ, .zPosition, .cornerRadius, .anchorZ, .hidden:
            0
        }
    }

    /// The value fxkit gives a layer that lacks the column: a layer without `position` is centred in
    /// `viewport` and one without `bounds.size` fills it, else Core Animation's default.
    ///
    /// Core Animation's position (0, 0) and size 0 × 0 would draw such a layer as nothing; effects
    /// describe only what moves, and a transition's `incoming` and `outgoing` are whole screens, so a
    /// layer left unplaced is a full-screen page: in the sampler's corners, in `fxctl render`, in
    /// the preview page, the CSS and the Lottie file alike.
    public func drawnDefault(in viewport: EffectContext) -> Double {
        switch self {
        case .positionX: viewport.viewportWidth / 2
        case .positionY: viewport.viewportHeight / 2
        case .width: viewport.viewportWidth
        case .height: viewport.viewportHeight
        default: coreAnimationDefault
        }
    }
}
