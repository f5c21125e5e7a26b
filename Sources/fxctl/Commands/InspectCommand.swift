import EffectsRegistry

/// `fxctl inspect EFFECT`: how an effect is built, as text, JSON or `.fx` source.
struct InspectCommand {
    /// What the command works with.
    var context: CommandContext

    /// An inspect command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Prints the effect at its default parameters and the default viewport.
    func run() throws(CommandError) {
        let format = context.command.string("format") ?? "text"
        let (resolved, _) = try context.resolveEffect()
        let effectContext = EffectContext()
        let timeline: Timeline
        do {
            timeline = try resolved.effect.timeline(
                resolved.effect.descriptor.defaults(), context: effectContext)
        } catch {
            throw .input("effect '\(resolved.name)': \(error.description)")
        }
        let warnings = TimelineWarnings.warnings(for: timeline)
        switch format {
        case "json":
            let json = InspectJSON(
                effect: resolved, timeline: timeline, context: effectContext, warnings: warnings)
            try context.emit(json.document().text())
        case "fx":
            try context.emit(FXSource(effect: resolved, timeline: timeline, context: effectContext).render())
        default:
            let text = InspectText(
                effect: resolved, timeline: timeline, context: effectContext, warnings: warnings)
            try context.emit(text.render())
        }
    }
}
