import Glibc

/// The figures of issue 6, in the order they print.
enum Figures {
    /// Figure names, in order; a figure may also be named by its number (1-based).
    static let names = [
        "bezier", "sampling", "csv", "parse", "startup", "memory", "growth", "export", "import", "lottie",
    ]

    /// The help text.
    static let usage = """
        usage: swift run -c release fxbench [--quick] [--runs N] [figure…]

        figures (by name or number): \(names.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", "))
        --quick    a tenth of each workload and 4 runs instead of 7 (first run of each is a warm-up)
        --runs N   runs per series, warm-up included
        """

    /// The canonical name for `argument` (a name or a number), if any.
    static func resolve(_ argument: String) -> String? {
        if names.contains(argument) { return argument }
        if let number = Int(argument), (1...names.count).contains(number) { return names[number - 1] }
        return nil
    }

    /// Runs the figures in `selected`, printing each line as soon as it is measured.
    static func run(_ selected: [String], _ context: BenchContext) {
        print(
            "fxbench: \(context.quick ? "quick" : "full") run, \(context.measurement.runs) runs per series (first discarded), medians"
        )
        for name in names where selected.contains(name) {
            let lines: [ReportLine]
            switch name {
            case "bezier": lines = BezierFigure.run(context)
            case "sampling": lines = SamplingFigure.run(context)
            case "csv": lines = CSVFigure.run(context)
            case "parse": lines = ParseFigure.run(context)
            case "startup": lines = StartupFigure.run(context)
            case "memory": lines = MemoryFigure.run(context)
            case "export": lines = ExportFigure.run(context)
            case "import": lines = ImportFigure.run(context)
            case "lottie": lines = LottieFigure.run(context)
            default: lines = GrowthFigure.run(context)
            }
            for line in lines {
                print(line.rendered)
                fflush(nil)
            }
        }
    }
}
