import EffectDSL
import EffectsRegistry
import EffectsText
import Platform

/// Runs one command line of a tool: parses it, runs the command, and turns any error into a
/// message on standard error and an exit code.
///
/// Everything the run touches is passed in — the tool, the environment, the streams, the working
/// directory — so tests run commands in-process with in-memory sinks.
struct Runner {
    /// The streams, files and tool every command of the run works with.
    var surroundings: RunSurroundings
    /// The command table, built from the tool's commands.
    let root: CommandSpec

    /// A runner of `tool`'s commands with the given environment variables, streams and files;
    /// with an `executableIdentity`, the load cache is on where the environment puts it.
    init(
        tool: ToolConfiguration, environment: [String: String], standardOutput: any OutputSink,
        standardError: any OutputSink, standardInput: any InputSource, fileSystem: FileSystem,
        executableIdentity: String? = nil
    ) {
        surroundings = RunSurroundings(
            tool: tool, environment: environment, standardOutput: standardOutput,
            standardError: standardError,
            standardInput: standardInput, fileSystem: fileSystem, executableIdentity: executableIdentity)
        root = ToolCommands.root(for: tool)
    }

    /// Runs the command line `arguments` (without the tool's name) and returns the exit code:
    /// 0 on success, 1 when the input is wrong, 2 for a usage mistake.
    func run(_ arguments: [String]) -> Int32 {
        let code: Int32
        do {
            try dispatch(arguments)
            code = 0
        } catch {
            code = report(error)
        }
        // Standard output is flushed on every path: `check` prints its JSON and then fails.
        do {
            try surroundings.standardOutput.finish()
        } catch {
            if code != 0 || error.isQuiet { return code }
            return report(.output(error))
        }
        return code
    }

    /// Parses `arguments` and runs what they ask for.
    private func dispatch(_ arguments: [String]) throws(CommandError) {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser(root: root).parse(arguments)
        } catch {
            throw .usage(error)
        }
        switch invocation {
        case .version:
            try write("\(root.name) \(surroundings.tool.version)\n")
        case .help(let path):
            try write(HelpFormatter(root: root).help(for: path))
        case .run(let command):
            try run(command)
        }
    }

    /// Runs a parsed command: the tool's command of that name, in a context of its own.
    private func run(_ command: ParsedCommand) throws(CommandError) {
        let commands = zip(surroundings.tool.commands, root.subcommands)
        guard let (type, _) = commands.first(where: { $0.1.name == command.name }) else {
            // The parser only returns commands of the table, and the table is built from the commands.
            throw .input("the command '\(command.name)' is not implemented")
        }
        try type.init(context: CommandContext(command: command, surroundings: surroundings)).run()
    }

    /// Writes `text` to standard output.
    private func write(_ text: String) throws(CommandError) {
        do {
            try surroundings.standardOutput.write(text)
        } catch {
            throw .output(error)
        }
    }

    /// The one place an error becomes its message on standard error and its exit code.
    ///
    /// Usage mistakes print the message, the usage line and where to find help, and exit 2. Wrong
    /// input prints "Error: message" and exits 1, as does output that could not be written; errors
    /// already reported (diagnostics) exit 1 without more text. A reader that closed the pipe ends
    /// the run quietly with 0, as for other Unix tools.
    func report(_ error: CommandError) -> Int32 {
        switch error {
        case .usage(let usage):
            try? surroundings.standardError.write(TerminalText.safe(usage.report(root: root)))
            return usage.exitCode
        case .input(let message):
            try? surroundings.standardError.write("Error: \(TerminalText.safe(message))\n")
            return 1
        case .reported:
            return 1
        case .output(let output):
            if output.isQuiet { return 0 }
            try? surroundings.standardError.write("Error: \(TerminalText.safe(output.message))\n")
            return 1
        }
    }
}
