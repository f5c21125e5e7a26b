import ArgumentParsing
import EffectsRegistry
import SystemIO

/// `fxctl sample EFFECT`: the table of an effect's layer properties over time or progress.
struct SampleCommand {
    /// What the command works with.
    var context: CommandContext

    /// A sample command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Checks every option, resolves the effect, then streams the rows to standard output or the
    /// `-o` file; nothing is written (and no file is created) when anything is wrong.
    func run() throws(CommandError) {
        let command = context.command
        let progress = command.flag("progress")
        let request = try context.usage { () throws(UsageError) in
            try SampleGridRequest.read(command, progress: progress)
        }
        let style = try context.numberStyle()
        let format = context.tableFormat()
        let (resolved, _) = try context.resolveEffect()
        let source: RowSource
        if let played = try playedSequence(of: resolved.effect) {
            source = RowSource(sequence: played)
        } else {
            source = RowSource(timeline: try context.timeline(of: resolved.effect))
        }
        let selection = try ColumnSelection(columns: source.columnNames, patterns: command.strings("columns"))
        let moments: SampleMoments
        do {
            moments = try request.moments(duration: source.duration, progress: progress)
        } catch {
            throw .input(error)
        }
        try TableStream.check(rows: moments.count, columns: selection.names.count, format: format)
        let sink = try context.openOutput()
        var stream = TableStream(format: format, numberStyle: style, columns: selection.names, sink: sink)
        try SampleCommand.stream(source, at: moments, selection: selection, into: &stream)
        do {
            try stream.finish()
        } catch {
            throw .output(error)
        }
    }

    /// Samples `source` at every moment into `stream`, reusing one row buffer.
    ///
    /// A selected value that is not finite (the effect's numbers overflow there) stops the stream
    /// before its row with an input error: no NaN or infinity is written, and an `-o` file is not
    /// created.
    static func stream(
        _ source: RowSource, at moments: SampleMoments, selection: ColumnSelection,
        into stream: inout TableStream
    ) throws(CommandError) {
        // Tracks that write no selected column are left out: their numbers would not be printed.
        let source = selection.isEverything ? source : source.keeping(columns: selection.indices)
        var row = [Double](repeating: 0, count: source.rowWidth)
        var scratch = [Double](repeating: 0, count: source.sampledWidth)
        let indices = selection.indices.filter { $0 < row.count }
        var picked = [Double](repeating: 0, count: indices.count)
        let copies = !selection.isEverything
        // The three rows are lent once for the whole stream: per row, nothing is retained, copied or
        // checked for uniqueness.
        try row.withUnsafeMutableBufferPointer { (row) throws(CommandError) in
            try scratch.withUnsafeMutableBufferPointer { (scratch) throws(CommandError) in
                try picked.withUnsafeMutableBufferPointer { (picked) throws(CommandError) in
                    for index in 0..<moments.count {
                        let moment = moments.moment(at: index)
                        source.fill(row, scratch: scratch, time: moment.time, progress: moment.progress)
                        if copies {
                            for (column, source) in indices.enumerated() { picked[column] = row[source] }
                        }
                        let written = UnsafeBufferPointer(copies ? picked : row)
                        if let bad = written.firstIndex(where: { !$0.isFinite }) {
                            let name = selection.names.indices.contains(bad) ? selection.names[bad] : "?"
                            throw .input(SamplerError.nonFinite(column: name, time: moment.time))
                        }
                        do throws(OutputError) {
                            try stream.append(written)
                        } catch {
                            throw .output(error)
                        }
                    }
                }
            }
        }
    }
}
