import TestSupport
import Testing

@testable import EffectsTool

/// Helpers shared by the argument tests.
enum TestSupport {
    /// A small tool with short flags to bundle, used for the parsing forms fxctl's table lacks.
    static let tool = CommandSpec(
        name: "tool", abstract: "A tool for tests.",
        subcommands: [
            CommandSpec(
                name: "run", abstract: "Run something.",
                arguments: [
                    ArgumentSpec("input", help: "The input."),
                    ArgumentSpec("rest", help: "More inputs.", isOptional: true, isRepeating: true),
                ],
                options: [
                    .flag("all", short: "a", help: "Everything."),
                    .flag("brief", short: "b", help: "Less text."),
                    OptionSpec("output", short: "o", value: "file", help: "Where to write."),
                    OptionSpec("level", short: "l", value: "n", help: "How much.", default: .value("3")),
                ])
        ])

    /// Parses `words` against `root`, expecting a command to run.
    static func parse(_ words: [String], root: CommandSpec = FxctlCommands.root) throws -> ParsedCommand {
        let invocation = try CommandLineParser(root: root).parse(words)
        guard case .run(let command) = invocation else {
            Issue.record("expected a command to run, got \(invocation)")
            throw UsageError("not a command", commandPath: [])
        }
        return command
    }

    /// The usage error parsing `words` throws, or `nil` (recorded as an issue) when it succeeds.
    static func usageError(_ words: [String], root: CommandSpec = FxctlCommands.root) -> UsageError? {
        do {
            let invocation = try CommandLineParser(root: root).parse(words)
            Issue.record("expected a usage error, got \(invocation)")
            return nil
        } catch {
            return error
        }
    }

    /// Splits an example command line into words as a shell would, for the simple quoting examples
    /// use; stops at a redirection or pipe, and reads `source <(…)` as the command inside.
    static func shellWords(_ line: String) -> [String] {
        var text = Substring(line)
        if text.hasPrefix("source <("), text.hasSuffix(")") {
            text = text.dropFirst("source <(".count).dropLast()
        }
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case " ":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case ">", "<", "|":
                if inWord { words.append(word) }
                return words
            default:
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
