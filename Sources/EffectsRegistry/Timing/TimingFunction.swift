/// Placeholder until the timing functions land.
public enum TimingFunction: Hashable, Sendable {
    /// The identity.
    case linear

    /// The eased progress.
    public func value(at progress: Double) -> Double { progress }

    /// The eased progress with the CSS before flag.
    public func value(at progress: Double, beforeFlag: Bool) -> Double { progress }
}
