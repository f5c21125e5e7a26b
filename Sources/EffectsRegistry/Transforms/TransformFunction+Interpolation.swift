extension TransformFunction {
    /// The CSS primitive a function derives from: pairs with the same primitive interpolate
    /// function by function (CSS Transforms Level 2 § "Interpolation of primitives and derived
    /// transform functions").
    ///
    /// Only translations, scales and rotations have derived forms (`translate3d`, `scale3d`,
    /// `rotate3d` and their 2D counterparts); every other function pairs with its own name only:
    /// `skewX` does not pair with `skewY` or `skew`, nor `matrix` with `matrix3d`. Chromium 156 pairs
    /// exactly so (measured: `skewX(20deg)` → `skewY(10deg)` interpolates as matrices there).
    enum Primitive: Hashable, Sendable {
        case translate, scale, rotate, skew, skewX, skewY, perspective, matrix, matrix3d
    }

    /// The primitive the function belongs to: `translateX` and `translate3d` are both translations,
    /// `rotate` and `rotate3d` both rotations.
    var primitive: Primitive {
        switch self {
        case .translate, .translateX, .translateY, .translateZ, .translate3d: .translate
        case .scale, .scaleX, .scaleY, .scaleZ, .scale3d: .scale
        case .rotate, .rotateX, .rotateY, .rotateZ, .rotate3d: .rotate
        case .skew: .skew
        case .skewX: .skewX
        case .skewY: .skewY
        case .perspective: .perspective
        case .matrix: .matrix
        case .matrix3d: .matrix3d
        }
    }

    /// Whether CSS pairs the two functions in a list interpolation: the same name, or derived from
    /// the same primitive (translations with translations, scales with scales, rotations with
    /// rotations).
    ///
    /// The first pair that does not ends the pairing, and the rest of both lists interpolates as
    /// matrices.
    public func sharesPrimitive(with other: TransformFunction) -> Bool {
        primitive == other.primitive
    }

    /// The function between this one and `other` at `amount`, interpolated number by number as CSS
    /// does for a pair sharing a primitive; `nil` when CSS interpolates the pair through matrices
    /// instead (`matrix` and `matrix3d` pairs, rotations about different axes) or the pair shares
    /// no primitive.
    ///
    /// - Same name: each argument interpolates (`translateX(0)` → `translateX(100)` is
    ///   `translateX(25)` at 0.25).
    /// - Same primitive, different names: both become the primitive, 2D when both are 2D
    ///   (`translateX(a)` ↔ `translateY(b)` is a `translate(x, y)`), else 3D (`translate3d`,
    ///   `scale3d`, `rotate3d`).
    /// - Rotations: with equal normalised axes (or a zero angle on one side, whose axis then does not
    ///   matter) the angle interpolates; otherwise `nil`.
    /// - Perspective: `1/d` interpolates linearly (the distances clamped to 1 as CSS does, `none` as
    ///   0); see ``interpolatedPerspective(_:_:amount:)``.
    ///
    /// `amount` is not clamped: outside 0...1 every number extrapolates.
    public func interpolated(to other: TransformFunction, amount: Double) -> TransformFunction? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        switch (self, other) {
        case (.translate(let x0, let y0), .translate(let x1, let y1)):
            return .translate(x: mix(x0, x1), y: mix(y0, y1))
        case (.translateX(let a), .translateX(let b)): return .translateX(mix(a, b))
        case (.translateY(let a), .translateY(let b)): return .translateY(mix(a, b))
        case (.translateZ(let a), .translateZ(let b)): return .translateZ(mix(a, b))
        case (.scale(let x0, let y0), .scale(let x1, let y1)): return .scale(x: mix(x0, x1), y: mix(y0, y1))
        case (.scaleX(let a), .scaleX(let b)): return .scaleX(mix(a, b))
        case (.scaleY(let a), .scaleY(let b)): return .scaleY(mix(a, b))
        case (.scaleZ(let a), .scaleZ(let b)): return .scaleZ(mix(a, b))
        case (.rotate(let a), .rotate(let b)): return .rotate(mix(a, b))
        case (.rotateX(let a), .rotateX(let b)): return .rotateX(mix(a, b))
        case (.rotateY(let a), .rotateY(let b)): return .rotateY(mix(a, b))
        case (.rotateZ(let a), .rotateZ(let b)): return .rotateZ(mix(a, b))
        case (.skew(let x0, let y0), .skew(let x1, let y1)): return .skew(x: mix(x0, x1), y: mix(y0, y1))
        case (.skewX(let a), .skewX(let b)): return .skewX(mix(a, b))
        case (.skewY(let a), .skewY(let b)): return .skewY(mix(a, b))
        default: break
        }
        guard primitive == other.primitive else { return nil }
        let bothAre2D = is2D && other.is2D
        switch primitive {
        case .translate:
            let (a, b) = (translationComponents, other.translationComponents)
            return bothAre2D
                ? .translate(x: mix(a.x, b.x), y: mix(a.y, b.y))
                : .translate3d(x: mix(a.x, b.x), y: mix(a.y, b.y), z: mix(a.z, b.z))
        case .scale:
            let (a, b) = (scaleComponents, other.scaleComponents)
            return bothAre2D
                ? .scale(x: mix(a.x, b.x), y: mix(a.y, b.y))
                : .scale3d(x: mix(a.x, b.x), y: mix(a.y, b.y), z: mix(a.z, b.z))
        case .rotate:
            guard let (axis, from, to) = Self.commonAxis(rotationComponents, other.rotationComponents)
            else { return nil }
            return .rotate3d(x: axis.x, y: axis.y, z: axis.z, angle: mix(from, to))
        case .perspective:
            return Self.interpolatedPerspective(inversePerspective, other.inversePerspective, amount: amount)
        case .skew, .skewX, .skewY, .matrix, .matrix3d:
            // Same-name skews were handled above; matrices interpolate by decomposition.
            return nil
        }
    }

    /// The translation of a translate-family function as (x, y, z); zero for any other function.
    var translationComponents: Vector3D {
        switch self {
        case .translate(let x, let y): Vector3D(x: x, y: y, z: 0)
        case .translateX(let x): Vector3D(x: x, y: 0, z: 0)
        case .translateY(let y): Vector3D(x: 0, y: y, z: 0)
        case .translateZ(let z): Vector3D(x: 0, y: 0, z: z)
        case .translate3d(let x, let y, let z): Vector3D(x: x, y: y, z: z)
        default: Vector3D(x: 0, y: 0, z: 0)
        }
    }

    /// The scale of a scale-family function as (x, y, z); one for any other function.
    var scaleComponents: Vector3D {
        switch self {
        case .scale(let x, let y): Vector3D(x: x, y: y, z: 1)
        case .scaleX(let x): Vector3D(x: x, y: 1, z: 1)
        case .scaleY(let y): Vector3D(x: 1, y: y, z: 1)
        case .scaleZ(let z): Vector3D(x: 1, y: 1, z: z)
        case .scale3d(let x, let y, let z): Vector3D(x: x, y: y, z: z)
        default: Vector3D(x: 1, y: 1, z: 1)
        }
    }

    /// The axis (not normalised) and angle of a rotate-family function; no rotation otherwise.
    var rotationComponents: (axis: Vector3D, angle: Double) {
        switch self {
        case .rotate(let angle), .rotateZ(let angle): (Vector3D(x: 0, y: 0, z: 1), angle)
        case .rotateX(let angle): (Vector3D(x: 1, y: 0, z: 0), angle)
        case .rotateY(let angle): (Vector3D(x: 0, y: 1, z: 0), angle)
        case .rotate3d(let x, let y, let z, let angle): (Vector3D(x: x, y: y, z: z), angle)
        default: (Vector3D(x: 0, y: 0, z: 1), 0)
        }
    }

    /// `1/d` of a perspective as its matrix uses it: `d` clamped to at least 1, `none` (and the
    /// distances CSS refuses) 0.
    var inversePerspective: Double {
        guard case .perspective(let distance) = self, distance >= 0, distance.isFinite else { return 0 }
        return 1 / max(distance, 1)
    }

    /// The perspective between two whose `1/d` are `from` and `to`, as browsers interpolate it.
    ///
    /// The result is `perspective(1/p)` with `p` the mixed `1/d`, and `perspective(none)` once `p`
    /// reaches 0 (or is too small to invert), so an extrapolation past `none` stays `none` rather
    /// than turning into a perspective from behind (Chromium and web-platform-tests). Past the
    /// other end (`p` above 1) the distance is below 1 and applies as 1, the clamp every
    /// perspective has.
    static func interpolatedPerspective(_ from: Double, _ to: Double, amount: Double) -> TransformFunction {
        let inverse = from + (to - from) * amount
        return inverse > 0 && inverse.isNormal ? .perspective(1 / inverse) : .perspective(.infinity)
    }

    /// The axis both rotations can share, with their angles about it, or `nil` when CSS goes
    /// through matrices: the rule of CSS Transforms Level 2 for `rotate3d()` pairs.
    ///
    /// A zero angle or a zero axis is no rotation, so the other's axis serves both; with both
    /// rotations null the axis is (0, 0, 1). Otherwise the normalised axes must be equal; "equal"
    /// allows a relative difference of 1e-12, so that `(1, 1, 0)` and `(2, 2, 0)` pair despite
    /// rounding in the normalisation.
    static func commonAxis(
        _ a: (axis: Vector3D, angle: Double), _ b: (axis: Vector3D, angle: Double)
    ) -> (axis: Vector3D, from: Double, to: Double)? {
        let aLength = (a.axis.x * a.axis.x + a.axis.y * a.axis.y + a.axis.z * a.axis.z).squareRoot()
        let bLength = (b.axis.x * b.axis.x + b.axis.y * b.axis.y + b.axis.z * b.axis.z).squareRoot()
        let aIsNull = a.angle == 0 || aLength == 0
        let bIsNull = b.angle == 0 || bLength == 0
        func unit(_ v: Vector3D, _ length: Double) -> Vector3D {
            Vector3D(x: v.x / length, y: v.y / length, z: v.z / length)
        }
        switch (aIsNull, bIsNull) {
        case (true, true): return (Vector3D(x: 0, y: 0, z: 1), 0, 0)
        case (true, false): return (unit(b.axis, bLength), 0, b.angle)
        case (false, true): return (unit(a.axis, aLength), a.angle, 0)
        case (false, false):
            let (ua, ub) = (unit(a.axis, aLength), unit(b.axis, bLength))
            let tolerance = 1e-12
            guard abs(ua.x - ub.x) <= tolerance, abs(ua.y - ub.y) <= tolerance, abs(ua.z - ub.z) <= tolerance
            else { return nil }
            return (ua, a.angle, b.angle)
        }
    }
}
