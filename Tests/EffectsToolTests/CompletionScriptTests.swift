import TestSupport
import Testing

@testable import EffectsTool

/// The completion scripts: generated from the whole table, valid for their shell, and (where the
/// shell is installed) completing what they should.
@Suite struct CompletionScriptTests {
    let generator = CompletionScript(root: FxctlCommands.root)

    @Test(arguments: CompletionShell.allCases)
    func mentionsEveryCommandOptionAndChoice(_ shell: CompletionShell) {
        let script = generator.script(for: shell)
        #expect(script.hasSuffix("\n"))
        #expect(script.contains("list --names"))
        for command in FxctlCommands.root.subcommands {
            #expect(script.contains(command.name), "\(command.name)")
            for option in command.options {
                switch shell {
                case .bash, .zsh:
                    #expect(script.contains(option.longFlag), "\(command.name) \(option.longFlag)")
                    if let short = option.shortFlag { #expect(script.contains(short)) }
                case .fish:
                    #expect(script.contains("-l \(option.longName) "), "\(command.name) \(option.longFlag)")
                    if let short = option.shortName {
                        #expect(script.contains("-s \(short) -l \(option.longName)"))
                    }
                }
                for value in option.completion.allowedValues {
                    #expect(script.contains(value), "\(option.longFlag) \(value)")
                }
            }
        }
        #expect(script.contains(shell == .fish ? "-l version" : "--version"))
        #expect(script.contains(shell == .fish ? "-s h -l help" : "--help"))
    }

    @Test func writesOneBashFunctionPerCommand() {
        let script = generator.script(for: .bash)
        for command in FxctlCommands.root.subcommands {
            #expect(script.contains("\n_fxctl_\(command.name)() {\n"))
            #expect(script.contains("        \(command.name)) _fxctl_\(command.name) ;;\n"))
        }
        #expect(script.hasSuffix("complete -o filenames -F _fxctl fxctl\n"))
    }

    @Test func quotesHelpTextForZshAndFish() {
        let zsh = generator.script(for: .zsh)
        #expect(zsh.contains("'list:List every registered effect with its origin, duration and summary.'"))
        #expect(zsh.contains("'inspect:Show an effect'\\''s parameters"))
        #expect(zsh.contains("'(-o --output)'{-o+,--output=}'[Write to this file"))
        #expect(zsh.contains("'*'{-p+,--param=}'[Set a parameter of the effect"))
        #expect(zsh.contains("'--format=[The output format.]:format:(csv tsv json markdown table)'"))
        #expect(zsh.contains("'*--play=[The steps of the sequence, in order.]:step:_values -s , step next"))
        let fish = generator.script(for: .fish)
        #expect(fish.contains("-d 'Show an effect\\'s parameters"))
    }

    // Each shell's own parser checks the script; the test is skipped where the shell is not
    // installed (apt-get install zsh fish adds the two that are not there by default).

    @Test(.enabled(if: ShellRunner.has("bash"), "bash is not installed"))
    func bashParsesItsScript() throws {
        try expectParses(.bash, with: "bash", arguments: ["-n"])
    }

    @Test(.enabled(if: ShellRunner.has("zsh"), "zsh is not installed"))
    func zshParsesItsScript() throws {
        try expectParses(.zsh, with: "zsh", arguments: ["-n"])
    }

    @Test(.enabled(if: ShellRunner.has("fish"), "fish is not installed"))
    func fishParsesItsScript() throws {
        try expectParses(.fish, with: "fish", arguments: ["--no-execute"])
    }

    @Test(.enabled(if: ShellRunner.has("zsh"), "zsh is not installed"))
    func zshRegistersTheCompletionFunction() throws {
        let runner = try ShellRunner()
        defer { runner.remove() }
        let script = try runner.write(generator.script(for: .zsh), as: "_fxctl")
        let zsh = try #require(ShellRunner.path(of: "zsh"))
        let result = try runner.run(
            zsh,
            [
                "-f", "-c",
                "autoload -Uz compinit; compinit -u -D; source \"$1\"; print -r -- ${_comps[fxctl]}", "zsh",
                script,
            ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "_fxctl\n")
    }

    /// Words typed so far (the last being completed) and the candidates the script must offer.
    struct Case: Sendable, CustomTestStringConvertible {
        var words: [String]
        var expected: [String]
        var testDescription: String { words.joined(separator: " ") + "<tab>" }
        init(_ words: [String], _ expected: [String]) {
            self.words = words
            self.expected = expected
        }
    }

    static let cases = [
        Case(["sa"], ["sample"]),
        Case(["c"], ["check", "completion"]),
        Case(["sample", "--format", "j"], ["json"]),
        Case(["inspect", "x", "--format", ""], ["fx", "json", "parameters", "text"]),
        Case(["sample", "--play", "next,p"], ["next,previous"]),
        Case(["sample", "s"], ["slide", "stack", "swap-card"]),
        Case(["inspect", "c"], ["card.fx"]),
        Case(["inspect", "n"], []),
        Case(["inspect", "e"], ["effects/"]),
        Case(["sample", "swap-card", "-p", ""], ["angle=", "forward=", "offset="]),
        Case(["export", "swap-card", "--param", "an"], ["angle="]),
        Case(["sample", "-p", ""], []),
        Case(["plot", "x", "--effects", "e"], ["effects/"]),
        Case(["completion", ""], ["bash", "fish", "zsh"]),
        Case(["help", "in"], ["inspect"]),
        Case(["render", "x", "--fr"], ["--frames"]),
        Case(["timing", "linear", "--at", ""], []),
        Case(["check", "--format", "js"], ["json"]),
    ]

    @Test(.enabled(if: ShellRunner.has("bash"), "bash is not installed"), arguments: cases)
    func bashCompletes(_ test: Case) throws {
        let runner = try ShellRunner()
        defer { runner.remove() }
        let script = try runner.write(generator.script(for: .bash), as: "fxctl.bash")
        let driver = """
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
            _fxctl
            for word in "${COMPREPLY[@]}"; do
                if [[ -d $word ]]; then echo "$word/"; else echo "$word"; fi
            done
            """
        let bash = try #require(ShellRunner.path(of: "bash"))
        let result = try runner.run(bash, ["-c", driver, "bash", script, runner.stubPath] + test.words)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.split(separator: "\n").map(String.init).sorted() == test.expected)
    }

    @Test(.enabled(if: ShellRunner.has("fish"), "fish is not installed"), arguments: cases)
    func fishCompletes(_ test: Case) throws {
        let runner = try ShellRunner()
        defer { runner.remove() }
        let script = try runner.write(generator.script(for: .fish), as: "fxctl.fish")
        let driver = """
            source $argv[1]
            function fxctl; \(runner.stubPath) $argv; end
            # string replace fails when no candidate has a description; the test reads stderr instead.
            complete -C $argv[2] | string replace -r '\\t.*' ''; true
            """
        let line = (["fxctl"] + test.words).joined(separator: " ")
        let fish = try #require(ShellRunner.path(of: "fish"))
        let result = try runner.run(fish, ["--no-config", "-c", driver, script, line])
        #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
        #expect(result.output.split(separator: "\n").map(String.init).sorted() == test.expected)
    }

    /// Writes the script for `shell` and runs the shell's syntax check on it.
    private func expectParses(_ shell: CompletionShell, with name: String, arguments: [String]) throws {
        let runner = try ShellRunner()
        defer { runner.remove() }
        let script = try runner.write(generator.script(for: shell), as: "fxctl.\(name)")
        let executable = try #require(ShellRunner.path(of: name))
        let result = try runner.run(executable, arguments + [script])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
    }
}
