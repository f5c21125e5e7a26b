import EffectsRegistry
import EffectsText

/// How the command line asks for sample moments: `--fps`, `--samples`, `--step` or `--at`, in
/// seconds or, with `--progress`, in progress from 0 to 1.
///
/// `--progress` is never implied, even for effects driven by a progress: the same command line means
/// the same moments for every effect. With `--progress` the default is 101 progresses (0, 0.01, …, 1)
/// and `--fps` is refused, since a frame rate is about time.
extension SampleGrid {
    /// The default frame rate.
    static let defaultFramesPerSecond = 60.0
    /// The default number of progresses with `--progress`.
    static let defaultProgressSamples = 101

    /// Reads the grid options of `command`; the parser already refused two of them together.
    ///
    /// - Throws: `UsageError` for a malformed or non-positive number, or `--fps` with `--progress`.
    static func read(_ command: ParsedCommand) throws(UsageError) -> SampleGrid {
        let domain: SampleDomain = command.flag("progress") ? .progress : .time
        if let samples = try command.int("samples", atLeast: 1) { return .count(samples, in: domain) }
        if let step = try command.double("step") {
            guard step > 0 else {
                throw .invalidValue(
                    NumberText.shortest(step), option: "--step", reason: "expected a positive number",
                    path: command.path)
            }
            return .step(step, in: domain)
        }
        if command.isGiven("at") {
            let moments = try command.doubles("at")
            return domain == .progress ? .progresses(moments) : .times(moments)
        }
        if domain == .progress {
            if command.isGiven("fps") { throw .conflictingOptions("--progress", "--fps", path: command.path) }
            return .count(defaultProgressSamples, in: .progress)
        }
        let fps = try command.double("fps") ?? defaultFramesPerSecond
        guard fps > 0 else {
            throw .invalidValue(
                NumberText.shortest(fps), option: "--fps", reason: "expected a positive number",
                path: command.path)
        }
        return .framesPerSecond(fps)
    }
}
