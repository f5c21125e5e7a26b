/// Writes shell completion scripts generated from a command table.
///
/// The scripts complete subcommands, each command's options, choice values (item by item in
/// comma-separated lists), file and directory names where the table says so, and effect names by
/// running `<tool> list --names` when the user presses tab (the tool as the user typed it, so a
/// build in `.build/debug` completes its own effects).
package struct CompletionScript: Sendable {
    /// The root of the command table (the tool itself).
    var root: CommandSpec

    /// Creates a script writer for the table under `root`.
    package init(root: CommandSpec) {
        self.root = root
    }

    /// The completion script for `shell`, ending with a newline.
    package func script(for shell: CompletionShell) -> String {
        let lines: [String]
        switch shell {
        case .bash: lines = bashLines()
        case .zsh: lines = zshLines()
        case .fish: lines = fishLines()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The extensions of the files an effect argument can name: the completion offers these files
    /// (and directories), not every file.
    package static let effectSourceExtensions = ["fx"]

    /// The name of the shell function for a command: `_fxctl_swap_card` style.
    func functionName(_ command: CommandSpec) -> String {
        let name = command.name == root.name ? root.name : root.name + "_" + command.name
        return "_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The root's subcommand names, in table order.
    var subcommandNames: [String] { root.subcommands.map(\.name) }

    /// Every option word of a command: its long and short names, then `-h` and `--help`.
    func optionWords(_ command: CommandSpec, isRoot: Bool = false) -> [String] {
        var words: [String] = []
        for option in command.options {
            words.append(option.longFlag)
            if let short = option.shortFlag { words.append(short) }
        }
        if isRoot { words.append("--version") }
        return words + ["-h", "--help"]
    }
}
