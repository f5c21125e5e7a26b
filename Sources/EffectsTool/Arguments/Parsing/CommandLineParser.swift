/// Parses a command line against a command table into an `Invocation`.
///
/// Conventions (those of swift-argument-parser and of getopt-style tools): `--opt value`,
/// `--opt=value`, `-o value`, `-ovalue`, bundled short flags (`-ab`), `--` ends the options, `-` is a
/// positional (standard input). Where a value is expected the next word is taken even when it starts
/// with a dash (`--at -0.5`), unless it is one of the command's own options. A value-taking option
/// given twice keeps the last value unless it is repeatable; a flag given twice is simply set.
/// `-h`/`--help` anywhere before `--` asks for help and wins over any other mistake on the line.
package struct CommandLineParser: Sendable {
    /// The root of the command table (the tool itself).
    var root: CommandSpec

    /// Creates a parser for the command table under `root`.
    package init(root: CommandSpec) {
        self.root = root
    }

    /// Parses the words after the tool's name (`CommandLine.arguments.dropFirst()`).
    ///
    /// - Throws: `UsageError` describing the first mistake, with the path of the command it
    ///   belongs to.
    package func parse(_ arguments: some Collection<String>) throws(UsageError) -> Invocation {
        let words = Array(arguments)
        var path = [root.name]
        var command = root
        var index = 0
        while !command.subcommands.isEmpty {
            guard index < words.count else { return .help(path) }
            let word = words[index]
            if Self.isHelpFlag(word) { return .help(path) }
            if word == "--version", path.count == 1 { return .version }
            if word.hasPrefix("-"), word != "-" {
                var candidates = ["--help"]
                if path.count == 1 { candidates.append("--version") }
                throw .unknownOption(Self.optionName(word), candidates: candidates, path: path)
            }
            guard let next = command.subcommand(named: word) else {
                throw .unknownCommand(word, candidates: command.subcommands.map(\.name), path: path)
            }
            path.append(word)
            command = next
            index += 1
        }
        let rest = words[index...]
        if path.count == 2, command.name == Self.helpCommandName {
            return try helpTarget(rest, path: path)
        }
        do {
            return try parseCommand(command, path: path, words: rest)
        } catch {
            // A mistake in the options does not hide the help the user asked for on the same line.
            if Self.asksForHelp(rest) { return .help(path) }
            throw error
        }
    }

    /// The name of the root's subcommand that shows another command's help.
    static let helpCommandName = "help"

    /// Whether `word` is `-h` or `--help`.
    static func isHelpFlag(_ word: String) -> Bool {
        word == "-h" || word == "--help"
    }

    /// Whether a help flag appears before `--`.
    static func asksForHelp(_ words: some Sequence<String>) -> Bool {
        for word in words {
            if word == "--" { return false }
            if isHelpFlag(word) { return true }
        }
        return false
    }

    /// The option name of a word, without any `=value` (`--fps=30` gives `--fps`).
    static func optionName(_ word: String) -> String {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return word }
        return String(word[..<equals])
    }

    /// Resolves `fxctl help [<command> ...]` to the path whose help to show.
    private func helpTarget(_ words: ArraySlice<String>, path: [String]) throws(UsageError) -> Invocation {
        if Self.asksForHelp(words) { return .help(path) }
        var target = [root.name]
        var current = root
        for (offset, word) in words.enumerated() {
            if word.hasPrefix("-"), word != "-" {
                throw .unknownOption(Self.optionName(word), candidates: ["--help"], path: path)
            }
            guard !current.subcommands.isEmpty else {
                throw .unexpectedArguments(Array(words.dropFirst(offset)), path: path)
            }
            guard let next = current.subcommand(named: word) else {
                throw .unknownCommand(word, candidates: current.subcommands.map(\.name), path: path)
            }
            target.append(word)
            current = next
        }
        return .help(target)
    }
}
