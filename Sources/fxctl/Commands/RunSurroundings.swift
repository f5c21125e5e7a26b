import EffectsCore
import Platform

/// What a run of fxctl works with besides its command line: the environment variables, the
/// standard streams, the files and the effects written in Swift.
///
/// Passed in whole, so that nothing is global and tests run commands in-process with in-memory
/// streams; the ``Runner`` holds it and hands it to each command's ``CommandContext``.
struct RunSurroundings {
    /// The environment variables (`NO_COLOR`, `TERM`, `FXCTL_PATH`, the cache's location).
    var environment: [String: String]
    /// Standard output.
    var standardOutput: any OutputSink
    /// Standard error: warnings and errors.
    var standardError: any OutputSink
    /// Standard input, read by `-`.
    var standardInput: any InputSource
    /// The files, with relative paths from the working directory.
    var fileSystem: FileSystem
    /// The effects written in Swift that every run knows.
    var builtIns: [any EffectProvider]
    /// Whether the ``ShippedCatalogue`` (the `.fx` files of fxkit's `effects/`) is there too:
    /// always in the tool; tests of loading turn it off to see only their own files.
    var shipsCatalogue = true
    /// What tells this build of fxctl from another (``ExecutableIdentity``), for the key of the
    /// load cache; `nil` turns the cache off, as in tests that do not set it.
    var executableIdentity: String? = nil
}
