import EffectsText

extension TransformFunction {
    /// The function as CSS text, for exporters: `translateX(100px)`, `rotate(90deg)`,
    /// `matrix(1, 0, 0, 1, 0, 0)`.
    ///
    /// Numbers are shortest round-trip decimals (``NumberFormatting``: no `-0`, no trailing `.0`).
    /// Lengths are written in `px` (a point is a CSS pixel). An angle is written in `deg` when a
    /// short degree value converts back to exactly the same radians the way the DSL converts
    /// (`deg × π / 180`), so `.rotate(.pi / 2)` is `rotate(90deg)`, and in `rad` otherwise, so the
    /// text always reads back to the same number. `perspective(.infinity)` is `perspective(none)`.
    /// Scales and matrix entries have no unit. Non-finite numbers (which CSS cannot write) appear
    /// as `nan`, `inf`, `-inf`.
    public var cssText: String {
        switch self {
        case .translate(let x, let y): call(lengths: [x, y])
        case .translateX(let x): call(lengths: [x])
        case .translateY(let y): call(lengths: [y])
        case .translateZ(let z): call(lengths: [z])
        case .translate3d(let x, let y, let z): call(lengths: [x, y, z])
        case .scale(let x, let y): call(numbers: [x, y])
        case .scaleX(let x): call(numbers: [x])
        case .scaleY(let y): call(numbers: [y])
        case .scaleZ(let z): call(numbers: [z])
        case .scale3d(let x, let y, let z): call(numbers: [x, y, z])
        case .rotate(let a), .rotateX(let a), .rotateY(let a), .rotateZ(let a), .skewX(let a), .skewY(let a):
            call([Self.angleText(a)])
        case .rotate3d(let x, let y, let z, let angle):
            call([x, y, z].map(Self.numberText) + [Self.angleText(angle)])
        case .skew(let x, let y): call([Self.angleText(x), Self.angleText(y)])
        case .perspective(let distance):
            distance == .infinity ? "perspective(none)" : call(lengths: [distance])
        case .matrix(let a, let b, let c, let d, let e, let f): call(numbers: [a, b, c, d, e, f])
        case .matrix3d(let matrix): call(numbers: matrix.entries)
        }
    }

    private func call(_ arguments: [String]) -> String {
        name + "(" + arguments.joined(separator: ", ") + ")"
    }

    private func call(lengths: [Double]) -> String { call(lengths.map { Self.numberText($0) + "px" }) }

    private func call(numbers: [Double]) -> String { call(numbers.map(Self.numberText)) }

    static func numberText(_ number: Double) -> String {
        NumberFormatting.string(number, style: .shortest)
    }

    /// `deg` when a degree value of at most nine decimals converts back exactly, `rad` otherwise.
    static func angleText(_ radians: Double) -> String {
        guard radians.isFinite else { return numberText(radians) + "rad" }
        let degrees = radians * 180 / Double.pi
        let rounded = (degrees * 1e9).rounded() / 1e9
        for candidate in [rounded, degrees] where candidate * Double.pi / 180 == radians {
            return numberText(candidate) + "deg"
        }
        return numberText(radians) + "rad"
    }
}

extension TransformList {
    /// The list as the value of a CSS `transform` property: the functions' ``TransformFunction/cssText``
    /// separated by spaces, or `none` for the empty list.
    public var cssText: String {
        functions.isEmpty ? "none" : functions.map(\.cssText).joined(separator: " ")
    }
}
