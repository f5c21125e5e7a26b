/// What places one layer in the viewport: its geometry properties at one moment, and the rule by
/// which they compose into the matrix and the projected quadrilateral the layer is drawn as.
///
/// **The composed transform.** In CSS notation (the rightmost function applies to a point first),
/// a layer's transform about its anchor point is
///
/// ```
/// translate3d(tx, ty, tz) · rotateZ(rz) · rotateY(ry) · rotateX(rx) · scale3d(s·sx, s·sy, s·sz) · T
/// ```
///
/// with `tx, ty` = `transform.translation`, `tz` = `transform.translation.z`, `rz` =
/// `transform.rotation` (= `transform.rotation.z`), `ry`, `rx` = `transform.rotation.y|x`, `s` =
/// `transform.scale`, `sx, sy, sz` = `transform.scale.x|y|z`, and `T` the matrix of the `transform`
/// property's list. A point is scaled first, then turned about x, then y, then z, then moved; the
/// whole `transform` applies before all of them. This is the geometry fxkit has always documented
/// (translation outermost in the superlayer's coordinates, then the z rotation, the x and y
/// rotations' foreshortening, the scale innermost) and exactly CSS's individual `translate`,
/// `rotate`, `scale` properties applied before `transform` (CSS Transforms Level 2: translate,
/// rotate, scale, then transform). In ``Matrix3D``'s row-vector layout the matrix is
/// `T · S · Rx · Ry · Rz · Tr`.
///
/// Core Animation differs when a helper key path and `transform` are both animated: there the
/// helper key paths are value functions on the one `transform` matrix (an animation of
/// `transform.rotation` decomposes the layer's transform, replaces its rotation and recomposes it),
/// so the last animation of the two wins for the parts it writes and the order of application is
/// that of the animations, not a fixed one. fxkit keeps them apart, as CSS does; an effect that
/// animates only helpers, or only `transform`, composes the same way in both.
///
/// **Into the viewport.** A point (x, y) of the bounds, from its top-left corner, is taken relative
/// to the anchor point, `(x − anchorPoint.x · width, y − anchorPoint.y · height, −anchorPointZ)`,
/// transformed by the composed transform, moved to `(position.x, position.y, zPosition)`, then
/// transformed by the viewport's ``Timeline/sublayerTransform`` about the viewport's centre, and
/// projected by the homogeneous divide (x / w, y / w): Core Animation's layer geometry with the
/// viewport as the superlayer. A perspective `m34 = −1/d`, in the sublayer transform or in the
/// layer's own list, puts the eye `d` points in front of the plane z = 0, and a point nearer than
/// that is behind it (w ≤ 0).
///
/// **At or behind the eye.** A corner whose w is at most ``ProjectedLayer/nearPlane`` (0.001, a
/// thousandth of the way from the eye; also an all-zero `matrix3d`, whose w is 0) is divided by
/// `nearPlane` instead of its w, so that the corners stay finite rather than being divided by about
/// 0 or mirrored through the eye. What the viewer sees of such a layer is its part in front of the
/// plane w = `nearPlane` (``ProjectedLayer/frontPart(of:)``): the layer shows when that part has an
/// area, and faces the way that part runs. fxkit's film strips draw that part, and browsers clip
/// there too; a layer wholly behind the eye shows nowhere.
///
/// **Faces.** The layer's front faces the viewer when its projected corners run clockwise on
/// screen (top-left, top-right, bottom-right, bottom-left, with y pointing down), as an
/// untransformed layer's do; a layer seen edge-on counts as facing. It shows unless `hidden` is
/// true, or its back faces the viewer and `doubleSided` is false (CSS `backface-visibility:
/// hidden`). Opacity is not considered.
public struct LayerGeometry: Sendable {
    /// `position`, points in the viewport.
    public var position: (x: Double, y: Double)
    /// `zPosition`, points towards the viewer.
    public var zPosition: Double
    /// `anchorPoint`, fractions of the size.
    public var anchorPoint: (x: Double, y: Double)
    /// `anchorPointZ`, points.
    public var anchorPointZ: Double
    /// `bounds.size`, points.
    public var size: (width: Double, height: Double)
    /// `transform.translation` and `transform.translation.z`, points.
    public var translation: (x: Double, y: Double, z: Double)
    /// `transform.rotation.x`, `.y` and `transform.rotation` (z), radians.
    public var rotation: (x: Double, y: Double, z: Double)
    /// `transform.scale`, which multiplies each of ``axisScale``.
    public var scale: Double
    /// `transform.scale.x`, `.y`, `.z`.
    public var axisScale: (x: Double, y: Double, z: Double)
    /// The matrix of the `transform` property.
    public var transform: Matrix3D
    /// `hidden`.
    public var isHidden: Bool
    /// `doubleSided`.
    public var isDoubleSided: Bool

    /// A layer's geometry; every property has Core Animation's default unless given.
    public init(
        position: (x: Double, y: Double) = (0, 0), zPosition: Double = 0,
        anchorPoint: (x: Double, y: Double) = (0.5, 0.5), anchorPointZ: Double = 0,
        size: (width: Double, height: Double) = (0, 0),
        translation: (x: Double, y: Double, z: Double) = (0, 0, 0),
        rotation: (x: Double, y: Double, z: Double) = (0, 0, 0), scale: Double = 1,
        axisScale: (x: Double, y: Double, z: Double) = (1, 1, 1), transform: Matrix3D = .identity,
        isHidden: Bool = false, isDoubleSided: Bool = true
    ) {
        self.position = position
        self.zPosition = zPosition
        self.anchorPoint = anchorPoint
        self.anchorPointZ = anchorPointZ
        self.size = size
        self.translation = translation
        self.rotation = rotation
        self.scale = scale
        self.axisScale = axisScale
        self.transform = transform
        self.isHidden = isHidden
        self.isDoubleSided = isDoubleSided
    }

    /// The composed transform about the anchor point: the `transform` property's matrix, then the
    /// helpers' scale, rotations about x, y and z, and translation (see the type's documentation).
    public var composedTransform: Matrix3D {
        let s = scale
        var matrix = transform
        // Plain products of the few nonzero entries would be faster; the general product keeps
        // the rule readable, and geometry is sampled only on request.
        if s != 1 || axisScale != (1, 1, 1) {
            matrix = matrix.concatenating(.scale(x: s * axisScale.x, y: s * axisScale.y, z: s * axisScale.z))
        }
        if rotation.x != 0 { matrix = matrix.concatenating(.rotation(angle: rotation.x, x: 1, y: 0, z: 0)) }
        if rotation.y != 0 { matrix = matrix.concatenating(.rotation(angle: rotation.y, x: 0, y: 1, z: 0)) }
        if rotation.z != 0 { matrix = matrix.concatenating(.rotation(angle: rotation.z, x: 0, y: 0, z: 1)) }
        if translation != (0, 0, 0) {
            matrix = matrix.concatenating(.translation(x: translation.x, y: translation.y, z: translation.z))
        }
        return matrix
    }

    /// The matrix that takes a point of the bounds (from its top-left corner, z = 0) to homogeneous
    /// viewport coordinates: relative to the anchor point, the composed transform, the position,
    /// then `sublayerTransform` about the centre of a viewport of `viewportSize`.
    public func placement(sublayerTransform: Matrix3D, viewportSize: (width: Double, height: Double))
        -> Matrix3D
    {
        let anchor = Matrix3D.translation(
            x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, z: -anchorPointZ)
        var matrix = anchor.concatenating(composedTransform)
            .concatenating(.translation(x: position.x, y: position.y, z: zPosition))
        if !sublayerTransform.isIdentity {
            let centre = (x: viewportSize.width / 2, y: viewportSize.height / 2)
            matrix = matrix.concatenating(.translation(x: -centre.x, y: -centre.y, z: 0))
                .concatenating(sublayerTransform).concatenating(.translation(x: centre.x, y: centre.y, z: 0))
        }
        return matrix
    }

    /// The bounds' corners projected into the viewport, and whether the layer faces the viewer and
    /// shows, under the viewport's `sublayerTransform` about the centre of `viewportSize`.
    public func projected(
        sublayerTransform: Matrix3D = .identity, viewportSize: (width: Double, height: Double) = (375, 667)
    ) -> ProjectedLayer {
        let matrix = placement(sublayerTransform: sublayerTransform, viewportSize: viewportSize)
        var reachesEye = false
        func corner(_ x: Double, _ y: Double) -> ViewportPoint {
            let image = matrix.project(x: x, y: y, z: 0)
            // `!(w > near)` also catches a NaN w; dividing by `near` keeps the corner finite.
            guard image.w > ProjectedLayer.nearPlane else {
                reachesEye = true
                return ViewportPoint(
                    x: image.x / ProjectedLayer.nearPlane, y: image.y / ProjectedLayer.nearPlane)
            }
            return ViewportPoint(x: image.x / image.w, y: image.y / image.w)
        }
        let topLeft = corner(0, 0)
        let topRight = corner(size.width, 0)
        let bottomRight = corner(size.width, size.height)
        let bottomLeft = corner(0, size.height)
        var facing = ProjectedLayer.runsClockwise(topLeft, topRight, bottomRight, bottomLeft)
        var inFront = true
        if reachesEye {
            // Rare, so the hot path allocates nothing: the part in front decides the face, since the
            // corners behind the eye turn the divided quadrilateral inside out.
            let front = ProjectedLayer.frontPart(
                of: [(0, 0), (size.width, 0), (size.width, size.height), (0, size.height)].map {
                    let image = matrix.project(x: $0.0, y: $0.1, z: 0)
                    return HomogeneousPoint(x: image.x, y: image.y, w: image.w)
                })
            inFront = front.count >= 3
            if inFront { facing = ProjectedLayer.signedArea(front) >= 0 }
        }
        return ProjectedLayer(
            topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft,
            isFrontFacing: facing, isVisible: inFront && !isHidden && (isDoubleSided || facing))
    }
}
