/// Three numbers x, y, z: a translation, a scale, or the three skew factors of a decomposed matrix.
public struct Vector3D: Hashable, Sendable {
    /// The first component.
    public var x: Double
    /// The second component.
    public var y: Double
    /// The third component.
    public var z: Double

    /// A vector from its components.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The linear interpolation towards `other`, unclamped: `amount` outside 0...1 extrapolates.
    public func interpolated(to other: Vector3D, amount: Double) -> Vector3D {
        Vector3D(
            x: x + (other.x - x) * amount, y: y + (other.y - y) * amount, z: z + (other.z - z) * amount)
    }
}

/// Four numbers x, y, z, w: the perspective row of a decomposed matrix.
public struct Vector4D: Hashable, Sendable {
    /// The first component.
    public var x: Double
    /// The second component.
    public var y: Double
    /// The third component.
    public var z: Double
    /// The fourth component.
    public var w: Double

    /// A vector from its components.
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The linear interpolation towards `other`, unclamped: `amount` outside 0...1 extrapolates.
    public func interpolated(to other: Vector4D, amount: Double) -> Vector4D {
        Vector4D(
            x: x + (other.x - x) * amount, y: y + (other.y - y) * amount, z: z + (other.z - z) * amount,
            w: w + (other.w - w) * amount)
    }
}
