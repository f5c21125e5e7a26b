import EffectsRegistry
import EffectsText

extension DSLLiteral {
    /// A transform list as the language writes it, reading back as the same list: `none`, or its
    /// functions separated by spaces (`perspective(500) rotateX(60deg)`).
    ///
    /// Lengths are bare points; angles are degrees when a short degree value converts back to the
    /// same radians (`90deg`), bare radians otherwise; the short forms read back as the long ones
    /// (`translate(x, 0)`, `scale(s, s)`), so every function writes all its arguments.
    static func transform(_ list: TransformList) -> String {
        guard !list.isNone else { return "none" }
        return list.functions.map(transform).joined(separator: " ")
    }

    /// A boolean property's value as the language writes it: `true` for any nonzero number.
    static func boolean(_ value: Value) -> String {
        value.x != 0 ? "true" : "false"
    }

    /// A model value as source: a transform list, a boolean or numbers, as its property holds.
    static func model(_ model: ModelValue) -> String {
        if let list = model.transform { return transform(list) }
        if model.target.property.kind == .boolean { return boolean(model.value) }
        return model.value.shortestText
    }

    /// One function, its name as CSS spells it.
    static func transform(_ function: TransformFunction) -> String {
        let arguments: [String]
        switch function {
        case .translate(let x, let y): arguments = [NumberText.shortest(x), NumberText.shortest(y)]
        case .translateX(let x), .translateY(let x), .translateZ(let x): arguments = [NumberText.shortest(x)]
        case .translate3d(let x, let y, let z):
            arguments = [NumberText.shortest(x), NumberText.shortest(y), NumberText.shortest(z)]
        case .scale(let x, let y): arguments = [NumberText.shortest(x), NumberText.shortest(y)]
        case .scaleX(let x), .scaleY(let x), .scaleZ(let x): arguments = [NumberText.shortest(x)]
        case .scale3d(let x, let y, let z):
            arguments = [NumberText.shortest(x), NumberText.shortest(y), NumberText.shortest(z)]
        case .rotate(let a), .rotateX(let a), .rotateY(let a), .rotateZ(let a), .skewX(let a), .skewY(let a):
            arguments = [angle(a)]
        case .rotate3d(let x, let y, let z, let a):
            arguments = [NumberText.shortest(x), NumberText.shortest(y), NumberText.shortest(z), angle(a)]
        case .skew(let x, let y): arguments = [angle(x), angle(y)]
        case .perspective(let distance):
            arguments = [distance == .infinity ? "none" : NumberText.shortest(distance)]
        case .matrix(let a, let b, let c, let d, let e, let f):
            arguments = [a, b, c, d, e, f].map(NumberText.shortest)
        case .matrix3d(let matrix): arguments = matrix.entries.map(NumberText.shortest)
        }
        return function.name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// An angle in radians: `90deg` when a degree value of at most nine decimals converts back to
    /// exactly these radians the way the lexer converts (`deg × π / 180`), else the bare radians.
    static func angle(_ radians: Double) -> String {
        guard radians.isFinite, radians != 0 else { return NumberText.shortest(radians) }
        let degrees = radians * 180 / Double.pi
        let rounded = (degrees * 1e9).rounded() / 1e9
        for candidate in [rounded, degrees] where candidate * Double.pi / 180 == radians {
            return NumberText.shortest(candidate) + "deg"
        }
        return NumberText.shortest(radians)
    }
}
