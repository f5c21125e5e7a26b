import EffectDSL
import EffectsRegistry
import EffectsText

/// `inspect EFFECT`: how an effect is built, as text, JSON or `.fx` source.
struct InspectCommand: ToolCommand {
    /// What the command works with.
    var context: CommandContext

    /// Prints the effect at the `-p` parameters (defaults for the others) and the `--viewport`.
    func run() throws(CommandError) {
        let format = context.command.string("format") ?? "text"
        let (resolved, library) = try context.resolveEffect(twin: format == "fx")
        if format == "parameters" {
            // For completion after -p: the names alone, without building the timeline.
            let names = resolved.effect.descriptor.parameters.map(\.name)
            try context.emit(names.map { TerminalText.safe($0, keepingLineBreaks: false) + "\n" }.joined())
            return
        }
        let parameters = try context.parameters(for: resolved.effect)
        let effectContext = try context.effectContext()
        let inspection: EffectInspection
        do {
            inspection = try EffectInspection(resolved, parameters: parameters, context: effectContext)
        } catch {
            throw .input("effect '\(resolved.name)': \(error.description)")
        }
        let tool = context.tool.name
        switch format {
        case "json": try context.emit(inspection.json().text())
        case "fx":
            try context.emit(
                inspection.fxSource(writer: "\(tool) inspect --format fx", registry: library.registry))
        // The text quotes names and summaries from the effect's file: shown safe for a terminal.
        default: try context.emit(TerminalText.safe(inspection.text(exportCommand: "\(tool) export")))
        }
    }
}
