import EffectsRegistry
import EffectsText

extension Evaluator {
    /// A transform list's value: its functions made from their evaluated arguments, in order.
    ///
    /// One argument of `translate`, `scale` and `skew` is CSS's short form: `translate(x)` is
    /// `translate(x, 0)`, `scale(s)` is `scale(s, s)`, `skew(a)` is `skew(a, 0)`.
    mutating func transformList(_ functions: [IRTransformFunction]) throws(EvaluationError) -> TransformList {
        var made: [TransformFunction] = []
        made.reserveCapacity(functions.count)
        for function in functions {
            var numbers: [Double] = []
            numbers.reserveCapacity(function.arguments.count)
            for argument in function.arguments {
                let number = try number(argument.expression)
                // `perspective(none)` is an infinite distance, the one number not bounded.
                if !number.isInfinite { _ = try bounded(Value(number), argument.range) }
                numbers.append(number)
            }
            made.append(
                try transformFunction(
                    function.name, numbers, function.arguments.map(\.range), function.range))
        }
        return TransformList(made)
    }

    /// `ranges` are the arguments', where a value out of range is reported (`whole` the function's,
    /// for a function without arguments).
    private func transformFunction(
        _ name: TransformFunctionName, _ n: [Double], _ ranges: [Range<SourcePosition>],
        _ whole: Range<SourcePosition>
    ) throws(EvaluationError) -> TransformFunction {
        // The checker counted the arguments; a count it let through but that is short here is a
        // silent stop, as every other type error the checker reported.
        func at(_ index: Int) throws(EvaluationError) -> Double {
            guard index < n.count else { throw .silent }
            return n[index]
        }
        let second = n.count > 1 ? n[1] : nil
        let range = ranges.first ?? whole
        if name == .skew || name == .skewX || name == .skewY {
            for (index, angle) in n.enumerated() where Self.skewIsInfinite(angle) {
                let degrees = (angle * 180 / Double.pi * 1e9).rounded() / 1e9
                throw fail(
                    .skewInfinite(name.rawValue, degrees: NumberText.shortest(degrees)),
                    index < ranges.count ? ranges[index] : whole)
            }
        }
        switch name {
        case .translate: return .translate(x: try at(0), y: second ?? 0)
        case .translate3d: return .translate3d(x: try at(0), y: try at(1), z: try at(2))
        case .translateX: return .translateX(try at(0))
        case .translateY: return .translateY(try at(0))
        case .translateZ: return .translateZ(try at(0))
        case .scale:
            let x = try at(0)
            return .scale(x: x, y: second ?? x)
        case .scale3d: return .scale3d(x: try at(0), y: try at(1), z: try at(2))
        case .scaleX: return .scaleX(try at(0))
        case .scaleY: return .scaleY(try at(0))
        case .scaleZ: return .scaleZ(try at(0))
        case .rotate: return .rotate(try at(0))
        case .rotate3d: return .rotate3d(x: try at(0), y: try at(1), z: try at(2), angle: try at(3))
        case .rotateX: return .rotateX(try at(0))
        case .rotateY: return .rotateY(try at(0))
        case .rotateZ: return .rotateZ(try at(0))
        case .skew: return .skew(x: try at(0), y: second ?? 0)
        case .skewX: return .skewX(try at(0))
        case .skewY: return .skewY(try at(0))
        case .perspective:
            let distance = try at(0)
            // CSS refuses a negative distance; 0 counts as 1 point, as CSS clamps it.
            guard distance >= 0 else {
                throw fail(
                    .perspectiveNegative("the distance of 'perspective()'", NumberText.shortest(distance)),
                    range
                )
            }
            return .perspective(distance)
        case .matrix:
            return .matrix(a: try at(0), b: try at(1), c: try at(2), d: try at(3), e: try at(4), f: try at(5))
        case .matrix3d:
            guard let matrix = Matrix3D(entries: n) else { throw .silent }
            return .matrix3d(matrix)
        }
    }

    /// Whether a skew by `angle` radians has an infinite tangent: an odd multiple of 90°, within a
    /// nanoradian so that one reached through arithmetic (`lean * 3` with `lean = 30deg`) counts.
    static func skewIsInfinite(_ angle: Double) -> Bool {
        guard angle.isFinite else { return false }
        let folded = abs(angle.remainder(dividingBy: Double.pi))
        return abs(folded - Double.pi / 2) <= 1e-9
    }
}
