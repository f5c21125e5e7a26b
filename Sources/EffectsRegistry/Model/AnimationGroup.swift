/// Animations that share one local time: Core Animation's `CAAnimationGroup`.
///
/// Children are not scaled to the group's duration; the group's active interval clips them (the
/// seed-002 rotation of 2 s is cut by its 1.2 s group).
public struct AnimationGroup: Hashable, Sendable {
    /// The group's timing in its parent's time.
    public let timing: MediaTiming
    /// The tracks and groups inside, in the order they are applied.
    public let animations: [Animation]

    /// A validated group.
    public init(timing: MediaTiming = MediaTiming(), animations: [Animation]) throws(TimelineError) {
        try timing.validate("a group")
        self.timing = timing
        self.animations = animations
    }
}
