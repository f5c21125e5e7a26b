import EffectDSL
import Platform

/// A complete command-line tool over an app's effects — `list`, `inspect`, `sample`, `check`,
/// `timing`, `plot`, `render`, `export`, `completion` and `help` — in one call from the app's
/// executable target.
///
/// ```swift
/// // Sources/toastctl/main.swift
/// import Effects
/// import EffectsTool
/// import ToastEffects
///
/// CommandLineTool.main(
///     ToolConfiguration(
///         name: "toastctl", version: "1.0.0",
///         builtIns: [BuiltInEffects.provider, ToastCatalogue.provider]))
/// ```
///
/// fxctl is exactly this, with fxkit's built-ins.
public enum CommandLineTool {
    /// Runs the process's command line as `tool` and exits with the command's status: 0 on
    /// success, 1 when the input is wrong, 2 for a usage mistake.
    ///
    /// The environment, the standard streams and the working directory are the process's; a reader
    /// that closes the pipe ends the run quietly, a file past `ulimit -f` is an error like a full
    /// device; the listing cache keys on the executable's identity.
    public static func main(_ tool: ToolConfiguration) -> Never {
        BrokenPipe.ignoreSignal()
        FileSizeLimit.ignoreSignal()
        ProcessExit.exit(run(tool, arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs `arguments` (without the tool's name) as `tool` in this process, with its environment,
    /// streams and working directory, and returns the exit status.
    public static func run(_ tool: ToolConfiguration, arguments: [String]) -> Int32 {
        let runner = Runner(
            tool: tool, environment: ProcessEnvironment.variables(),
            standardOutput: FileDescriptorSink.standardOutput(),
            standardError: FileDescriptorSink.standardError(), standardInput: StandardInput(),
            fileSystem: FileSystem(),
            executableIdentity: ExecutableIdentity.current())
        return runner.run(arguments)
    }
}
