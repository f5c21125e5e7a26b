import TestSupport
import Testing

@testable import EffectsTool

/// The help text: its exact layout for the root and two commands, and rules every help page keeps.
@Suite struct HelpTests {
    let formatter = HelpFormatter(root: FxctlCommands.root)

    @Test func printsTheRootHelp() {
        #expect(formatter.help(for: ["fxctl"]) == Golden.rootHelp)
    }

    @Test func printsTheHelpOfSample() {
        #expect(formatter.help(for: ["fxctl", "sample"]) == Golden.sampleHelp)
    }

    @Test func printsTheHelpOfTiming() {
        #expect(formatter.help(for: ["fxctl", "timing"]) == Golden.timingHelp)
    }

    @Test func showsTheSameHelpForEveryWayOfAsking() throws {
        let parser = CommandLineParser(root: FxctlCommands.root)
        for name in FxctlCommands.root.subcommands.map(\.name) {
            let viaHelp = try parser.parse(["help", name])
            #expect(try parser.parse([name, "--help"]) == viaHelp)
            #expect(try parser.parse([name, "-h"]) == viaHelp)
            #expect(viaHelp == .help(["fxctl", name]))
        }
    }

    @Test(arguments: [["fxctl"]] + FxctlCommands.root.subcommands.map { ["fxctl", $0.name] })
    func keepsEveryLineWithinEightyColumns(_ path: [String]) {
        let help = formatter.help(for: path)
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
            #expect(!line.hasSuffix(" "), "trailing space in '\(line)'")
        }
    }

    @Test(arguments: FxctlCommands.root.subcommands.map(\.name))
    func hasEverySectionOfACommand(_ name: String) throws {
        let command = try #require(FxctlCommands.root.subcommand(named: name))
        let help = formatter.help(for: ["fxctl", command.name])
        #expect(help.hasPrefix("OVERVIEW: "))
        #expect(help.contains("\nUSAGE: fxctl \(command.name)"))
        #expect(help.contains("\nOPTIONS:\n"))
        #expect(help.contains("  -h, --help              Show help information.\n"))
        #expect(help.contains("\nARGUMENTS:\n") == !command.arguments.isEmpty)
        #expect(help.contains("\nEXAMPLES:\n"))
        #expect(!help.contains("SUBCOMMANDS:"))
        #expect(!help.contains("--version"))
        for option in command.options {
            #expect(help.contains("  " + option.helpLabel), "\(option.longFlag)")
        }
        for argument in command.arguments {
            #expect(help.contains("\nARGUMENTS:\n  <\(argument.name)> "), "\(argument.name)")
        }
    }

    @Test func showsDefaultsAndChoices() {
        let help = formatter.help(for: ["fxctl", "render"])
        #expect(help.contains("  --frames <n>            The number of frames in the strip. (default: 6)\n"))
        let inspect = formatter.help(for: ["fxctl", "inspect"])
        let choices = "(values: text, json, fx,\n                          parameters; default: text)"
        #expect(inspect.contains(choices))
    }

    @Test func putsALongLabelOnItsOwnLine() {
        #expect(
            formatter.entry("-p, --param <name=value>", "Set a parameter.") == [
                "  -p, --param <name=value>", "                          Set a parameter.",
            ])
        #expect(formatter.entry("--fps <n>", "Frames.") == ["  --fps <n>               Frames."])
    }

    @Test func summarisesOptionsOnlyWhenTheUsageLineIsTooLong() {
        #expect(formatter.usage(for: ["fxctl", "sample"]) == "fxctl sample <effect> [<options>]")
        #expect(formatter.usage(for: ["fxctl", "help"]) == "fxctl help [<command>]")
        #expect(formatter.usage(for: ["fxctl", "check"]) == "fxctl check <file> ... [<options>]")
        #expect(
            formatter.usage(for: ["fxctl", "list"])
                == "fxctl list [--names] [--effects <dir> ...] [--no-color]")
        #expect(formatter.usage(for: ["fxctl"]) == "fxctl <subcommand>")
    }

    @Test func showsTheRootHelpForAnUnknownPath() {
        #expect(formatter.help(for: ["fxctl", "nothing"]) == Golden.rootHelp)
    }
}
