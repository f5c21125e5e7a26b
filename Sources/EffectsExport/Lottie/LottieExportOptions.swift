/// How an effect is written as Lottie: the frame rate and how far an approximation may stray.
public struct LottieExportOptions: Hashable, Sendable {
    /// Frames per second (`fr`); keyframe times are fractional frames, so any rate is exact.
    public var framesPerSecond: Double
    /// The largest error of an approximated value measured in points (position, anchor, size).
    public var pointTolerance: Double
    /// The largest error of an approximated unitless value (scale, opacity, radians).
    public var unitTolerance: Double

    /// Options: 60 fps, 0.001 points, 1e-4 for unitless values unless given.
    public init(framesPerSecond: Double = 60, pointTolerance: Double = 0.001, unitTolerance: Double = 1e-4) {
        self.framesPerSecond = framesPerSecond
        self.pointTolerance = pointTolerance
        self.unitTolerance = unitTolerance
    }

    /// Checks that every number is finite and positive (the frame rate at most 1000).
    func validate() throws(LottieExportError) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= 1000 else {
            throw .invalidOption(name: "fps", reason: "must be a number of frames above 0 and at most 1000")
        }
        for (name, value) in [("tolerance", pointTolerance), ("tolerance", unitTolerance)] {
            guard value.isFinite, value > 0 else {
                throw .invalidOption(name: name, reason: "must be above 0")
            }
        }
    }
}
