/// An axis range with "nice" ticks: steps of 1, 2 or 5 times a power of ten, bounds on whole steps.
///
/// Built from the data's minimum and maximum; a constant (or nearly constant) range is widened around
/// its value so a flat line sits mid-height, and ranges too wide for `Double` are clamped.
struct NiceScale: Equatable, Sendable {
    /// The lower end of the axis (a multiple of `step`, or the data minimum with `extendsToTicks` off).
    let lower: Double
    /// The upper end of the axis.
    let upper: Double
    /// The distance between ticks.
    let step: Double
    /// The tick values from the first multiple of `step` at or above `lower` up to `upper`.
    let ticks: [Double]

    /// The largest magnitude an axis covers; beyond it values are clamped.
    static let magnitudeLimit = 1e300

    /// A scale covering `minimum...maximum` with about `targetTickCount` ticks.
    ///
    /// With `extendsToTicks` the ends move out to whole steps (a y axis); without, the ends stay at the
    /// data and only ticks inside are listed (an x axis, so lines reach both edges).
    init(minimum: Double, maximum: Double, targetTickCount: Int = 5, extendsToTicks: Bool = true) {
        // The widening below keeps the span above 1e-12 of the magnitude and the tick count is capped,
        // so tick indexes (value / step) stay far inside Int.
        var (low, high) = NiceScale.sanitised(minimum, maximum)
        let magnitude = max(low.magnitude, high.magnitude)
        if high - low <= magnitude * 1e-12 {
            // A constant column: widen by 10 % of its value (or ±1 around 0) for a readable axis.
            let middle = (low + high) / 2
            let pad = middle == 0 ? 1 : middle.magnitude * 0.1
            (low, high) = (middle - pad, middle + pad)
        }
        let (mantissa, exponent) = NiceScale.niceStep(
            span: high - low, count: min(max(targetTickCount, 1), 1000))
        // Ticks are whole multiples k · mantissa of a power of ten, computed by one multiplication or
        // division so that 6 × 0.2 is exactly 1.2 (not 1.2000000000000002) and labels round cleanly.
        let tick = { (index: Int) -> Double in
            let whole = Double(index * mantissa)
            return exponent >= 0 ? whole * SVGNumber.power10(exponent) : whole / SVGNumber.power10(-exponent)
        }
        let step = tick(1)
        let firstIndex = Int((low / step).rounded(.down))
        let lastIndex = Int((high / step).rounded(.up))
        self.step = step
        self.lower = extendsToTicks ? tick(firstIndex) : low
        self.upper = extendsToTicks ? tick(lastIndex) : high
        var ticks: [Double] = []
        for index in firstIndex...max(firstIndex, lastIndex) {
            let value = tick(index)
            if value >= lower && value <= upper { ticks.append(value) }
        }
        self.ticks = ticks
    }

    /// The position of `value` on the axis, 0 at `lower` and 1 at `upper`.
    func fraction(of value: Double) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite else { return 0.5 }
        return (value - lower) / span
    }

    /// The nice step nearest `span / count`, as a mantissa (1, 2 or 5) and a power of ten.
    static func niceStep(span: Double, count: Int) -> (mantissa: Int, exponent: Int) {
        let raw = span / Double(count)
        guard raw > 0, raw.isFinite else { return (1, 0) }
        let exponent = Int(SVGNumber.log10Floor(raw))
        let fraction = raw / SVGNumber.power10(exponent)
        // Rounded rather than raised, so 0…1.2 in about 5 steps gets 0.2, not 0.5.
        if fraction < 1.5 { return (1, exponent) }
        if fraction < 3 { return (2, exponent) }
        if fraction < 7 { return (5, exponent) }
        return (1, exponent + 1)
    }

    /// Finite, ordered ends within ``magnitudeLimit``; (0, 1) when neither end is usable.
    private static func sanitised(_ minimum: Double, _ maximum: Double) -> (Double, Double) {
        let clamp = { (value: Double) in min(max(value, -magnitudeLimit), magnitudeLimit) }
        switch (minimum.isNaN, maximum.isNaN) {
        case (true, true): return (0, 1)
        case (true, false): return (clamp(maximum), clamp(maximum))
        case (false, true): return (clamp(minimum), clamp(minimum))
        case (false, false): return (clamp(min(minimum, maximum)), clamp(max(minimum, maximum)))
        }
    }
}
