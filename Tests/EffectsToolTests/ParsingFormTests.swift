import TestSupport
import Testing

@testable import EffectsTool

/// Every form of the command line the parser accepts, and what it reads from it.
@Suite struct ParsingFormTests {
    /// A command line and the values one option (or argument) must have after parsing.
    struct Case: Sendable, CustomTestStringConvertible {
        var words: [String]
        var key: String
        var expected: [String]
        var testDescription: String { words.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(words: ["sample", "x", "--fps", "30"], key: "--fps", expected: ["30"]),
        Case(words: ["sample", "x", "--fps=30"], key: "--fps", expected: ["30"]),
        Case(words: ["sample", "--fps", "30", "x"], key: "--fps", expected: ["30"]),
        Case(words: ["sample", "x", "-o", "out.csv"], key: "--output", expected: ["out.csv"]),
        Case(words: ["sample", "x", "-oout.csv"], key: "-o", expected: ["out.csv"]),
        Case(words: ["sample", "x", "--output=a=b.csv"], key: "output", expected: ["a=b.csv"]),
        Case(words: ["sample", "x", "-o", "-"], key: "--output", expected: ["-"]),
        Case(words: ["timing", "linear", "--at", "-0.5"], key: "--at", expected: ["-0.5"]),
        Case(words: ["timing", "linear", "--at=-0.5,1.5"], key: "--at", expected: ["-0.5", "1.5"]),
        Case(words: ["timing", "linear", "--at", " 0 , 0.5,1 "], key: "--at", expected: ["0", "0.5", "1"]),
        Case(words: ["sample", "x", "-p", "-x=1"], key: "--param", expected: ["-x=1"]),
        Case(
            words: ["sample", "x", "-p", "a=1", "--param", "b=2", "-pc=3", "--param=d=4"], key: "-p",
            expected: ["a=1", "b=2", "c=3", "d=4"]),
        Case(
            words: ["sample", "x", "--columns", "front.*,back.*", "--columns", "t"], key: "--columns",
            expected: ["front.*", "back.*", "t"]),
        Case(
            words: ["sample", "x", "--play", "next,next", "--play=previous"], key: "--play",
            expected: ["next", "next", "previous"]),
        Case(words: ["sample", "x", "--fps", "30", "--fps", "24"], key: "--fps", expected: ["24"]),
        Case(words: ["sample", "x"], key: "--fps", expected: ["60"]),
        Case(words: ["sample", "x"], key: "--samples", expected: []),
        Case(
            words: ["sample", "x", "--effects", "a", "--effects", "b"], key: "--effects",
            expected: ["a", "b"]),
    ])
    func readsOptionValues(_ test: Case) throws {
        let command = try TestSupport.parse(test.words)
        #expect(command.strings(test.key) == test.expected)
        #expect(command.string(test.key) == test.expected.last)
    }

    @Test(arguments: [
        Case(words: ["sample", "-"], key: "effect", expected: ["-"]),
        Case(words: ["sample", "swap-card"], key: "effect", expected: ["swap-card"]),
        Case(words: ["sample", "--", "-x.fx"], key: "effect", expected: ["-x.fx"]),
        Case(words: ["sample", "--fps", "30", "--", "--help"], key: "effect", expected: ["--help"]),
        Case(words: ["check", "a.fx", "-", "b.fx"], key: "file", expected: ["a.fx", "-", "b.fx"]),
        Case(
            words: ["check", "a.fx", "--", "--b.fx", "-c.fx"], key: "file",
            expected: ["a.fx", "--b.fx", "-c.fx"]),
        Case(
            words: ["timing", "cubic-bezier(.42,0,.58,1)"], key: "timing-function",
            expected: ["cubic-bezier(.42,0,.58,1)"]),
        Case(words: ["completion", "zsh"], key: "shell", expected: ["zsh"]),
    ])
    func readsPositionalArguments(_ test: Case) throws {
        let command = try TestSupport.parse(test.words)
        #expect(command.arguments(test.key) == test.expected)
        #expect(command.argument(test.key) == test.expected.first)
    }

    /// A command line of the test tool and the flags and output it must give.
    struct BundleCase: Sendable, CustomTestStringConvertible {
        var words: [String]
        var flags: Set<String>
        var output: String?
        var positionals: [String]
        var testDescription: String { words.joined(separator: " ") }
    }

    @Test(arguments: [
        BundleCase(words: ["run", "-ab", "x"], flags: ["all", "brief"], output: nil, positionals: ["x"]),
        BundleCase(words: ["run", "-ba", "x"], flags: ["all", "brief"], output: nil, positionals: ["x"]),
        BundleCase(
            words: ["run", "-abo", "f", "x"], flags: ["all", "brief"], output: "f", positionals: ["x"]),
        BundleCase(words: ["run", "-abof", "x"], flags: ["all", "brief"], output: "f", positionals: ["x"]),
        BundleCase(words: ["run", "-aofb", "x"], flags: ["all"], output: "fb", positionals: ["x"]),
        BundleCase(
            words: ["run", "-a", "-a", "--all", "x"], flags: ["all"], output: nil, positionals: ["x"]),
        BundleCase(
            words: ["run", "x", "-1", "-0.5"], flags: [], output: nil, positionals: ["x", "-1", "-0.5"]),
        BundleCase(words: ["run", "x", "-", "-b"], flags: ["brief"], output: nil, positionals: ["x", "-"]),
    ])
    func readsBundledShortFlags(_ test: BundleCase) throws {
        let command = try TestSupport.parse(test.words, root: TestSupport.tool)
        #expect(command.flags == test.flags)
        #expect(command.string("--output") == test.output)
        #expect(command.positionals == test.positionals)
        #expect(command.argument("input") == test.positionals.first)
        #expect(command.arguments("rest") == Array(test.positionals.dropFirst()))
    }

    @Test func readsFlagsGivenOnceOrTwice() throws {
        let command = try TestSupport.parse(["sample", "x", "--progress", "--progress", "--no-color"])
        #expect(command.flag("--progress"))
        #expect(command.flag("--no-color"))
        #expect(!command.flag("--no-wrap"))
        #expect(command.isGiven("--progress"))
        #expect(!command.isGiven("--fps"))
        #expect(command.path == ["fxctl", "sample"])
        #expect(command.name == "sample")
    }

    @Test func readsAnOptionThatIsNotDeclaredAsAbsent() throws {
        let command = try TestSupport.parse(["list", "--names"])
        #expect(command.string("--fps") == nil)
        #expect(command.strings("--nothing").isEmpty)
        #expect(!command.flag("--fps"))
        #expect(command.flag("--names"))
    }

    /// A command line and the invocation it must give other than a command to run.
    struct InvocationCase: Sendable, CustomTestStringConvertible {
        var words: [String]
        var expected: Invocation
        var testDescription: String { words.joined(separator: " ") }
    }

    @Test(arguments: [
        InvocationCase(words: [], expected: .help(["fxctl"])),
        InvocationCase(words: ["-h"], expected: .help(["fxctl"])),
        InvocationCase(words: ["--help"], expected: .help(["fxctl"])),
        InvocationCase(words: ["help"], expected: .help(["fxctl"])),
        InvocationCase(words: ["--version"], expected: .version),
        InvocationCase(words: ["help", "sample"], expected: .help(["fxctl", "sample"])),
        InvocationCase(words: ["sample", "--help"], expected: .help(["fxctl", "sample"])),
        InvocationCase(words: ["sample", "-h"], expected: .help(["fxctl", "sample"])),
        InvocationCase(words: ["sample", "x", "--fps", "30", "-h"], expected: .help(["fxctl", "sample"])),
        InvocationCase(
            words: ["sample", "--bogus", "--format", "xml", "--help"], expected: .help(["fxctl", "sample"])),
        InvocationCase(words: ["sample", "x", "-o", "--help"], expected: .help(["fxctl", "sample"])),
        InvocationCase(words: ["help", "help"], expected: .help(["fxctl", "help"])),
        InvocationCase(words: ["help", "--help"], expected: .help(["fxctl", "help"])),
        InvocationCase(words: ["help", "sample", "-h"], expected: .help(["fxctl", "help"])),
        InvocationCase(words: ["completion", "-h"], expected: .help(["fxctl", "completion"])),
    ])
    func recognisesHelpAndVersion(_ test: InvocationCase) throws {
        #expect(try CommandLineParser(root: FxctlCommands.root).parse(test.words) == test.expected)
    }

    @Test func doesNotTakeHelpAfterTheEndOfOptions() {
        let error = TestSupport.usageError(["sample", "x", "--", "--help"])
        #expect(error?.message == "unexpected argument '--help'")
    }
}
