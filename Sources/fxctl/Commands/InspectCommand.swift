import EffectDSL
import EffectsCore

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
        let (resolved, library) = try context.resolveEffect(twin: format == "fx")
        if format == "parameters" {
            // For completion after -p: the names alone, without building the timeline.
            let names = resolved.effect.descriptor.parameters.map(\.name)
            try context.emit(names.map { $0 + "\n" }.joined())
            return
        }
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
            let printer = DSLPrinter(writer: "fxctl inspect --format fx")
            let twinned = twin(of: resolved, in: library).flatMap { twin in
                printer.source(
                    of: resolved.effect, origin: resolved.origin, twin: twin, parameters: parameters)
            }
            let source =
                twinned
                ?? printer.source(
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

    /// The DSL twin of a built-in (`stack-fx` for `stack`), if the registry holds one.
    ///
    /// It is found by name through the registry, whatever loaded it (`./effects`, or a catalogue
    /// built into the binary), and the printer takes its text from the loaded effect: this command
    /// reads no file and knows no path of the twins.
    private func twin(of resolved: ResolvedEffect, in library: EffectLibrary) -> ScriptedEffect? {
        guard resolved.origin == .builtIn else { return nil }
        return try? library.registry.effect(named: DSLPrinter.twinName(of: resolved.name)) as? ScriptedEffect
    }
}
