import TestSupport
import Testing

@testable import EffectsTool

/// Every usage error the parser reports, with its exact message and the command it belongs to.
@Suite struct UsageErrorTests {
    /// A command line, the message its error must have, and the command path the error names.
    struct Case: Sendable, CustomTestStringConvertible {
        var words: [String]
        var message: String
        var path: [String]
        var testDescription: String { words.joined(separator: " ") }

        init(_ words: [String], _ message: String, path: [String] = ["fxctl", "sample"]) {
            self.words = words
            self.message = message
            self.path = path
        }
    }

    @Test(arguments: [
        Case(["smaple"], "unknown command 'smaple' (did you mean 'sample'?)", path: ["fxctl"]),
        Case(["frobnicate"], "unknown command 'frobnicate'", path: ["fxctl"]),
        Case(["--verison"], "unknown option '--verison' (did you mean '--version'?)", path: ["fxctl"]),
        Case(["--fps", "30"], "unknown option '--fps'", path: ["fxctl"]),
        Case(["-x"], "unknown option '-x'", path: ["fxctl"]),
        Case(["sample", "x", "-P", "angle=1"], "unknown option '-P' (did you mean '-p'?)"),
        Case(["sample", "x", "-x"], "unknown option '-x'"),
        Case(["sample", "x", "--fsp", "3"], "unknown option '--fsp' (did you mean '--fps' or '--step'?)"),
        Case(["sample", "x", "--fsp=3"], "unknown option '--fsp' (did you mean '--fps' or '--step'?)"),
        Case(["sample", "x", "--bogus"], "unknown option '--bogus'"),
        Case(["sample", "x", "--formt", "csv"], "unknown option '--formt' (did you mean '--format'?)"),
        Case(["sample", "x", "-fps", "3"], "unknown option '-fps' (did you mean '--fps' or '--at'?)"),
        Case(["sample", "x", "-q"], "unknown option '-q'"),
        Case(["sample", "x", "--fps"], "missing value for '--fps <n>'"),
        Case(["sample", "x", "-o"], "missing value for '-o <file>'"),
        Case(["sample", "x", "--output", "--fps", "3"], "missing value for '--output <file>'"),
        Case(["sample", "x", "-o", "-p", "a=1"], "missing value for '-o <file>'"),
        Case(["sample", "x", "--at", "--", "1"], "missing value for '--at <t,...>'"),
        Case(["sample", "x", "--columns"], "missing value for '--columns <glob,...>'"),
        Case(["sample", "x", "--progress=yes"], "the flag '--progress' takes no value, but 'yes' was given"),
        Case(["sample", "x", "--help=yes"], "the flag '--help' takes no value, but 'yes' was given"),
        Case(
            ["sample", "x", "--format", "xml"],
            "'xml' is not a valid format; expected one of csv, tsv, json, markdown, table"),
        Case(
            ["sample", "x", "--format=jsn"],
            "'jsn' is not a valid format; expected one of csv, tsv, json, markdown, table"
                + " (did you mean 'json' or 'csv'?)"),
        Case(
            ["inspect", "x", "--format", "yaml"],
            "'yaml' is not a valid format; expected one of text, json, fx, parameters",
            path: ["fxctl", "inspect"]),
        Case(
            ["sample", "x", "--play", "next,nxt"],
            "'nxt' is not a valid step; expected one of next, previous, swipe-left, swipe-right, undo"
                + " (did you mean 'next'?)"),
        Case(["sample", "x", "--at", "0,,1"], "empty item in '0,,1' for '--at'"),
        Case(["sample", "x", "--columns", "a,"], "empty item in 'a,' for '--columns'"),
        Case(
            ["sample", "x", "--samples", "3", "--at", "1"], "'--at' cannot be used together with '--samples'"),
        Case(
            ["sample", "x", "--step", "0.1", "--fps", "30"], "'--fps' cannot be used together with '--step'"),
        Case(
            ["timing", "linear", "--at", "1", "--samples", "3"],
            "'--samples' cannot be used together with '--at'",
            path: ["fxctl", "timing"]),
        Case(["sample"], "missing expected argument '<effect>'"),
        Case(["sample", "--fps", "30"], "missing expected argument '<effect>'"),
        Case(["check"], "missing expected argument '<file>'", path: ["fxctl", "check"]),
        Case(["completion"], "missing expected argument '<shell>'", path: ["fxctl", "completion"]),
        Case(["sample", "x", "y"], "unexpected argument 'y'"),
        Case(["sample", "x", "y", "z"], "2 unexpected arguments: 'y', 'z'"),
        Case(["list", "extra"], "unexpected argument 'extra'", path: ["fxctl", "list"]),
        Case(
            ["completion", "tcsh"],
            "'tcsh' is not a valid shell; expected one of bash, zsh, fish (did you mean 'bash' or 'zsh'?)",
            path: ["fxctl", "completion"]),
        Case(
            ["completion", "powershell"],
            "'powershell' is not a valid shell; expected one of bash, zsh, fish",
            path: ["fxctl", "completion"]),
        Case(
            ["help", "smaple"], "unknown command 'smaple' (did you mean 'sample'?)", path: ["fxctl", "help"]),
        Case(["help", "sample", "extra"], "unexpected argument 'extra'", path: ["fxctl", "help"]),
        Case(["help", "--bogus"], "unknown option '--bogus'", path: ["fxctl", "help"]),
    ])
    func reportsTheMistake(_ test: Case) {
        let error = TestSupport.usageError(test.words)
        #expect(error?.message == test.message)
        #expect(error?.commandPath == test.path)
        #expect(error?.exitCode == 2)
    }

    @Test func reportsAnUnknownLetterInABundle() {
        let error = TestSupport.usageError(["run", "x", "-az"], root: TestSupport.tool)
        #expect(error?.message == "unknown option '-z' in '-az'")
        #expect(error?.commandPath == ["tool", "run"])
    }

    @Test func printsTheMessageTheUsageAndWhereToReadMore() throws {
        let error = try #require(TestSupport.usageError(["sample", "swap-card", "--fsp", "30"]))
        #expect(
            error.report(root: FxctlCommands.root) == """
                Error: unknown option '--fsp' (did you mean '--fps' or '--step'?)
                Usage: fxctl sample <effect> [<options>]
                  See 'fxctl sample --help' for more information.

                """)
    }

    @Test func printsTheFullUsageLineWhenItFits() throws {
        let error = try #require(TestSupport.usageError(["completion", "tcsh"]))
        #expect(
            error.report(root: FxctlCommands.root) == """
                Error: 'tcsh' is not a valid shell; expected one of bash, zsh, fish (did you mean 'bash' or 'zsh'?)
                Usage: fxctl completion <shell>
                  See 'fxctl completion --help' for more information.

                """)
    }

    @Test func printsTheRootUsageForAnUnknownCommand() throws {
        let error = try #require(TestSupport.usageError(["smaple"]))
        #expect(
            error.report(root: FxctlCommands.root) == """
                Error: unknown command 'smaple' (did you mean 'sample'?)
                Usage: fxctl <subcommand>
                  See 'fxctl --help' for more information.

                """)
    }

    @Test func reportsAnUnknownPathAgainstTheRoot() {
        let error = UsageError("something is wrong", commandPath: ["fxctl", "nothing"])
        #expect(
            error.report(root: FxctlCommands.root) == """
                Error: something is wrong
                Usage: fxctl <subcommand>
                  See 'fxctl --help' for more information.

                """)
    }
}
