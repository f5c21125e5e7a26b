extension CompletionCommand {
    /// The spec of `completion`, in the tool `tool`.
    static func spec(for tool: ToolConfiguration) -> CommandSpec {
        CommandSpec(
            name: "completion",
            abstract: "Print a shell completion script for bash, zsh or fish.",
            discussion: """
                The script completes commands, options, their values and file names; for an effect, \
                the effect names (asked of '\(tool.name) list --names' when you press tab), .fx files and \
                directories; after -p, the named effect's parameters (asked of '\(tool.name) inspect EFFECT \
                --format parameters'). To install it:
                  bash  add to ~/.bashrc: source <(\(tool.name) completion bash)
                  zsh   \(tool.name) completion zsh > "${fpath[1]}/_\(tool.name)"
                  fish  \(tool.name) completion fish > ~/.config/fish/completions/\(tool.name).fish
                """,
            arguments: [
                ArgumentSpec(
                    "shell", help: "The shell to write the script for.",
                    completion: .choices(CompletionShell.allCases.map(\.rawValue)))
            ],
            examples: [
                CommandExample(
                    "Enable completion in the current bash session:", "source <(\(tool.name) completion bash)"
                )
            ]
        )
    }
}
