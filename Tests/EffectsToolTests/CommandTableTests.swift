import TestSupport
import Testing

@testable import EffectsTool

/// The fxctl command table: complete (every command and option of DESIGN.md and issue 5) and
/// consistent (names unique, defaults valid, examples that parse).
@Suite struct CommandTableTests {
    let root = FxctlCommands.root

    /// A command and the long options it must have, besides `--help`.
    struct Expectation: Sendable, CustomTestStringConvertible {
        var command: String
        var options: [String]
        var arguments: [String]
        var testDescription: String { command }
    }

    static let loading = ["effects", "element", "markup", "toggle", "media", "quiet", "no-color"]

    @Test(arguments: [
        Expectation(command: "list", options: ["names", "effects", "no-color"], arguments: []),
        Expectation(
            command: "inspect", options: ["format", "param", "viewport"] + loading, arguments: ["effect"]),
        Expectation(
            command: "sample",
            options: [
                "fps", "samples", "step", "at", "progress", "columns", "geometry", "precision", "format",
                "param",
                "viewport", "output", "items", "start", "play", "no-wrap",
            ] + loading, arguments: ["effect"]),
        Expectation(
            command: "check", options: ["format", "element", "markup", "toggle", "media", "no-color"],
            arguments: ["file"]),
        Expectation(command: "timing", options: ["at", "samples", "format"], arguments: ["timing-function"]),
        Expectation(
            command: "plot",
            options: ["columns", "progress", "param", "width", "height", "output"] + loading,
            arguments: ["effect"]),
        Expectation(
            command: "render", options: ["frames", "param", "viewport", "output"] + loading,
            arguments: ["effect"]),
        Expectation(
            command: "export",
            options: [
                "format", "fps", "tolerance", "sample-budget", "prefix", "transition-name", "scroll-timeline",
                "param",
                "viewport",
                "output",
            ]
                + loading,
            arguments: ["effect"]),
        Expectation(command: "completion", options: [], arguments: ["shell"]),
        Expectation(command: "help", options: [], arguments: ["command"]),
    ])
    func hasEveryOptionOfTheDesign(_ expected: Expectation) throws {
        let command = try #require(root.subcommand(named: expected.command))
        #expect(command.options.map(\.longName) == expected.options)
        #expect(command.arguments.map(\.name) == expected.arguments)
    }

    @Test func hasTheCommandsInOrder() {
        #expect(
            root.subcommands.map(\.name) == [
                "list", "inspect", "sample", "check", "timing", "plot", "render", "export", "completion",
                "help",
            ])
    }

    @Test func hasTheDefaultsOfTheDesign() throws {
        let sample = try #require(root.subcommand(named: "sample"))
        #expect(sample.option(named: "--fps")?.defaultValue == .value("60"))
        #expect(root.subcommand(named: "render")?.option(named: "frames")?.defaultValue == .value("6"))
        #expect(sample.option(named: "-p")?.isRepeatable == true)
        #expect(sample.option(named: "-o")?.longName == "output")
        #expect(sample.option(named: "--columns")?.isCommaSeparated == true)
        #expect(
            sample.option(named: "--format")?.completion.allowedValues == [
                "csv", "tsv", "json", "markdown", "table",
            ])
    }

    static let names = FxctlCommands.root.subcommands.map(\.name)

    @Test(arguments: names)
    func isConsistent(_ name: String) throws {
        let command = try #require(root.subcommand(named: name))
        #expect(!command.abstract.isEmpty && command.abstract.hasSuffix("."))
        let longNames = command.options.map(\.longName)
        #expect(Set(longNames).count == longNames.count, "duplicate long option")
        #expect(!longNames.contains("help") && !longNames.contains("version"))
        let shortNames = command.options.compactMap(\.shortName)
        #expect(Set(shortNames).count == shortNames.count, "duplicate short option")
        #expect(!shortNames.contains("h"))
        #expect(command.arguments.dropLast().allSatisfy { !$0.isRepeating && !$0.isOptional })
        for group in command.exclusiveOptions {
            #expect(group.allSatisfy(longNames.contains), "exclusive group \(group)")
        }
        for option in command.options {
            #expect(option.help.hasSuffix("."), "\(option.longFlag)")
            let allowed = option.completion.allowedValues
            if case .value(let value) = option.defaultValue, !allowed.isEmpty {
                #expect(allowed.contains(value), "\(option.longFlag) default")
            }
            #expect(!option.isFlag || option.defaultValue == nil, "\(option.longFlag)")
        }
    }

    @Test(arguments: names)
    func hasExamplesThatParse(_ name: String) throws {
        let command = try #require(root.subcommand(named: name))
        #expect(!command.examples.isEmpty)
        for example in command.examples {
            #expect(example.summary.hasSuffix(":"))
            let words = TestSupport.shellWords(example.commandLine)
            #expect(Array(words.prefix(2)) == ["fxctl", name], "\(example.commandLine)")
            switch try CommandLineParser(root: root).parse(words.dropFirst()) {
            case .run(let parsed): #expect(parsed.path == ["fxctl", name])
            case .help(let path): #expect(name == "help" && path.count == 2)
            case .version: Issue.record("\(example.commandLine) asks for the version")
            }
        }
    }

    @Test func rootExamplesParseToTheCommandsAndValuesTheyShow() throws {
        let parsed = try root.examples.map { example in
            try TestSupport.parse(Array(TestSupport.shellWords(example.commandLine).dropFirst()))
        }
        #expect(parsed.map(\.path) == [["fxctl", "list"], ["fxctl", "sample"]])
        let sample = try #require(parsed.last)
        #expect(sample.positionals == ["swap-card"])
        #expect(try sample.int("fps") == 30)
        #expect(sample.string("format") == "table")
    }

    @Test func splitsExampleLinesLikeAShell() {
        #expect(
            TestSupport.shellWords("fxctl timing \"cubic-bezier(.42,0,.58,1)\" --at 0.25") == [
                "fxctl", "timing", "cubic-bezier(.42,0,.58,1)", "--at", "0.25",
            ])
        #expect(TestSupport.shellWords("fxctl inspect x > y.fx") == ["fxctl", "inspect", "x"])
        #expect(TestSupport.shellWords("source <(fxctl completion bash)") == ["fxctl", "completion", "bash"])
    }
}
