/// What a chart's horizontal axis shows.
public enum ChartAxis: String, Equatable, Sendable, CaseIterable {
    /// Seconds, from the `t` column.
    case time
    /// Progress 0…1, from the `progress` column.
    case progress

    /// The table column holding the axis values.
    var column: String {
        switch self {
        case .time: "t"
        case .progress: "progress"
        }
    }

    /// The axis title under the ticks.
    var title: String {
        switch self {
        case .time: "time (s)"
        case .progress: "progress"
        }
    }
}
