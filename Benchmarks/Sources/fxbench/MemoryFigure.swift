/// Placeholder.
enum MemoryFigure {
    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] { [.skipped("memory", "not written yet")] }
}
