import EffectDSL

/// The hints a tool gives in place of the DSL's own where a command can show what the library can
/// only describe: the DSL says "the effect's sample table lists them", the tool names the command.
enum ToolHints {
    /// The hint of the tool `toolName` for each diagnostic that has one.
    static func hints(toolName: String) -> [DiagnosticID: String] {
        [
            .exampleColumnUnknown:
                "a column is 'layer.keypath', with '.x', '.y', '.z' or '.w' for a vector; '\(toolName) sample' lists them",
            .exampleValueNotConstant: "write the number the effect shows; '\(toolName) sample' prints it",
        ]
    }
}
