/// Placeholder.
enum ParseFigure {
    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] { [.skipped("parse", "not written yet")] }
}
