/// How an effect is written as Lottie: the frame rate and how far an approximation may stray.
public struct LottieExportOptions: Hashable, Sendable {
    /// Frames per second (`fr`); keyframe times are fractional frames, so any rate is exact.
    public var framesPerSecond: Double
    /// The bound on every approximation, the web export's own: points for position, anchor and size,
    /// unitless for scale, opacity and radians.
    public var tolerance: ExportTolerance

    /// Options: 60 fps and ``ExportTolerance``'s defaults (0.001 points, 1e-4) unless given.
    public init(framesPerSecond: Double = 60, tolerance: ExportTolerance = ExportTolerance()) {
        self.framesPerSecond = framesPerSecond
        self.tolerance = tolerance
    }

    /// Checks that every number is finite and positive (the frame rate at most 1000).
    func validate() throws(LottieExportError) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= 1000 else {
            throw .invalidOption(name: "fps", reason: "must be a number of frames above 0 and at most 1000")
        }
        for value in [tolerance.points, tolerance.unitless] {
            guard value.isFinite, value > 0 else {
                throw .invalidOption(name: "tolerance", reason: "must be above 0")
            }
        }
    }
}
