/// A numeric value as written, of one of the types the importer reads; `calc()` gives the same.
struct CSSQuantity: Hashable, Sendable {
    /// The type of a quantity.
    enum Kind: Hashable, Sendable {
        /// A plain number.
        case number
        /// A percentage only (its meaning depends on the property).
        case percentage
        /// A length, possibly with a percentage part.
        case length
        /// An angle, in radians.
        case angle
        /// A time, in seconds.
        case time
    }

    /// The type.
    var kind: Kind
    /// The number, the percentage (50 for `50%`), the angle in radians or the time in seconds.
    var value: Double
    /// The length, for ``Kind/length``.
    var length: CSSLength

    /// A quantity of `kind` with `value`.
    init(_ kind: Kind, _ value: Double) {
        self.kind = kind
        self.value = value
        self.length = kind == .length ? CSSLength(points: value) : .zero
    }

    /// A length.
    init(length: CSSLength) {
        self.kind = .length
        self.value = 0
        self.length = length
    }

    /// Radians per unit of each angle unit, lowercased.
    static let anglePerUnit: [String: Double] = [
        "deg": Double.pi / 180, "rad": 1, "grad": Double.pi / 200, "turn": 2 * Double.pi,
    ]
    /// Seconds per unit of each time unit, lowercased.
    static let secondsPerUnit: [String: Double] = ["s": 1, "ms": 0.001]

    /// The quantity of one dimension token, or `nil` for a unit the importer does not know.
    static func dimension(_ number: Double, unit: String) -> CSSQuantity? {
        let lowered = unit.lowercased()
        if let points = CSSLength.unitPoints[lowered] { return CSSQuantity(.length, number * points) }
        if lowered == "vw" { return CSSQuantity(length: CSSLength(viewportWidthPercent: number)) }
        if lowered == "vh" { return CSSQuantity(length: CSSLength(viewportHeightPercent: number)) }
        if let radians = anglePerUnit[lowered] { return CSSQuantity(.angle, number * radians) }
        if let seconds = secondsPerUnit[lowered] { return CSSQuantity(.time, number * seconds) }
        return nil
    }

    /// The quantity as a length: a length, or a percentage as the percentage part of one.
    var asLength: CSSLength? {
        switch kind {
        case .length: return length
        case .percentage: return CSSLength(percent: value)
        default: return nil
        }
    }

    /// Whether the value and every length part are finite.
    var isFinite: Bool { value.isFinite && length.isFinite }

    /// The largest magnitude of a value or length part: far past any length, angle or time a real
    /// stylesheet writes (Chromium clamps lengths to ±33,554,428 px), and small enough that no sum
    /// or product of a few of them in a transform, an interpolation or an export overflows.
    static let largestMagnitude = 1e9

    /// The largest magnitude among the value and the length's parts.
    var magnitude: Double {
        [value, length.points, length.percent, length.viewportWidthPercent, length.viewportHeightPercent]
            .map(\.magnitude).max() ?? 0
    }
}
