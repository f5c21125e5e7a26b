import ArgumentParsing
import EffectsRegistry

/// How the command line asked for sample moments: `--fps`, `--samples`, `--step` or `--at`, in
/// seconds or, with `--progress`, in progress from 0 to 1.
///
/// `--progress` is never implied, even for effects driven by a progress: the same command line means
/// the same moments for every effect. With `--progress` the default is 101 progresses (0, 0.01, …, 1)
/// and `--fps` is refused, since a frame rate is about time.
enum SampleGridRequest: Sendable, Equatable {
    /// Every frame at this rate.
    case framesPerSecond(Double)
    /// This many evenly spaced moments, ends included.
    case count(Int)
    /// One moment every step.
    case step(Double)
    /// Exactly these moments.
    case at([Double])

    /// The default frame rate.
    static let defaultFramesPerSecond = 60.0
    /// The default number of progresses with `--progress`.
    static let defaultProgressSamples = 101

    /// Reads the grid options of `command`; the parser already refused two of them together.
    ///
    /// - Throws: `UsageError` for a malformed or non-positive number, or `--fps` with `--progress`.
    static func read(_ command: ParsedCommand, progress: Bool) throws(UsageError) -> SampleGridRequest {
        if let samples = try command.int("samples", atLeast: 1) { return .count(samples) }
        if let step = try command.double("step") {
            guard step > 0 else {
                throw .invalidValue(
                    NumberText.shortest(step), option: "--step", reason: "expected a positive number",
                    path: command.path)
            }
            return .step(step)
        }
        if command.isGiven("at") { return .at(try command.doubles("at")) }
        if progress {
            if command.isGiven("fps") { throw .conflictingOptions("--progress", "--fps", path: command.path) }
            return .count(defaultProgressSamples)
        }
        let fps = try command.double("fps") ?? defaultFramesPerSecond
        guard fps > 0 else {
            throw .invalidValue(
                NumberText.shortest(fps), option: "--fps", reason: "expected a positive number",
                path: command.path)
        }
        return .framesPerSecond(fps)
    }

    /// The moments over a timeline of `duration` seconds, in seconds or in progress.
    func moments(duration: Double, progress: Bool) throws(SamplerError) -> SampleMoments {
        switch (self, progress) {
        case (.framesPerSecond(let fps), _):
            return .points(try SampleGrid.framesPerSecond(fps).points(duration: duration))
        case (.count(let count), false):
            return .points(try SampleGrid.count(count).points(duration: duration))
        case (.count(let count), true):
            return try .evenProgress(count, duration: duration)
        case (.step(let step), false):
            return .points(try SampleGrid.step(step).points(duration: duration))
        case (.step(let step), true):
            return try .progressSteps(step, duration: duration)
        case (.at(let times), false):
            return .points(try SampleGrid.times(times).points(duration: duration))
        case (.at(let progresses), true):
            return .points(try SampleGrid.progresses(progresses).points(duration: duration))
        }
    }
}
