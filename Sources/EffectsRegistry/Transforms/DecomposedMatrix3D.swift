/// A 4 × 4 matrix taken apart as CSS Transforms Level 2 § "Decomposing a 3D matrix" does:
/// perspective, translation, rotation (a quaternion), skew and scale.
///
/// Recomposed, the parts apply to a point in this order: scale, the yz shear, the xz shear, the xy
/// shear, rotation, translation, perspective. In ``Matrix3D``'s row-vector layout that is
/// `M = S · K_xy · K_xz · K_yz · R · T · P` (Chromium's `ComposeTransform`, transposed).
/// Interpolating two decompositions interpolates every part linearly except the quaternion, which
/// is slerped (``Quaternion/slerp(to:amount:)``).
///
/// Decompose each endpoint once and call ``interpolated(to:amount:)`` per frame: it allocates
/// nothing.
public struct DecomposedMatrix3D: Hashable, Sendable {
    /// The translation, `m41 m42 m43` of the normalised matrix.
    public var translation: Vector3D
    /// The scale along the three axes; all three are negated when the matrix flips handedness.
    public var scale: Vector3D
    /// The shear factors: `x` is xy, `y` is xz, `z` is yz (the spec's `skew[0]`, `skew[1]`, `skew[2]`).
    public var skew: Vector3D
    /// The perspective row: `(m14, m24, m34, m44)` solved out of the matrix; `(0, 0, 0, 1)` for none.
    public var perspective: Vector4D
    /// The rotation.
    public var quaternion: Quaternion

    /// A decomposition from its parts.
    public init(
        translation: Vector3D, scale: Vector3D, skew: Vector3D, perspective: Vector4D, quaternion: Quaternion
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// The decomposition of the identity: no translation, unit scale, no skew, no perspective, no
    /// rotation.
    public static let identity = DecomposedMatrix3D(
        translation: Vector3D(x: 0, y: 0, z: 0), scale: Vector3D(x: 1, y: 1, z: 1),
        skew: Vector3D(x: 0, y: 0, z: 0), perspective: Vector4D(x: 0, y: 0, z: 0, w: 1),
        quaternion: .identity)

    /// The parts interpolated towards `other`: linear for translation, scale, skew and perspective,
    /// slerp for the rotation; unclamped, so `amount` outside 0...1 extrapolates.
    ///
    /// The linear parts are weighted sums, `self·(1 − amount) + other·amount`, as Chromium blends
    /// them: exact at both ends even when one part is huge (`1e160` → `1` gives `1` at amount 1,
    /// where `a + (b − a)·amount` would give 0).
    public func interpolatedComponents(to other: DecomposedMatrix3D, amount: Double) -> DecomposedMatrix3D {
        let (keep, take) = (1 - amount, amount)
        func mix(_ a: Vector3D, _ b: Vector3D) -> Vector3D {
            Vector3D(x: a.x * keep + b.x * take, y: a.y * keep + b.y * take, z: a.z * keep + b.z * take)
        }
        let (p, q) = (perspective, other.perspective)
        return DecomposedMatrix3D(
            translation: mix(translation, other.translation), scale: mix(scale, other.scale),
            skew: mix(skew, other.skew),
            perspective: Vector4D(
                x: p.x * keep + q.x * take, y: p.y * keep + q.y * take, z: p.z * keep + q.z * take,
                w: p.w * keep + q.w * take),
            quaternion: quaternion.slerp(to: other.quaternion, amount: amount))
    }

    /// The matrix between this one and `other` at `amount`: the parts interpolated, then recomposed.
    public func interpolated(to other: DecomposedMatrix3D, amount: Double) -> Matrix3D {
        interpolatedComponents(to: other, amount: amount).matrix
    }
}
