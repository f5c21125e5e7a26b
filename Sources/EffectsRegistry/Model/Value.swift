/// A property value: a scalar or a fixed-size vector of up to four `Double` components.
///
/// Points, sizes and colours are vectors; opacity, zPosition and angles are scalars. Interpolation is
/// component-wise and unclamped, as Core Animation's is.
public struct Value: Hashable, Sendable {
    /// The number of meaningful components, 1 to 4.
    public let count: Int
    /// The first component (the scalar, or x, or width, or red).
    public var x: Double
    /// The second component; 0 when `count` < 2.
    public var y: Double
    /// The third component; 0 when `count` < 3.
    public var z: Double
    /// The fourth component; 0 when `count` < 4.
    public var w: Double

    /// A scalar value.
    public init(_ scalar: Double) {
        self.count = 1
        self.x = scalar
        self.y = 0
        self.z = 0
        self.w = 0
    }

    /// A two-component value such as a point or a size.
    public init(_ x: Double, _ y: Double) {
        self.count = 2
        self.x = x
        self.y = y
        self.z = 0
        self.w = 0
    }

    /// A three-component value.
    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.count = 3
        self.x = x
        self.y = y
        self.z = z
        self.w = 0
    }

    /// A four-component value such as an RGBA colour.
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.count = 4
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// A value from 1 to 4 components; `nil` for any other count.
    public init?(components: [Double]) {
        switch components.count {
        case 1: self.init(components[0])
        case 2: self.init(components[0], components[1])
        case 3: self.init(components[0], components[1], components[2])
        case 4: self.init(components[0], components[1], components[2], components[3])
        default: return nil
        }
    }

    /// A value of `count` components, all zero; `count` is clamped to 1...4.
    public static func zero(count: Int) -> Value {
        var value = Value(0, 0, 0, 0)
        value = Value(unchecked: min(max(count, 1), 4), value)
        return value
    }

    private init(unchecked count: Int, _ other: Value) {
        self.count = count
        self.x = other.x
        self.y = count > 1 ? other.y : 0
        self.z = count > 2 ? other.z : 0
        self.w = count > 3 ? other.w : 0
    }

    /// The meaningful components, in order.
    public var components: [Double] {
        Array([x, y, z, w].prefix(count))
    }

    /// The component at `index` (0 = x … 3 = w); 0 outside `0..<count`.
    public subscript(index: Int) -> Double {
        guard index >= 0 && index < count else { return 0 }
        switch index {
        case 0: return x
        case 1: return y
        case 2: return z
        default: return w
        }
    }

    /// Whether every component is finite (neither NaN nor infinite).
    public var isFinite: Bool {
        x.isFinite && y.isFinite && z.isFinite && w.isFinite
    }

    /// The value with the same components seen with `count` components: extra ones are dropped,
    /// missing ones are 0.
    public func resized(to count: Int) -> Value {
        Value(unchecked: min(max(count, 1), 4), self)
    }

    /// Component-wise sum; the result has the larger of the two counts.
    public static func + (lhs: Value, rhs: Value) -> Value {
        Value(
            unchecked: max(lhs.count, rhs.count),
            Value(lhs.x + rhs.x, lhs.y + rhs.y, lhs.z + rhs.z, lhs.w + rhs.w))
    }

    /// Component-wise difference; the result has the larger of the two counts.
    public static func - (lhs: Value, rhs: Value) -> Value {
        Value(
            unchecked: max(lhs.count, rhs.count),
            Value(lhs.x - rhs.x, lhs.y - rhs.y, lhs.z - rhs.z, lhs.w - rhs.w))
    }

    /// Every component scaled by `factor`.
    public static func * (lhs: Value, factor: Double) -> Value {
        Value(unchecked: lhs.count, Value(lhs.x * factor, lhs.y * factor, lhs.z * factor, lhs.w * factor))
    }

    /// The value `amount` of the way from `self` to `other`, unclamped (amounts outside 0...1
    /// extrapolate, which overshooting timing functions rely on).
    public func interpolated(to other: Value, amount: Double) -> Value {
        Value(
            unchecked: max(count, other.count),
            Value(
                x + (other.x - x) * amount, y + (other.y - y) * amount,
                z + (other.z - z) * amount, w + (other.w - w) * amount))
    }

    /// The Euclidean distance between two values, used by the paced calculation modes.
    public func distance(to other: Value) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        let dz = other.z - z
        let dw = other.w - w
        return (dx * dx + dy * dy + dz * dz + dw * dw).squareRoot()
    }
}

extension Value: CustomStringConvertible {
    /// The scalar as a number, a vector as `(x, y[, z[, w]])`: the same text as ``shortestText``.
    public var description: String { shortestText }
}
