import EffectDSL
import EffectsRegistry
import Platform

/// What a run of a tool works with besides its command line: the tool itself, the environment
/// variables, the standard streams and the files.
///
/// Passed in whole, so that nothing is global and tests run commands in-process with in-memory
/// streams; the ``Runner`` holds it and hands it to each command's ``CommandContext``.
struct RunSurroundings {
    /// The tool: its name, version, variables and effects.
    var tool: ToolConfiguration
    /// The environment variables (`NO_COLOR`, `TERM`, the tool's own).
    var environment: [String: String]
    /// Standard output.
    var standardOutput: any OutputSink
    /// Standard error: warnings and errors.
    var standardError: any OutputSink
    /// Standard input, read by `-`.
    var standardInput: any InputSource
    /// The files, with relative paths from the working directory.
    var fileSystem: FileSystem
    /// What tells this build of the tool from another (``ExecutableIdentity``), for the key of the
    /// load cache; `nil` turns the cache off, as in tests that do not set it.
    var executableIdentity: String? = nil
}
