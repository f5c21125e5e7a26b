import EffectDSL
import EffectsRegistry

/// `fxctl list`: every registered effect with its origin, duration and summary, the shipped
/// catalogue's included.
struct ListCommand {
    /// What the command works with.
    var context: CommandContext

    /// A list command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Prints the effects sorted by name: an aligned table with a header, or with `--names` one
    /// name per line (for scripts and shell completion).
    ///
    /// The shipped effects that no file needed are listed from the catalogue's listing, without
    /// being compiled, so that listing costs what it cost before the catalogue was built in; and
    /// the files' warnings, which a listing does not show, are not looked for.
    func run() throws(CommandError) {
        let library = try context.loadLibrary(warnings: false)
        var listed = library.registry.entries.map { entry in
            let descriptor = entry.effect.descriptor
            return [
                entry.name, entry.origin.description, NumberText.listedSeconds(descriptor.duration),
                descriptor.summary,
            ]
        }
        listed += library.unloadedShipped.map { entry in
            [entry.name, entry.origin, NumberText.listedSeconds(entry.duration), entry.summary]
        }
        listed.sort { $0[0] < $1[0] }
        if context.command.flag("names") {
            try context.emit(listed.map { $0[0] + "\n" }.joined())
            return
        }
        let rows = [["NAME", "ORIGIN", "DURATION", "SUMMARY"]] + listed
        try context.emit(TextColumns.lines(rows).map { $0 + "\n" }.joined())
    }
}
