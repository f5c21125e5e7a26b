import EffectDSL
import EffectsRegistry

/// `fxctl inspect EFFECT`: how an effect is built, as text, JSON or `.fx` source.
struct InspectCommand {
    /// What the command works with.
    var context: CommandContext

    /// An inspect command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Prints the effect at the `-p` parameters (defaults for the others) and the `--viewport`.
    func run() throws(CommandError) {
        let format = context.command.string("format") ?? "text"
        let (resolved, _) = try context.resolveEffect()
        let parameters = try context.parameters(for: resolved.effect)
        let effectContext = try context.effectContext()
        let timeline: Timeline
        do {
            timeline = try resolved.effect.timeline(parameters, context: effectContext)
        } catch {
            throw .input("effect '\(resolved.name)': \(error.description)")
        }
        let findings = TimelineAnalysis(timeline).findings
        switch format {
        case "json":
            let json = InspectJSON(
                effect: resolved, parameters: parameters, timeline: timeline, context: effectContext,
                findings: findings)
            try context.emit(json.document().text())
        case "fx":
            let source = DSLPrinter(writer: "fxctl inspect --format fx").source(
                of: resolved.effect, origin: resolved.origin, parameters: parameters, timeline: timeline,
                context: effectContext)
            try context.emit(source)
        default:
            let text = InspectText(
                effect: resolved, parameters: parameters, timeline: timeline, context: effectContext,
                findings: findings)
            try context.emit(text.render())
        }
    }
}
