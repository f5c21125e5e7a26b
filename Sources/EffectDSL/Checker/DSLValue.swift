import EffectsRegistry
import EffectsText

/// A value while an effect is evaluated; dimensions are static, so numbers are plain `Double`s.
public enum DSLValue: Hashable, Sendable, CustomStringConvertible {
    /// A number in base units.
    case number(Double)
    /// A vector (a point, a size, a colour).
    case vector(Value)
    /// A boolean.
    case bool(Bool)
    /// A string.
    case string(String)
    /// A transform list, its lengths resolved to points and its angles to radians.
    case transform(TransformList)

    /// The value as the property value it becomes: a number is a scalar, a boolean 1 or 0 (as
    /// Objective-C reads a `BOOL` from an `NSNumber`); a transform list is no `Value`.
    var asValue: Value? {
        switch self {
        case .number(let number): return Value(number)
        case .vector(let vector): return vector
        case .bool(let flag): return Value(flag ? 1 : 0)
        default: return nil
        }
    }

    /// The value as source text: `0.15`, `(90, -20)`, `true`, `"left"`.
    public var description: String {
        switch self {
        case .number(let number): return NumberText.shortest(number)
        case .vector(let vector): return vector.shortestText
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return "\"\(text)\""
        case .transform(let list): return DSLLiteral.transform(list)
        }
    }
}
