import EffectsRegistry
import Platform

/// A layer's placement at one moment as the flat (2D affine) map Lottie's `ks` holds, decomposed
/// into Lottie's anchor, position, rotation, skew and scale.
///
/// Lottie draws a layer point q at `p + R(r) · K(sk) · S(s) · (q − a)`: the scale first, then the
/// skew (with `sa` 0 a horizontal shear x' = x − tan(sk) · y, as lottie-web and ThorVG compute it),
/// then the rotation (clockwise on screen), then the position. The sampler's placement (anchor,
/// composed transform, position, the viewport's `sublayerTransform`, see ``LayerGeometry``) is
/// such a map whenever it keeps the homogeneous w of the layer's plane constant: every 2D
/// transform, and a rotation about x or y without perspective (the quad it projects to is a
/// scaled, sheared rectangle). In perspective the quad is not a parallelogram; the pose is then
/// the affine map nearest to its corners (least squares, which misses each corner by the same
/// amount) and ``deviation`` says how far the true corners and centre are from it.
struct LottieAffinePose {
    /// The map from the bounds (top-left origin) to the viewport, in the reader's convention
    /// (``LottieAffine``: x' = a·x + c·y + tx, y' = b·x + d·y + ty).
    var map: LottieAffine
    /// The largest distance, in points, of a projected corner or the projected centre from the
    /// map: 0 when the placement is affine, infinite when a corner is behind the viewer or the
    /// layer has no area to fit a map to.
    var deviation: Double
    /// Whether the layer shows: not hidden, and facing the viewer unless double-sided.
    var isVisible: Bool
    /// The z rotation the helper key paths give, radians: the rotation is decomposed relative to it,
    /// so that an angle past 180° stays as written.
    var helperRotation: Double
    /// The anchor point in the layer's points.
    var anchor: (x: Double, y: Double)

    /// The pose of `geometry` under `sublayerTransform` in a viewport of `viewportSize`.
    init(
        _ geometry: LayerGeometry, sublayerTransform: Matrix3D, viewportSize: (width: Double, height: Double)
    ) {
        let placement = geometry.placement(sublayerTransform: sublayerTransform, viewportSize: viewportSize)
        let projected = geometry.projected(sublayerTransform: sublayerTransform, viewportSize: viewportSize)
        isVisible = projected.isVisible
        helperRotation = geometry.rotation.z
        anchor = (geometry.anchorPoint.x * geometry.size.width, geometry.anchorPoint.y * geometry.size.height)
        let w = placement.m44
        if placement.m14 == 0, placement.m24 == 0, w > 0 {
            map = LottieAffine(
                a: placement.m11 / w, b: placement.m12 / w, c: placement.m21 / w, d: placement.m22 / w,
                tx: placement.m41 / w, ty: placement.m42 / w)
            deviation = 0
            return
        }
        // Perspective: the least-squares affine map through the four corners.
        let (width, height) = geometry.size
        let corners = [(0.0, 0.0), (width, 0), (width, height), (0, height), (width / 2, height / 2)].map {
            placement.project(x: $0.0, y: $0.1, z: 0)
        }
        guard width > 0, height > 0, corners.allSatisfy({ $0.w > 0 }) else {
            map = .identity
            deviation = .infinity
            return
        }
        let points = corners.map { (x: $0.x / $0.w, y: $0.y / $0.w) }
        let (topLeft, topRight, bottomRight, bottomLeft, centre) = (
            points[0], points[1], points[2], points[3], points[4]
        )
        let a = (topRight.x - topLeft.x + bottomRight.x - bottomLeft.x) / (2 * width)
        let b = (topRight.y - topLeft.y + bottomRight.y - bottomLeft.y) / (2 * width)
        let c = (bottomLeft.x - topLeft.x + bottomRight.x - topRight.x) / (2 * height)
        let d = (bottomLeft.y - topLeft.y + bottomRight.y - topRight.y) / (2 * height)
        let mean = (
            x: (topLeft.x + topRight.x + bottomRight.x + bottomLeft.x) / 4,
            y: (topLeft.y + topRight.y + bottomRight.y + bottomLeft.y) / 4
        )
        map = LottieAffine(
            a: a, b: b, c: c, d: d, tx: mean.x - a * width / 2 - c * height / 2,
            ty: mean.y - b * width / 2 - d * height / 2)
        // Each corner misses the fitted parallelogram by a quarter of the quad's failure to close.
        let gap = (
            x: topLeft.x + bottomRight.x - topRight.x - bottomLeft.x,
            y: topLeft.y + bottomRight.y - topRight.y - bottomLeft.y
        )
        let cornerMiss = (gap.x * gap.x + gap.y * gap.y).squareRoot() / 4
        let centreMiss =
            ((centre.x - mean.x) * (centre.x - mean.x) + (centre.y - mean.y) * (centre.y - mean.y))
            .squareRoot()
        deviation = max(cornerMiss, centreMiss)
    }

    /// Whether the helper key paths alone place `geometry` in the plane, so that Lottie's properties
    /// are fxkit's own (position plus translation, the scales foreshortened by one rotation about x
    /// or y, the z rotation), computed as they always were: no `transform` list, not both a
    /// rotation about x and one about y (together they shear), no anchorPointZ lifted out of the
    /// plane by them, and no `sublayerTransform`.
    static func isHelperOnly(_ geometry: LayerGeometry, sublayerTransform: Matrix3D) -> Bool {
        let tilted = geometry.rotation.x != 0 || geometry.rotation.y != 0
        return geometry.transform.isIdentity && sublayerTransform.isIdentity
            && !(geometry.rotation.x != 0 && geometry.rotation.y != 0)
            && !(tilted && geometry.anchorPointZ != 0)
    }

    /// `ks.p`: where the anchor point lands.
    var position: [Double] {
        let landed = map.apply(anchor.x, anchor.y)
        return [landed.x, landed.y]
    }

    /// The linear part as Lottie's rotation (degrees), skew (degrees, axis 0) and scale (percent).
    var decomposed: (rotation: Double, skew: Double, scale: [Double]) {
        // Relative to the helpers' z rotation: what is left of a layer without a transform list
        // is diagonal, and an angle past 180° keeps its turns.
        let (cosine, sine) = (Math.cos(helperRotation), Math.sin(helperRotation))
        let p11 = cosine * map.a + sine * map.b
        let p12 = cosine * map.c + sine * map.d
        let p21 = -sine * map.a + cosine * map.b
        let p22 = -sine * map.c + cosine * map.d
        let size = max(abs(p11), abs(p12), abs(p21), abs(p22), 1e-300)
        if abs(p12) <= 1e-12 * size, abs(p21) <= 1e-12 * size {
            return (helperRotation * 180 / Double.pi, 0, [100 * p11, 100 * p22])
        }
        // R(φ) · [[sx, t·sy], [0, sy]]: the first column gives the angle and the x scale.
        let scaleX = (p11 * p11 + p21 * p21).squareRoot()
        guard scaleX > 0 else { return (helperRotation * 180 / Double.pi, 0, [0, 100 * p22]) }
        let angle = Math.atan2(p21, p11)
        let scaleY = (p11 * p22 - p12 * p21) / scaleX
        let shear = scaleY != 0 ? (p11 * p12 + p21 * p22) / scaleX / scaleY : 0
        return (
            (helperRotation + angle) * 180 / Double.pi, -Math.atan2(shear, 1) * 180 / Double.pi,
            [100 * scaleX, 100 * scaleY]
        )
    }
}
