import EffectsRegistry

/// `fxctl list`: every registered effect with its origin, duration and summary.
struct ListCommand {
    /// What the command works with.
    var context: CommandContext

    /// A list command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Prints the effects sorted by name: an aligned table with a header, or with `--names` one
    /// name per line (for scripts and shell completion).
    func run() throws(CommandError) {
        let library = try context.loadLibrary()
        let entries = library.registry.entries
        if context.command.flag("names") {
            try context.emit(entries.map { $0.name + "\n" }.joined())
            return
        }
        var rows = [["NAME", "ORIGIN", "DURATION", "SUMMARY"]]
        for entry in entries {
            let descriptor = entry.effect.descriptor
            rows.append([
                entry.name, entry.origin.description, NumberText.seconds(descriptor.duration),
                descriptor.summary,
            ])
        }
        try context.emit(TextColumns.lines(rows).map { $0 + "\n" }.joined())
    }
}
