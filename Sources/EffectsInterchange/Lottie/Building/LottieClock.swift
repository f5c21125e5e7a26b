/// How a composition's frames run against the effect's seconds: frame = `framesPerSecond` · t +
/// `frameAtZero`, passed through an eased stretch of a time remapping when there is one (`warp`),
/// or one frame throughout for a precomposition frozen by its time remapping.
struct LottieClock: Hashable, Sendable {
    /// Frames per second of the effect's time; 0 for a frozen composition.
    var framesPerSecond: Double
    /// The frame at second 0 (the frozen frame, when frozen).
    var frameAtZero: Double
    /// The eased stretch of a time remapping the frames above pass through to become this
    /// composition's, or `nil` when they are its frames.
    var warp: LottieWarp?

    /// The animation's own clock: frame `inPoint` at 0 s.
    init(frameRate: Double, inPoint: Double) {
        framesPerSecond = frameRate
        frameAtZero = inPoint
    }

    /// A clock on which frame = `framesPerSecond` · t + `frameAtZero` (0 frames a second: frozen),
    /// passed through `warp` when there is one.
    init(framesPerSecond: Double, frameAtZero: Double, warp: LottieWarp? = nil) {
        self.framesPerSecond = framesPerSecond
        self.frameAtZero = frameAtZero
        self.warp = warp
    }

    /// Whether the frame never changes.
    var isFrozen: Bool { framesPerSecond == 0 }

    /// The frame at `seconds`.
    func frame(at seconds: Double) -> Double {
        let input = framesPerSecond * seconds + frameAtZero
        return warp?.frame(atInput: input) ?? input
    }

    /// The second at which the composition reaches `frame`; a frozen one has always reached a frame
    /// at or before its own (−∞) and never reaches a later one (+∞), nor does a warped one one
    /// beyond its stretch.
    func seconds(at frame: Double) -> Double {
        guard !isFrozen else { return frame <= frameAtZero ? -.infinity : .infinity }
        let input = warp?.input(atFrame: frame) ?? frame
        return (input - frameAtZero) / framesPerSecond
    }

    /// Whether the frames run backwards (through a remapping that does).
    var runsBackward: Bool { warp?.runsBackward ?? false }

    /// The seconds during which the frame is in `first..<last` (a layer's in and out points, a
    /// remapping piece's frames) on a timeline whose times reach `extent`: from the second it
    /// reaches `first` until it reaches `last`, or, running backwards, from just after it reaches
    /// `last` (where it leaves the range) until just after it reaches `first` (the last moment it
    /// is in it); empty when it never is.
    func seconds(from first: Double, to last: Double, extent: Double) -> (start: Double, end: Double) {
        guard runsBackward else { return (seconds(at: first), seconds(at: last)) }
        return (
            Self.moment(after: seconds(at: last), extent: extent),
            Self.moment(after: seconds(at: first), extent: extent)
        )
    }

    /// A moment just after `seconds` that fxkit's sampler keeps apart from it, on a timeline
    /// whose times reach `extent`.
    ///
    /// It is 2⁻³⁴ of the larger of them (and of 1 s) later: 256 times
    /// ``MediaTiming/boundaryTolerance``, within which a moment before a key counts as on it, and
    /// far below any frame. A value played backwards changes there: just after the moment its
    /// frame is on a keyframe, not at it.
    static func moment(after seconds: Double, extent: Double) -> Double {
        guard seconds.isFinite else { return seconds }
        return seconds + 0x1p-34 * max(1, abs(seconds), abs(extent))
    }

    /// The second at which the warp's easing reaches parameter `s`.
    func seconds(atParameter s: Double, of warp: LottieWarp) -> Double {
        (warp.input(atParameter: s) - frameAtZero) / framesPerSecond
    }

    /// The clock of a precomposition a layer of this composition shows: its frame is
    /// (frame − `start`) / `stretch` (`st`, `sr`), as lottie-web and ThorVG compute it.
    func entering(start: Double, stretch: Double) -> LottieClock {
        if let warp {
            return LottieClock(
                framesPerSecond: framesPerSecond, frameAtZero: frameAtZero,
                warp: warp.mapped(scale: 1 / stretch, offset: -start / stretch))
        }
        return LottieClock(
            framesPerSecond: framesPerSecond / stretch, frameAtZero: (frameAtZero - start) / stretch)
    }

    /// A clock stopped at `frame`.
    static func frozen(at frame: Double) -> LottieClock {
        LottieClock(framesPerSecond: 0, frameAtZero: frame)
    }
}
