/// What drives an effect: the clock, or a transition progress the user controls.
public enum EffectDrive: String, Hashable, Sendable {
    /// The effect runs on its own in time, from 0 to its duration (seconds).
    case time
    /// A gesture or scroll position drives the effect; sample it with `--progress`.
    case progress
}
