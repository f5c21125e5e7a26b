import Foundation
import TestSupport
import Testing

@testable import EffectsTool

/// Every command the documentation and the help show runs as written: typed into bash in a scratch
/// folder with the files the pages create, it exits 0 (or fails where the page shows it failing),
/// and where the page shows its output, prints that.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct DocumentedCommandsTests {
    /// The files a reader has at hand: the card the reference's examples name, a project's
    /// `effects/`, a folder of stylesheets (`styles/`), a directory of effects in the home folder
    /// (`~/fx/transitions`), and a Lottie file (`intro.json`).
    static let commonFiles = [
        "card.fx": "effect card {\n    layer card {\n        animate opacity { 0% 0; 100% 1 }\n    }\n}\n",
        "effects/wipe.fx":
            "effect wipe {\n    layer panel {\n        animate position.x { 0% 0; 100% 375 }\n    }\n}\n",
        "styles/fade.css": "@keyframes fade { from { opacity: 0; } to { opacity: 1; } }\n",
        "home/fx/transitions/rise.fx":
            "effect rise {\n    layer panel {\n        animate position.y { 0% 667; 100% 333 }\n    }\n}\n",
        // The Lottie file the pages sample and export: a square that fades in as it slides right.
        "intro.json": #"""
        {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":400,"h":300,"nm":"Intro","layers":[
        {"ty":4,"nm":"Square","ind":1,"ip":0,"op":30,"st":0,"ks":{
         "p":{"a":1,"k":[{"t":0,"s":[100,150],"o":{"x":0.4,"y":0},"i":{"x":0.2,"y":1}},{"t":30,"s":[300,150]}]},
         "o":{"a":1,"k":[{"t":0,"s":[0]},{"t":15,"s":[100]}]}},
         "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[60,60]},"r":{"a":0,"k":0}}]}]}
        """#,
    ]

    /// The files `page`'s commands use that the page itself shows: the block that defines
    /// `effect NAME`, for a command that names `NAME.fx`, the `css` block that starts with
    /// `/* NAME.css */`, for one that names `NAME.css` (or `NAME.css:effect`), and the `html` block
    /// that starts with `<!-- NAME.html -->`, for one that names `NAME.html`.
    static func files(of page: String, _ commands: [DocumentedCommand]) -> [String: String] {
        var files = commonFiles
        let blocks = DocumentBlocks(page).blocks.filter { $0.tag.isEmpty }
        for command in commands {
            for word in command.line.split(separator: " ") where word.hasSuffix(".fx") && !word.contains("/")
            {
                let name = word.dropLast(3)
                if let block = blocks.first(where: { $0.text.contains("effect \(name) {") }) {
                    files[String(word)] = block.text + "\n"
                }
            }
            for word in command.line.split(separator: " ") where !word.contains("/") {
                guard let file = word.split(separator: ":").first else { continue }
                let (tag, marker) =
                    file.hasSuffix(".css")
                    ? ("css", "/* \(file) */")
                    : file.hasSuffix(".html") ? ("html", "<!-- \(file) -->") : ("", "")
                if !tag.isEmpty,
                    let block = DocumentBlocks(page).blocks.first(where: {
                        $0.tag == tag && $0.text.hasPrefix(marker)
                    })
                {
                    files[String(file)] = block.text + "\n"
                }
            }
        }
        return files
    }

    /// `commands` with the file each `$ cat FILE` shows written just before it, where the page's
    /// tour then is (it may have changed directory).
    static func writingShownFiles(_ commands: [DocumentedCommand]) -> [DocumentedCommand] {
        commands.flatMap { command -> [DocumentedCommand] in
            let words = command.line.split(separator: " ")
            guard words.first == "cat", words.count == 2, let text = command.output else { return [command] }
            let write = "cat > \(words[1]) <<'FXKIT_SHOWN'\n\(text)FXKIT_SHOWN"
            return [DocumentedCommand(place: command.place, line: write), command]
        }
    }

    /// What is wrong with the outcomes: a failure not shown as one, an output other than shown.
    static func problems(_ outcomes: [DocumentedSession.Outcome]) -> [String] {
        outcomes.compactMap { outcome in
            let expected: Int32 = outcome.command.isShownFailing ? 1 : 0
            if outcome.status != expected { return "\(outcome)" }
            if let shown = outcome.command.output, !DocumentedSession.matches(outcome.output, shown: shown) {
                return "\(outcome.command): prints\n\(outcome.output)--- where the page shows\n\(shown)"
            }
            return nil
        }
    }

    @Test(arguments: DocumentedCommands.pages)
    func everyCommandOfThePageRunsAsWritten(_ page: String) throws {
        let commands = DocumentedCommands.commands(inPage: page)
        let session = try DocumentedSession(files: Self.files(of: page, commands))
        defer { session.remove() }
        let problems = Self.problems(try session.run(Self.writingShownFiles(commands)))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
    }

    /// The examples of every command's help, the root's included.
    static var helpExamples: [DocumentedCommand] {
        let root = FxctlCommands.root
        return ([root] + root.subcommands).flatMap { command in
            command.examples.map {
                let path = command.name == root.name ? "fxctl --help" : "fxctl help \(command.name)"
                return DocumentedCommand(place: path, line: $0.commandLine)
            }
        }
    }

    @Test func everyExampleOfTheHelpRunsAsWritten() throws {
        let session = try DocumentedSession(files: Self.commonFiles)
        defer { session.remove() }
        let problems = Self.problems(try session.run(Self.helpExamples))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
    }

    /// The `-p` values the options' help gives as examples (`-p angle=0.2`), each run on swap-card,
    /// whose parameters they are.
    static var parameterExamples: [DocumentedCommand] {
        let root = FxctlCommands.root
        return root.subcommands.flatMap { command in
            command.options.flatMap { option in
                option.help.components(separatedBy: "-p ").dropFirst().map { rest in
                    let value = rest.prefix { !$0.isWhitespace }.trimmingCharacters(
                        in: CharacterSet(charactersIn: ".,;"))
                    return DocumentedCommand(
                        place: "fxctl help \(command.name), \(option.longFlag)",
                        line: "fxctl sample swap-card -p \(value) --at 0 --format csv")
                }
            }
        }
    }

    @Test func everyParameterExampleOfTheHelpIsOneAShellAccepts() throws {
        let examples = Self.parameterExamples
        #expect(examples.count >= 2)
        let session = try DocumentedSession(files: [:])
        defer { session.remove() }
        let problems = Self.problems(try session.run(examples))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
    }

    @Test func thePagesCommandsAreFoundWithTheirOutput() throws {
        let readme = DocumentedCommands.commands(inPage: "README.md")
        let list = try #require(readme.first { $0.line == "fxctl list" })
        #expect(list.output?.hasPrefix("NAME ") == true && list.output?.contains("\n...\n") == true)
        #expect(readme.contains { $0.line == "fxctl plot swap-card -o plot.svg" })
        #expect(readme.first { $0.line == "fxctl check blink.fx" }?.isShownFailing == true)
        let reference = DocumentedCommands.commands(inPage: "docs/CLI.md").map(\.line)
        #expect(reference.contains("fxctl check effects/*.fx"))
        #expect(!reference.contains { $0.hasPrefix("fxctl completion <") }, "a synopsis is no command")
        #expect(
            DocumentedCommands.inlineCommands(
                "`fxctl export EFFECT --format lottie`, `fxctl sample --fps 60`"
            ).isEmpty)
        #expect(Self.helpExamples.count >= 20)
    }
}
