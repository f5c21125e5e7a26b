import EffectsRegistry

/// Where and how a layer shows in one frame, in viewport points: Core Animation's geometry of a layer
/// with the transform key paths fxkit samples.
///
/// The bounds rectangle, placed so its anchor point sits at the origin, is scaled, rotated about the
/// anchor (positive angles turn clockwise on screen, since y grows downwards, as in UIKit), then moved
/// to `position + translation`. Rotations about x and y are shown by foreshortening (the height or
/// width scaled by the cosine; a negative cosine mirrors the layer, as its back is shown).
struct LayerPose: Equatable, Sendable {
    /// The anchor point's x in the viewport.
    var positionX: Double
    /// The anchor point's y in the viewport.
    var positionY: Double
    /// The bounds width.
    var width: Double
    /// The bounds height.
    var height: Double
    /// The anchor's x as a fraction of the width.
    var anchorX = 0.5
    /// The anchor's y as a fraction of the height.
    var anchorY = 0.5
    /// Rotation about z, radians.
    var rotation = 0.0
    /// Rotation about x, radians.
    var rotationX = 0.0
    /// Rotation about y, radians.
    var rotationY = 0.0
    /// Horizontal scale.
    var scaleX = 1.0
    /// Vertical scale.
    var scaleY = 1.0
    /// Horizontal translation after rotation, points.
    var translationX = 0.0
    /// Vertical translation after rotation, points.
    var translationY = 0.0
    /// Opacity, 0…1.
    var opacity = 1.0
    /// Drawing order key: lower first.
    var zPosition = 0.0
    /// The corner radius, points.
    var cornerRadius = 0.0
    /// The background colour, when the layer has one.
    var backgroundColor: RGBAColor?

    /// The horizontal scale including foreshortening by the rotation about y.
    var effectiveScaleX: Double { scaleX * Math.cos(rotationY) }
    /// The vertical scale including foreshortening by the rotation about x.
    var effectiveScaleY: Double { scaleY * Math.cos(rotationX) }

    /// A point given in the layer's bounds (0,0 top-left … width,height bottom-right) in viewport points.
    func viewportPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        let localX = (x - anchorX * width) * effectiveScaleX
        let localY = (y - anchorY * height) * effectiveScaleY
        let cosine = Math.cos(rotation)
        let sine = Math.sin(rotation)
        return (
            positionX + translationX + localX * cosine - localY * sine,
            positionY + translationY + localX * sine + localY * cosine
        )
    }

    /// The bounds' corners in the viewport: top-left, top-right, bottom-right, bottom-left.
    var corners: [(x: Double, y: Double)] {
        [
            viewportPoint(x: 0, y: 0), viewportPoint(x: width, y: 0), viewportPoint(x: width, y: height),
            viewportPoint(x: 0, y: height),
        ]
    }

    /// The indexes of `poses` in drawing order: lower zPosition first; equal zPositions keep layer order.
    static func drawingOrder(_ poses: [LayerPose]) -> [Int] {
        poses.indices.sorted { first, second in
            let (a, b) = (poses[first].zPosition, poses[second].zPosition)
            return a != b ? a < b : first < second
        }
    }
}
