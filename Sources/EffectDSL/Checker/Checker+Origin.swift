import EffectsRegistry

extension Checker {
    /// The pseudo key path of CSS's `transform-origin`: `set origin = (x, y[, z])`.
    ///
    /// It names no property of the layer: the compiler turns it into the `anchorPoint` and
    /// `position` pair that puts the point transforms apply about at the origin without moving
    /// the layer (the core's `Layer.withTransformOrigin`).
    static let originKeyPath = "origin"

    /// The value of `set origin`: a vector of 2 or 3 lengths in points from the layer's top-left
    /// corner (`(50%w, 50%h)` is the centre, CSS's default); a bare percentage is refused, as on
    /// any length.
    mutating func resolveOrigin(_ syntax: ExpressionSyntax) -> IRValue {
        guard case .vector(let elements, let range) = syntax, (2...3).contains(elements.count) else {
            let value = resolve(syntax)
            switch value.type {
            case .unknown, .vector(2), .vector(3): return value
            default:
                report(
                    .typeMismatch(
                        "a value of 'origin'", expected: "a vector of 2 or 3 lengths", got: value.type),
                    at: value.range)
                return IRValue(expression: .invalid, range: value.range, type: .unknown)
            }
        }
        var components: [IRExpression] = []
        var valid = true
        for element in elements {
            let value = resolve(element)
            switch value.type {
            case .unknown, .number(.plain): break
            case .number(.percent):
                report(
                    .percentAsLength("a component of 'origin'", Checker.percentText(value)), at: value.range)
                valid = false
            default:
                report(
                    .typeMismatch("a component of 'origin'", expected: "a length", got: value.type),
                    at: value.range)
                valid = false
            }
            components.append(value.expression)
        }
        return IRValue(
            expression: valid ? .vector(components) : .invalid, range: range, type: .vector(elements.count))
    }
}
