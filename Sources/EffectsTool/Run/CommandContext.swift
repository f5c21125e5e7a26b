import EffectsRegistry
import EffectsText
import Platform

/// What a command works with: its parsed command line, the streams, the files and the effects.
///
/// Built by the `Runner` for each run; nothing in it is global, so tests run commands in-process
/// with in-memory streams. The members of its ``RunSurroundings`` read as its own:
/// `context.standardOutput`.
@dynamicMemberLookup
struct CommandContext {
    /// The command line, parsed against the command table.
    var command: ParsedCommand
    /// The streams, files and effects of the run.
    var surroundings: RunSurroundings

    /// A member of the run's surroundings.
    subscript<Member>(dynamicMember member: KeyPath<RunSurroundings, Member>) -> Member {
        surroundings[keyPath: member]
    }

    /// Whether output may be coloured, by the command's `--no-color`, `NO_COLOR` and `TERM`.
    var colorPolicy: ColorPolicy {
        ColorPolicy(
            noColorFlag: command.flag("no-color"), noColorEnvironment: surroundings.environment["NO_COLOR"],
            terminalType: surroundings.environment["TERM"])
    }

    /// Prints "Warning: message" on standard error, shown safe for a terminal (it may quote an
    /// input file); a failure to write it is ignored, since the warning cannot be reported
    /// anywhere else.
    func warn(_ message: String) {
        try? surroundings.standardError.write("Warning: \(TerminalText.safe(message))\n")
    }

    /// Runs `body`, turning a usage error into a `CommandError`.
    func usage<T>(_ body: () throws(UsageError) -> T) throws(CommandError) -> T {
        do {
            return try body()
        } catch {
            throw .usage(error)
        }
    }

    /// A usage error about this command's `option`.
    func invalid(_ value: String, option: String, reason: String) -> CommandError {
        .usage(.invalidValue(value, option: option, reason: reason, path: command.path))
    }

    /// Where the command's output goes: the `-o` file (replaced only when complete) or standard output.
    ///
    /// Call it once the input has been checked, so that a mistake leaves no temporary file behind.
    func openOutput() throws(CommandError) -> any OutputSink {
        guard let path = command.string("output") else { return surroundings.standardOutput }
        do {
            return try OutputDestination.open(
                surroundings.fileSystem.resolve(path), standardOutput: surroundings.standardOutput)
        } catch {
            throw .output(error)
        }
    }

    /// Writes `text` to the command's output and completes it (an `-o` file is renamed into place).
    func emit(_ text: String) throws(CommandError) {
        let sink = try openOutput()
        do {
            try sink.write(text)
            if sink !== surroundings.standardOutput { try sink.finish() }
        } catch {
            throw .output(error)
        }
    }
}
