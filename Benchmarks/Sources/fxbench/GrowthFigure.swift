/// Placeholder.
enum GrowthFigure {
    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] { [.skipped("growth", "not written yet")] }
}
