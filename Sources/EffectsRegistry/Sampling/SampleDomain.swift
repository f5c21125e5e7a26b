/// What a grid's numbers measure: seconds from the start, or progress from 0 to 1.
///
/// A progress grid samples the same fraction of every timeline whatever its duration (progress `p`
/// is at time `p · duration`); a time grid samples the same seconds.
public enum SampleDomain: String, Hashable, Sendable, CaseIterable {
    /// Seconds from the start of the timeline, 0 to its duration.
    case time
    /// The fraction of the timeline's duration, 0 to 1.
    case progress
}
