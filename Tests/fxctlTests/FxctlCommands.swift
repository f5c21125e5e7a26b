@testable import EffectsTool

/// fxctl as its executable configures the command library (Sources/fxctl/main.swift): the tests of
/// the commands run this tool, and an end-to-end test checks that the binary is the same.
enum FxctlCommands {
    /// fxctl's name, version, variables and built-ins.
    static let configuration = ToolConfiguration(name: "fxctl", version: "0.1.0", environmentPrefix: "FXCTL")
    /// fxctl's command table.
    static let root = ToolCommands.root(for: configuration)
    /// fxctl's version.
    static var version: String { configuration.version }
}
