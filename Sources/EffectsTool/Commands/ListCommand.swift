import EffectDSL
import EffectsRegistry
import EffectsText

/// `list`: every registered effect with its origin, duration and summary, the shipped
/// catalogue's included.
struct ListCommand: ToolCommand {
    /// What the command works with.
    var context: CommandContext

    /// Prints the effects sorted by name: an aligned table with a header, or with `--names` one
    /// name per line (for scripts and shell completion).
    ///
    /// The shipped effects that no file needed are listed from the catalogue's listing, without
    /// being compiled, so that listing costs what it cost before the catalogue was built in; and
    /// the files' warnings, which a listing does not show, are not looked for. While the files
    /// are unchanged, the listing comes from the load cache, without loading anything.
    func run() throws(CommandError) {
        let listing = try context.loader().listing(cache: try context.listingCache())
        context.warn(about: listing.failures)
        if context.command.flag("names") {
            try context.emit(
                listing.rows.map { TerminalText.safe($0.name, keepingLineBreaks: false) + "\n" }.joined())
            return
        }
        let rows =
            [["NAME", "ORIGIN", "DURATION", "SUMMARY"]]
            + listing.rows.map {
                // Names, paths and summaries come from files: each is shown safe for a terminal.
                [$0.name, $0.origin, NumberText.seconds($0.duration, digits: 3), $0.summary].map {
                    TerminalText.safe($0, keepingLineBreaks: false)
                }
            }
        try context.emit(TextColumns.lines(rows).map { $0 + "\n" }.joined())
    }
}
