/// Labels for the ticks of a ``NiceScale``: the same number of decimals on every tick of an axis,
/// switching to scientific notation for very large or very small values.
enum TickLabels {
    /// The label of each tick of `scale`.
    static func labels(for scale: NiceScale) -> [String] {
        let stepExponent = Int(SVGNumber.log10Floor(scale.step))
        let largest = scale.ticks.map(\.magnitude).max() ?? 0
        let largestExponent = largest > 0 ? Int(SVGNumber.log10Floor(largest)) : stepExponent
        if largestExponent >= 6 || stepExponent <= -5 {
            let decimals = min(max(largestExponent - stepExponent, 0), 6)
            return scale.ticks.map { SVGNumber.scientific($0, decimals: decimals) }
        }
        let decimals = max(0, -stepExponent)
        return scale.ticks.map { SVGNumber.string($0, decimals: decimals, keepsZeros: true) }
    }
}
