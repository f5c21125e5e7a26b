import ArgumentParsing

extension FxctlCommands {
    /// `fxctl completion SHELL`.
    static let completion = CommandSpec(
        name: "completion",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            The script completes commands, options, their values and file names; for an effect, \
            the effect names (asked of 'fxctl list --names' when you press tab), .fx files and \
            directories; after -p, the named effect's parameters (asked of 'fxctl inspect EFFECT \
            --format parameters'). To install it:
              bash  add to ~/.bashrc: source <(fxctl completion bash)
              zsh   fxctl completion zsh > "${fpath[1]}/_fxctl"
              fish  fxctl completion fish > ~/.config/fish/completions/fxctl.fish
            """,
        arguments: [
            ArgumentSpec(
                "shell", help: "The shell to write the script for.",
                completion: .choices(CompletionShell.allCases.map(\.rawValue)))
        ],
        examples: [
            CommandExample(
                "Enable completion in the current bash session:", "source <(fxctl completion bash)")
        ]
    )

}
