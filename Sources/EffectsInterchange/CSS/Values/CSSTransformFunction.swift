import EffectsRegistry

/// A transform function as a stylesheet writes it: lengths kept as ``CSSLength`` until the element's
/// size is known, every other function already the core's.
public enum CSSTransformFunction: Hashable, Sendable {
    /// `translate(x, y)`; percentages are of the element's width and height.
    case translate(x: CSSLength, y: CSSLength)
    /// `translateX(x)`.
    case translateX(CSSLength)
    /// `translateY(y)`.
    case translateY(CSSLength)
    /// `translateZ(z)` (no percentages).
    case translateZ(CSSLength)
    /// `translate3d(x, y, z)`.
    case translate3d(x: CSSLength, y: CSSLength, z: CSSLength)
    /// `perspective(d)`; `nil` for `perspective(none)`.
    case perspective(CSSLength?)
    /// A function without lengths: scales, rotations, skews, matrices.
    case fixed(TransformFunction)

    /// The core's function for an element of `size` in `viewport` (both width, height in points).
    public func resolved(size: (width: Double, height: Double), viewport: (width: Double, height: Double))
        -> TransformFunction
    {
        func x(_ length: CSSLength) -> Double { length.resolved(basis: size.width, viewport: viewport) }
        func y(_ length: CSSLength) -> Double { length.resolved(basis: size.height, viewport: viewport) }
        switch self {
        case .translate(let tx, let ty): return .translate(x: x(tx), y: y(ty))
        case .translateX(let tx): return .translateX(x(tx))
        case .translateY(let ty): return .translateY(y(ty))
        case .translateZ(let tz): return .translateZ(x(tz))
        case .translate3d(let tx, let ty, let tz): return .translate3d(x: x(tx), y: y(ty), z: x(tz))
        case .perspective(let distance): return .perspective(distance.map(x) ?? .infinity)
        case .fixed(let function): return function
        }
    }

    /// Whether the function's value depends on the element's size (a percentage translation).
    public var dependsOnSize: Bool {
        switch self {
        case .translate(let tx, let ty): return tx.hasPercent || ty.hasPercent
        case .translateX(let length), .translateY(let length): return length.hasPercent
        case .translate3d(let tx, let ty, _): return tx.hasPercent || ty.hasPercent
        case .translateZ, .perspective, .fixed: return false
        }
    }
}

/// A `transform` value: `none`, or a list of functions.
public struct CSSTransformList: Hashable, Sendable {
    /// The functions, in the order written (the rightmost applies to a point first).
    public var functions: [CSSTransformFunction]

    /// A list of `functions`.
    public init(_ functions: [CSSTransformFunction]) {
        self.functions = functions
    }

    /// `none`.
    public static let none = CSSTransformList([])

    /// The core's list for an element of `size` in `viewport`.
    public func resolved(size: (width: Double, height: Double), viewport: (width: Double, height: Double))
        -> TransformList
    {
        TransformList(functions.map { $0.resolved(size: size, viewport: viewport) })
    }

    /// Whether any function depends on the element's size.
    public var dependsOnSize: Bool { functions.contains(where: \.dependsOnSize) }
}
