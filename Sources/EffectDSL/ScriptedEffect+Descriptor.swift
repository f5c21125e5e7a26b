import EffectsRegistry

extension ScriptedEffect {
    /// The descriptor of a checked program, before it is built: the duration and layer names are
    /// filled in from the timeline with default parameters.
    static func describe(_ program: EffectProgram) -> EffectDescriptor {
        var notes: [String] = []
        if let base = program.base { notes.append("derives from '\(base.descriptor.name)'") }
        return EffectDescriptor(
            name: program.name.text, summary: program.summary,
            parameters: program.parameters.map(\.descriptor),
            duration: 0, drive: program.drive, layerNames: [], notes: notes)
    }
}
