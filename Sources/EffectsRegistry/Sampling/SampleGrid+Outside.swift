/// Explicit moments that fall outside the effect.
///
/// A moment before the start or after the end is a fair question (what does a fill hold, what
/// does the model value show?), so it is sampled rather than refused; an application names these
/// moments to the user, so that a typo such as `5` for `0.5` does not pass unnoticed.
extension SampleGrid {
    /// The moments of an explicit grid (`.times`, `.progresses`) outside the effect, each once, in
    /// the order given; empty for the other grids, whose moments all lie within.
    ///
    /// Outside is before 0 or after `duration` seconds for `.times`, outside `0...1` for `.progresses`.
    public func momentsOutside(duration: Double) -> [Double] {
        let moments: [Double]
        switch self {
        case .times(let times): moments = times.filter { !(0...duration).contains($0) }
        case .progresses(let progresses): moments = progresses.filter { !(0...1).contains($0) }
        default: return []
        }
        var seen = Set<Double>()
        return moments.filter { seen.insert($0).inserted }
    }
}
