import Foundation
import TestSupport

/// A command line the documentation or the help shows, as a user would type it into bash.
struct DocumentedCommand: Sendable, CustomStringConvertible {
    /// Where it is shown: `docs/CLI.md:394`, or `fxctl help export`.
    var place: String
    /// The command line.
    var line: String
    /// What the page shows it printing (the README's `$ …` blocks), `...` standing for lines left
    /// out; `nil` where the page shows no output.
    var output: String?

    /// Whether the page shows it failing: its output holds an error.
    var isShownFailing: Bool { output?.contains("error:") ?? false }

    var description: String { "\(place): \(line)" }
}

/// The commands of the pages: every `fxctl …` line of a fenced block (a usage synopsis aside),
/// every `$ …` line of an indented block with the output under it, every indented `fxctl …` line,
/// and every inline `` `fxctl …` `` that is a whole command rather than a name or a template.
enum DocumentedCommands {
    /// README.md and every page of docs/.
    static var pages: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("docs"))) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The commands of the page at `path` (relative to the repository), in page order.
    static func commands(inPage path: String) -> [DocumentedCommand] {
        let text = (try? String(contentsOfFile: Repository.path(path), encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var commands: [DocumentedCommand] = []
        var inFence = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let place = "\(path):\(index + 1)"
            index += 1
            if line.hasPrefix("```") {
                inFence.toggle()
            } else if inFence {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("fxctl "), !isSynopsis(trimmed) {
                    commands.append(DocumentedCommand(place: place, line: trimmed))
                } else if trimmed.hasPrefix("$ ") {
                    commands.append(DocumentedCommand(place: place, line: String(trimmed.dropFirst(2))))
                }
            } else if line.hasPrefix("    $ ") {
                var output: [String] = []
                while index < lines.count, lines[index].hasPrefix("    "), !lines[index].hasPrefix("    $ ") {
                    output.append(String(lines[index].dropFirst(4)))
                    index += 1
                }
                commands.append(
                    DocumentedCommand(
                        place: place, line: String(line.dropFirst(6)),
                        output: output.isEmpty ? nil : output.joined(separator: "\n") + "\n"))
            } else if line.hasPrefix("    fxctl ") {
                commands.append(DocumentedCommand(place: place, line: String(line.dropFirst(4))))
            } else {
                commands += inlineCommands(line).map { DocumentedCommand(place: place, line: $0) }
            }
        }
        return commands
    }

    /// A usage synopsis (`fxctl sample <effect> [--fps <n>]`), not a command.
    static func isSynopsis(_ line: String) -> Bool {
        line.contains(" [--") || line.range(of: "<[a-z][a-z,.-]*>", options: .regularExpression) != nil
    }

    /// The inline `` `fxctl …` `` spans of `line` that are whole commands: a command and its
    /// effect or file (`fxctl sample fade --at 0.125`), not the name of a command or option
    /// (`fxctl sample --columns`) nor a template (`fxctl export EFFECT …`, `fxctl sample … | head`).
    static func inlineCommands(_ line: String) -> [String] {
        let spans = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        return spans.filter { span in
            let words = span.split(separator: " ")
            guard words.first == "fxctl", words.count >= 3, !words[2].hasPrefix("-") else { return false }
            let isTemplate = words.contains { word in
                word.contains("…") || word == "|" || (word.count > 1 && word.allSatisfy { $0.isUppercase })
            }
            return !isTemplate && !isSynopsis(span)
        }
    }
}
