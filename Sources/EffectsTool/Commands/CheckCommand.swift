import EffectDSL

/// `check FILE|EFFECT...`: parse, check and lint `.fx` files and imported ones, or the timelines
/// of registered effects (built-ins included), and report every problem.
struct CheckCommand: ToolCommand {
    /// What the command works with.
    var context: CommandContext

    /// Checks every file; prints the problems as compilers do on standard error (or as JSON on
    /// standard output with `--format json`) and fails when any file has an error.
    func run() throws(CommandError) {
        let report = try context.loader().check(
            context.command.arguments("file"), standardInput: context.standardInput,
            listingCommand: "\(context.tool.name) list")
        if context.command.string("format") == "json" {
            try context.emit(report.json.text())
        } else {
            let colors = context.colorPolicy.allowsColor(on: context.standardError)
            try? context.standardError.write(report.rendered(colors: colors))
            if let summary = report.summary { try? context.standardError.write(summary + "\n") }
        }
        if report.hasErrors { throw .reported }
    }
}
