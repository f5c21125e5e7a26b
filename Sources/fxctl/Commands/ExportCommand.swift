import ArgumentParsing
import EffectsExport
import EffectsRegistry

/// `fxctl export EFFECT --format lottie`: the effect as a Lottie animation.
struct ExportCommand {
    /// What the command works with.
    var context: CommandContext

    /// An export command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Checks the options, exports the effect and writes it; nothing is written (and no `-o` file
    /// is created) when anything is wrong.
    func run() throws(CommandError) {
        let command = context.command
        // The parser checks the value against the choices; only its absence is left.
        guard command.string("format") != nil else {
            throw .usage(.missingArgument("--format <format>", path: command.path))
        }
        try context.checkOutputExtension(["json"], writes: "Lottie JSON")
        let options = try readOptions()
        let effectContext = try context.effectContext()
        let (resolved, _) = try context.resolveEffect()
        let timeline = try context.timeline(of: resolved.effect)
        let export: LottieExport
        do {
            export = try LottieExporter.export(timeline, context: effectContext, options: options)
        } catch {
            throw .input("'\(resolved.name)': " + error.description)
        }
        try context.emit(export.text)
    }

    /// `--fps` and `--tolerance points[,unitless]` (one number: a tenth of it for unitless values).
    private func readOptions() throws(CommandError) -> LottieExportOptions {
        let command = context.command
        var options = LottieExportOptions()
        if let fps = try context.usage({ () throws(UsageError) in try command.double("fps") }) {
            guard fps.isFinite, fps > 0, fps <= 1000 else {
                throw context.invalid(
                    String(fps), option: "--fps", reason: "expected a number above 0 and at most 1000")
            }
            options.framesPerSecond = fps
        }
        let tolerances = try context.usage { () throws(UsageError) in try command.doubles("tolerance") }
        if !tolerances.isEmpty {
            let text = tolerances.map { ParameterValue.number($0).description }.joined(separator: ",")
            guard tolerances.count <= 2, tolerances.allSatisfy({ $0.isFinite && $0 > 0 }) else {
                throw context.invalid(
                    text, option: "--tolerance", reason: "expected points[,unitless], each a number above 0")
            }
            options.pointTolerance = tolerances[0]
            options.unitTolerance = tolerances.count > 1 ? tolerances[1] : tolerances[0] / 10
        }
        return options
    }
}
