/// A number as the decimal a person wrote: `units / scale`, both whole, `scale` a power of ten.
///
/// A grid's moments are `k · step` or `k · duration / (n − 1)`; with a decimal step or duration,
/// multiplying the binary numbers adds their rounding errors (3 · 0.1 is 0.30000000000000004,
/// 1.2 / 6 is 0.19999999999999998), while dividing whole numbers rounds once, to the double nearest
/// the moment meant, whose shortest decimal is that moment (0.3, 0.2).
struct DecimalFraction: Hashable, Sendable {
    /// The digits, as a whole number below 2⁵³.
    let units: Double
    /// The power of ten they are divided by.
    let scale: Double

    /// The largest whole number every smaller one of which a `Double` holds exactly.
    static let exactLimit = 0x1p53

    /// `value` as the fewest decimal places (at most 15) that give it back, or `nil` when it needs
    /// more (1/3, 1e-20) or its digits exceed 2⁵³.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        var scale = 1.0
        for _ in 0...15 {
            let units = (value * scale).rounded()
            if abs(units) < Self.exactLimit, units / scale == value {
                self.units = units
                self.scale = scale
                return
            }
            scale *= 10
        }
        return nil
    }

    /// `index · self / divisor` rounded once, or `nil` when a product leaves the exact whole numbers.
    func times(_ index: Int, over divisor: Int = 1) -> Double? {
        let numerator = units * Double(index)
        let denominator = scale * Double(divisor)
        guard abs(numerator) < Self.exactLimit, denominator < Self.exactLimit, denominator > 0 else {
            return nil
        }
        return numerator / denominator
    }
}
