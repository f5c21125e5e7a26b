import EffectGraphics
import EffectsRegistry
import EffectsText

/// `plot EFFECT`: an SVG line chart of the sampled columns over time or progress, with the
/// keyframe times marked.
struct PlotCommand: ToolCommand {
    /// What the command works with.
    var context: CommandContext

    /// How many moments a chart samples: enough for smooth curves at any chart width.
    static let samples = 481

    /// Samples the effect and writes the chart to standard output or the `-o` file.
    func run() throws(CommandError) {
        let command = context.command
        try context.checkOutputExtension(["svg"], writes: "SVG")
        let width = try dimension("width")
        let height = try dimension("height")
        let (resolved, _) = try context.resolveEffect()
        let timeline = try context.timeline(of: resolved.effect)
        let compiled = CompiledTimeline(timeline)
        let patterns = command.strings("columns")
        let selection: ColumnSelection
        do {
            selection = try ColumnSelection(columns: compiled.columnNames, patterns: patterns)
        } catch {
            throw .input(error)
        }
        let table: SampleTable
        do {
            table = try StreamingSampler(compiled, grid: .count(PlotCommand.samples), selection: selection)
                .table()
        } catch {
            throw .input(error)
        }
        var spec = ChartSpec(title: resolved.name, timeline: timeline)
        if !patterns.isEmpty {
            spec.columns = selection.names.filter { $0 != "t" && $0 != "progress" }
        }
        spec.axis = command.flag("progress") ? .progress : .time
        spec.subtitle = PlotCommand.subtitle(command.strings("param"))
        spec.width = width
        spec.height = height
        let chart: LineChart
        do {
            chart = try LineChart(table: table, spec: spec)
        } catch {
            throw .input(error.message)
        }
        try context.emit(chart.svg())
    }

    /// The positive number of pixels of `--width` or `--height`.
    private func dimension(_ option: String) throws(CommandError) -> Double {
        let command = context.command
        let value = try context.usage { () throws(UsageError) in try command.double(option) } ?? 0
        guard value > 0 else {
            throw context.invalid(
                NumberText.shortest(value), option: "--" + option, reason: "expected a positive number")
        }
        return value
    }

    /// The line under a chart's title: the parameters given, or "default parameters".
    static func subtitle(_ assignments: [String]) -> String {
        assignments.isEmpty ? "default parameters" : assignments.joined(separator: "  ")
    }
}
