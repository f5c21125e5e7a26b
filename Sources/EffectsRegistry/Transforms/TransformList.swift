/// A CSS transform list (`translate(100px) rotate(90deg)`): the value of a layer's whole `transform`.
///
/// The list composes as CSS composes it: `transform: f1 f2 f3` is `M1 · M2 · M3` in CSS's
/// column-vector figures, so **the last function applies to a point first**. In ``Matrix3D``'s
/// row-vector layout (Core Animation's) the same matrix is `M3 · M2 · M1`, that is
/// `f3.matrix.concatenating(f2.matrix).concatenating(f1.matrix)`. Worked example:
/// `translate(100px) rotate(90deg)` rotates the point (10, 0) to (0, 10) first and then moves it to
/// (100, 10); the reverse order would give (0, 110).
public struct TransformList: Hashable, Sendable {
    /// The functions in the order written.
    public var functions: [TransformFunction]

    /// A list of functions in the order written.
    public init(_ functions: [TransformFunction]) {
        self.functions = functions
    }

    /// A list of functions in the order written (the labelled spelling of ``init(_:)``).
    public init(functions: [TransformFunction]) {
        self.functions = functions
    }

    /// CSS `none`: the empty list, the identity.
    public static let none = TransformList([])

    /// Whether the list is `none` (empty).
    ///
    /// A list of identity functions is not `none`, though its
    /// matrix is the identity; interpolation pads `none` to the other list's shape.
    public var isNone: Bool { functions.isEmpty }

    /// Whether every function is a CSS 2D function (``TransformFunction/is2D``); `none` is 2D.
    public var is2D: Bool { functions.allSatisfy(\.is2D) }

    /// The composed matrix: the last function applied first, `Mn · … · M2 · M1` in the row-vector
    /// layout (see the type's documentation for the worked example).
    public var matrix: Matrix3D { Self.matrix(of: functions[...]) }

    /// The composed matrix of a run of functions, without copying them.
    static func matrix(of functions: ArraySlice<TransformFunction>) -> Matrix3D {
        var result = Matrix3D.identity
        for function in functions {
            result = function.matrix.concatenating(result)
        }
        return result
    }
}
