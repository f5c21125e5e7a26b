/// How a composition's frames run against the effect's seconds: frame = `framesPerSecond` · t +
/// `frameAtZero`, or one frame throughout for a precomposition frozen by its time remapping.
struct LottieClock: Hashable, Sendable {
    /// Frames per second of the effect's time; 0 for a frozen composition.
    var framesPerSecond: Double
    /// The frame at second 0 (the frozen frame, when frozen).
    var frameAtZero: Double

    /// The animation's own clock: frame `inPoint` at 0 s.
    init(frameRate: Double, inPoint: Double) {
        framesPerSecond = frameRate
        frameAtZero = inPoint
    }

    /// A clock on which frame = `framesPerSecond` · t + `frameAtZero` (0 frames a second: frozen).
    init(framesPerSecond: Double, frameAtZero: Double) {
        self.framesPerSecond = framesPerSecond
        self.frameAtZero = frameAtZero
    }

    /// Whether the frame never changes.
    var isFrozen: Bool { framesPerSecond == 0 }

    /// The frame at `seconds`.
    func frame(at seconds: Double) -> Double {
        framesPerSecond * seconds + frameAtZero
    }

    /// The second at which the composition reaches `frame`; a frozen one has always reached a frame
    /// at or before its own (−∞) and never reaches a later one (+∞).
    func seconds(at frame: Double) -> Double {
        guard !isFrozen else { return frame <= frameAtZero ? -.infinity : .infinity }
        return (frame - frameAtZero) / framesPerSecond
    }

    /// The clock of a precomposition a layer of this composition shows: its frame is
    /// (frame − `start`) / `stretch` (`st`, `sr`), as lottie-web and ThorVG compute it.
    func entering(start: Double, stretch: Double) -> LottieClock {
        LottieClock(framesPerSecond: framesPerSecond / stretch, frameAtZero: (frameAtZero - start) / stretch)
    }

    /// A clock stopped at `frame`.
    static func frozen(at frame: Double) -> LottieClock {
        LottieClock(framesPerSecond: 0, frameAtZero: frame)
    }
}
