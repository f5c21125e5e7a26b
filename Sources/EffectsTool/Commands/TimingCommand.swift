import EffectDSL
import EffectsRegistry
import Platform

/// `timing TF`: a table of a timing function's output `y` at inputs `x` from 0 to 1, or for a
/// spring, which runs in seconds, at times `t` from 0 to its settling duration.
struct TimingCommand: ToolCommand {
    /// What the command works with.
    var context: CommandContext

    /// Evaluates the function at `--at` inputs or `--samples` evenly spaced ones (11 by default).
    func run() throws(CommandError) {
        let command = context.command
        let text = command.argument("timing-function") ?? ""
        let inputs: TimingFunctionSamples.Inputs
        if command.isGiven("at") {
            inputs = .at(try context.usage { () throws(UsageError) in try command.doubles("at") })
        } else {
            let count =
                try context.usage { () throws(UsageError) in try command.int("samples", atLeast: 1) } ?? 11
            guard count <= TimingFunctionSamples.maximumCount else {
                throw context.invalid(
                    String(count), option: "--samples",
                    reason: "expected at most \(TimingFunctionSamples.maximumCount)")
            }
            inputs = .evenlySpaced(count)
        }
        let function: TimingFunction
        do {
            function = try TimingFunctionParser.parse(text)
        } catch {
            // Without a close name to suggest, the names themselves (the diagnostic's hint).
            let names = error.diagnostics.first.flatMap { diagnostic in
                diagnostic.id == .timingFunctionUnknown && !diagnostic.message.contains("did you mean")
                    ? diagnostic.hint : nil
            }
            throw .input(
                "invalid timing function '\(text)': \(error.message)" + (names.map { "; \($0)" } ?? ""))
        }
        let samples = TimingFunctionSamples(function, inputs: inputs)
        let format = try context.tableFormat()
        let sink = try context.openOutput()
        do {
            var stream = TableStream(
                format: format, numberStyle: .shortest, columns: samples.columns,
                sink: OutputTableSink(output: sink))
            for (x, y) in zip(samples.inputs, samples.outputs) {
                try [x, y].withUnsafeBufferPointer { (row) throws(OutputError) in
                    try stream.append(row)
                }
            }
            try stream.finish()
            try sink.finish()
        } catch {
            throw .output(error)
        }
    }
}
