import EffectsRegistry

@testable import EffectsTool

/// fxctl as its executable configures the command library (Sources/fxctl/main.swift): the tests of
/// the commands run this tool, and an end-to-end test checks that the binary is the same.
public enum FxctlCommands {
    /// fxctl's name, version, variables and built-ins.
    public static let configuration = ToolConfiguration(
        name: "fxctl", version: "0.2.0", environmentPrefix: "FXCTL")
    /// fxctl's command table.
    public static let root = ToolCommands.root(for: configuration)
    /// fxctl with other built-ins, with or without the shipped catalogue: what in-process tests run.
    public static func configuration(builtIns: [any EffectProvider], shipsCatalogue: Bool)
        -> ToolConfiguration
    {
        var tool = configuration
        tool.builtIns = builtIns
        tool.shipsCatalogue = shipsCatalogue
        return tool
    }

    /// fxctl's version.
    public static var version: String { configuration.version }
}
