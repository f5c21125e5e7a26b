/// How a chart arranges its columns.
public enum ChartLayout: String, Equatable, Sendable, CaseIterable {
    /// One panel per property (`position.x`, `transform.rotation`, …) with a line per layer, when the
    /// columns cover more than one property; otherwise a single panel. Angles of 0.15 rad next to
    /// positions of 300 pt would otherwise draw as a flat line.
    case automatic
    /// Every column in one panel on one y axis.
    case single
    /// One panel per property, always.
    case perProperty
}
