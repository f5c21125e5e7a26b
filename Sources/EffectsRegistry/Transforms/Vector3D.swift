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

extension Vector3D {
    /// The Euclidean length, without overflow or underflow for any finite components.
    ///
    /// The plain sum of squares when it is comfortably within range (so ordinary lengths round as
    /// they always have); otherwise, as `hypot` does, the components are divided by the largest
    /// magnitude first and the length scaled back, so `(1e160, 0, 0)` has length 1e160, not
    /// infinity, and `(1e-200, 1e-200, 0)` has 1.414e-200, not 0.
    var length: Double {
        let sum = x * x + y * y + z * z
        if sum.isFinite && sum >= 0x1p-900 { return sum.squareRoot() }
        let largest = Swift.max(abs(x), abs(y), abs(z))
        guard largest > 0, largest.isFinite else { return largest }
        return largest * unitScaled(by: largest).plainLength
    }

    /// The components divided by `largest`, every one of them within −1...1.
    func unitScaled(by largest: Double) -> Vector3D {
        Vector3D(x: x / largest, y: y / largest, z: z / largest)
    }

    /// The square root of the plain sum of squares, for components known to be in range.
    private var plainLength: Double { (x * x + y * y + z * z).squareRoot() }
}
