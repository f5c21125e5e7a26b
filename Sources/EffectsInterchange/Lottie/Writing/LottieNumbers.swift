import EffectsRegistry
import EffectsText

/// The numbers of a Lottie document as a person writes them: the decimal each stands for, not the
/// last bits arithmetic left on it (`50`, not `50.00000000000002`; `0`, not `1.1e-16`).
enum LottieNumbers {
    /// Below this magnitude a number is what arithmetic left of a 0: no frame, point, percentage,
    /// colour channel or easing handle of a Lottie file is so small.
    static let zero = 1e-12

    /// `document` with every number written as the decimal it stands for (``WebNumber/intended(_:)``).
    static func cleaned(_ document: JSONValue) -> JSONValue {
        switch document {
        case .number(let value): return .number(abs(value) < zero ? 0 : WebNumber.intended(value))
        case .array(let items): return .array(items.map(cleaned))
        case .object(let members): return .object(members.map { ($0.0, cleaned($0.1)) })
        case .null, .bool, .string: return document
        }
    }
}
