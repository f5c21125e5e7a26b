/// A compiled timeline's arrays lent for one frame: buffer subscripts read elements where they lie,
/// so the sampling loop neither copies records nor retains the arrays inside curves.
struct SamplingView {
    let tracks: UnsafeBufferPointer<CompiledTrack>
    let timings: UnsafeBufferPointer<CompiledMediaTiming>
    let numbers: UnsafeBufferPointer<Double>
    let arcLengths: UnsafeBufferPointer<Double>
    let segmentEasings: UnsafeBufferPointer<CompiledEasing>
    let beziers: UnsafeBufferPointer<CubicBezier>
    let otherEasings: UnsafeBufferPointer<TimingFunction>
    let transformSegments: UnsafeBufferPointer<TransformInterpolation>

    /// `easing` applied to `progress` through a span of `seconds` (which only springs read); a jump
    /// of `steps(…)` less than `tolerance` above `progress` is taken as reached (see
    /// ``MediaTiming/boundaryTolerance``).
    @inline(__always)
    func value(
        of easing: CompiledEasing, at progress: Double, over seconds: Double, beforeFlag: Bool,
        tolerance: @autoclosure () -> Double
    ) -> Double {
        switch easing {
        case .linear: return progress
        case .bezier(let index):
            // Through a pointer: the buffer's subscript copies the 88-byte curve to the stack first.
            guard let first = beziers.baseAddress, index < beziers.count else { return progress }
            return (first + index).pointee.value(at: progress)
        case .other(let index):
            // One read of the function: a copy of a `linear(…)` would retain its stops each time.
            switch otherEasings[index] {
            case .steps(let steps):
                // Worked out only here: other functions take no tolerance.
                return steps.value(at: progress, beforeFlag: beforeFlag, tolerance: tolerance())
            case let function:
                return function.value(at: progress, over: seconds, beforeFlag: beforeFlag)
            }
        }
    }
}
