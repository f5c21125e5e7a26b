import ArgumentParsing
import EffectDSL
import EffectsCore
import Platform

/// `fxctl timing TF`: a table of a timing function's output `y` at inputs `x` from 0 to 1, or for a
/// spring, which runs in seconds, at times `t` from 0 to its settling duration.
struct TimingCommand {
    /// What the command works with.
    var context: CommandContext

    /// A timing command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Evaluates the function at `--at` inputs or `--samples` evenly spaced ones (11 by default).
    func run() throws(CommandError) {
        let command = context.command
        let text = command.argument("timing-function") ?? ""
        var inputs: [Double]
        if command.isGiven("at") {
            inputs = try context.usage { () throws(UsageError) in try command.doubles("at") }
        } else {
            let count =
                try context.usage { () throws(UsageError) in try command.int("samples", atLeast: 1) } ?? 11
            guard count <= TimingCommand.maximumSamples else {
                throw context.invalid(
                    String(count), option: "--samples",
                    reason: "expected at most \(TimingCommand.maximumSamples)")
            }
            inputs = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
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
        // A spring's input is seconds since it began, and its default samples span its settling.
        var inputColumn = "x"
        if case .spring(let spring) = function {
            inputColumn = "t"
            if !command.isGiven("at") { inputs = inputs.map { $0 * spring.settlingDuration } }
        }
        let format = try context.tableFormat()
        let sink = try context.openOutput()
        do {
            var stream = TableStream(
                format: format, numberStyle: .shortest, columns: [inputColumn, "y"],
                sink: OutputTableSink(output: sink))
            for x in inputs {
                try [x, function.value(at: x)].withUnsafeBufferPointer { (row) throws(OutputError) in
                    try stream.append(row)
                }
            }
            try stream.finish()
            try sink.finish()
        } catch {
            throw .output(error)
        }
    }

    /// The most inputs `--samples` may ask for.
    static let maximumSamples = 1_000_000
}
