import Effects
import EffectsRegistry
import EffectsText
import Platform

/// `sample EFFECT`: the table of an effect's layer properties over time or progress.
struct SampleCommand: ToolCommand {
    /// What the command works with.
    var context: CommandContext

    /// Checks every option, resolves the effect, then streams the rows to standard output or the
    /// `-o` file; nothing is written (and no file is created) when anything is wrong.
    func run() throws(CommandError) {
        let command = context.command
        let grid = try context.usage { () throws(UsageError) in try SampleGrid.read(command) }
        let style = try context.numberStyle()
        let format = try context.tableFormat()
        let (resolved, _) = try context.resolveEffect()
        let geometry = command.flag("geometry")
        if let played = try playedSequence(of: resolved.effect) {
            try stream(
                SequenceRowSource(played, geometry: geometry), on: grid, format: format, style: style,
                endless: false)
        } else {
            let timeline = try context.timeline(of: resolved.effect)
            try stream(
                CompiledTimeline(timeline, geometry: geometry), on: grid, format: format, style: style,
                endless: timeline.playsForever)
        }
    }

    /// Streams the `--columns` of `source` on `grid` in the table format asked for; `endless` says
    /// that moments after the end still show the source playing (no warning names them).
    ///
    /// A selected value that is not finite (the effect's numbers overflow there) stops the stream
    /// before its row with an input error: no NaN or infinity is written, and an `-o` file is not
    /// created.
    private func stream<Source: RowSource>(
        _ source: Source, on grid: SampleGrid, format: TableFormat, style: NumberStyle, endless: Bool
    ) throws(CommandError) {
        let selection: ColumnSelection
        do {
            selection = try ColumnSelection(
                columns: source.columnNames, patterns: context.command.strings("columns"))
        } catch {
            throw .input(error)
        }
        let sampler: StreamingSampler<Source>
        do {
            sampler = try StreamingSampler(source, grid: grid, selection: selection)
        } catch {
            throw .input(error)
        }
        if let warning = SampleCommand.outsideWarning(grid, duration: source.duration, endless: endless) {
            context.warn(warning)
        }
        do {
            try format.checkCapacity(rows: sampler.rowCount, columns: sampler.columnNames.count)
        } catch {
            throw .input(error.description + "; use --format csv, tsv or json")
        }
        let output = try context.openOutput()
        var stream = TableStream(
            format: format, numberStyle: style, columns: sampler.columnNames,
            sink: OutputTableSink(output: output))
        do {
            try sampler.write(to: &stream, threads: threadCount())
        } catch {
            switch error {
            case .sampling(let error): throw .input(error)
            case .sink(let error): throw .output(error)
            }
        }
        do {
            try stream.finish()
            try output.finish()
        } catch {
            throw .output(error)
        }
    }
}
