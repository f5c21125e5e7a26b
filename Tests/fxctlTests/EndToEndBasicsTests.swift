import Foundation
import TestSupport
import Testing

@testable import EffectsTool

/// The built binary: help, version, completion, usage errors and exit codes, as a shell sees them.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndBasicsTests {
    @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
    func printsTheOverview(_ arguments: [String]) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(arguments)
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == HelpFormatter(root: FxctlCommands.root).help(for: ["fxctl"]))
    }

    @Test(arguments: FxctlCommands.root.subcommands.map(\.name))
    func printsTheHelpOfEveryCommand(_ name: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let expected = HelpFormatter(root: FxctlCommands.root).help(for: ["fxctl", name])
        for arguments in [["help", name], [name, "--help"]] {
            let result = try fx.run(arguments)
            #expect(result.status == 0)
            #expect(result.output == expected)
        }
    }

    @Test func printsTheVersion() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(["--version"])
        #expect(result.status == 0)
        #expect(result.output == "fxctl \(FxctlCommands.version)\n")
    }

    @Test(arguments: CompletionShell.allCases)
    func printsTheCompletionScript(_ shell: CompletionShell) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(["completion", shell.rawValue])
        #expect(result.status == 0)
        #expect(result.output == CompletionScript(root: FxctlCommands.root).script(for: shell))
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var firstLine: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        UsageCase(arguments: ["frobnicate"], firstLine: "Error: unknown command 'frobnicate'"),
        UsageCase(arguments: ["sample"], firstLine: "Error: missing expected argument '<effect>'"),
        UsageCase(
            arguments: ["sample", "x", "--fsp", "3"],
            firstLine: "Error: unknown option '--fsp' (did you mean '--fps' or '--step'?)"),
        UsageCase(arguments: ["sample", "x", "--fps"], firstLine: "Error: missing value for '--fps <n>'"),
        UsageCase(
            arguments: ["inspect", "x", "--format", "yaml"],
            firstLine: "Error: 'yaml' is not a valid format; expected one of text, json, fx, parameters"),
        UsageCase(arguments: ["check"], firstLine: "Error: missing expected argument '<file>'"),
        UsageCase(arguments: ["timing"], firstLine: "Error: missing expected argument '<timing-function>'"),
        UsageCase(
            arguments: ["completion", "tcsh"],
            firstLine:
                "Error: 'tcsh' is not a valid shell; expected one of bash, zsh, fish (did you mean 'bash' or 'zsh'?)"
        ),
    ])
    func reportsUsageMistakesWithExitCode2(_ test: UsageCase) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(test.arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(test.firstLine + "\nUsage: fxctl"))
        #expect(result.error.hasSuffix(" --help' for more information.\n"))
    }
}
