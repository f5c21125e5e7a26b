/// The functions every effect can call.
enum BuiltinFunction: String, CaseIterable, Hashable, Sendable {
    case abs, min, max, clamp, lerp, sqrt, sin, cos, atan2, floor, round

    /// How many arguments the function takes.
    var arity: Int {
        switch self {
        case .abs, .sqrt, .sin, .cos, .floor, .round: return 1
        case .min, .max, .atan2: return 2
        case .clamp, .lerp: return 3
        }
    }

    /// The argument names, for messages: `clamp(x, lo, hi)`.
    var signature: String {
        switch self {
        case .abs, .sqrt, .floor, .round: return "\(rawValue)(x)"
        case .sin, .cos: return "\(rawValue)(angle)"
        case .min, .max: return "\(rawValue)(a, b)"
        case .atan2: return "atan2(y, x)"
        case .clamp: return "clamp(x, lo, hi)"
        case .lerp: return "lerp(a, b, t)"
        }
    }
}
