import EffectsRegistry
import Platform

/// `sample` writes a long csv, tsv or json table on several threads, with the same bytes
/// (``StreamingSampler/write(to:threads:)``), as many as the tool's threads variable says.
extension SampleCommand {
    /// The most threads used when the threads variable is not set; past it the single writing thread,
    /// not the formatting, bounds the speed.
    static let mostThreadsByDefault = 4

    /// The number of threads to sample and format rows on, warning about an unusable
    /// the threads variable (see ``threadCount(setting:processors:)``).
    func threadCount() -> Int {
        let variable = context.tool.variables.threads
        let choice = SampleCommand.threadCount(
            variable: variable, setting: context.surroundings.environment[variable],
            processors: Processors.online)
        if let warning = choice.warning { context.warn(warning) }
        return choice.count
    }

    /// The number of threads for the the threads variable text `setting`, and the warning it needs.
    ///
    /// A whole number of at least 1 is the count, at most ``TableThreads/maximum`` — one too
    /// large for an `Int` is clamped as well, since it asks for "as many as allowed" like any
    /// other number past the cap, and each thread beyond it only holds another filled chunk in
    /// memory. Unset or empty (`NAME=`) means the default: `processors()` (asked only
    /// then), at most ``mostThreadsByDefault``. Anything else is warned about and left out. 1 means
    /// the command's own thread alone.
    static func threadCount(variable: String, setting: String?, processors: () -> Int) -> (
        count: Int, warning: String?
    ) {
        guard let text = setting, !text.isEmpty else {
            return (min(processors(), SampleCommand.mostThreadsByDefault), nil)
        }
        if let count = Int(text), count >= 1 { return (min(count, TableThreads.maximum), nil) }
        if !text.utf8.contains(where: { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            text.utf8.contains(where: { $0 != UInt8(ascii: "0") })
        {
            return (TableThreads.maximum, nil)  // digits alone, past Int.max
        }
        let warning =
            "\(variable)='\(text)' is not a whole number of at least 1; it is left out"
        return (min(processors(), SampleCommand.mostThreadsByDefault), warning)
    }
}
