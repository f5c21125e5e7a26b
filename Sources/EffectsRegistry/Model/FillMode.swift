/// What an animation shows outside its active interval (Core Animation's `fillMode`).
public enum FillMode: String, CaseIterable, Hashable, Sendable {
    /// The animation has no effect outside its active interval: the model value shows (the default).
    case removed
    /// After the active interval, the animation holds its final value.
    case forwards
    /// Before the active interval, the animation holds its initial value.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    /// Whether the animation holds its final value after its active interval.
    public var fillsForwards: Bool { self == .forwards || self == .both }

    /// Whether the animation holds its initial value before its active interval.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
}
