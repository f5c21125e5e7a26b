/// Usage lines.
extension HelpFormatter {
    /// The usage line of the command at `path`, without a "USAGE: " prefix.
    ///
    /// A command with subcommands reads `fxctl <subcommand>`. Otherwise the arguments come first,
    /// then every option in brackets; when that would not fit on one line after "USAGE: ", the
    /// options are summarised as `[<options>]`.
    func usage(for path: [String]) -> String {
        guard let command = root.command(at: path) else { return root.name + " <subcommand>" }
        let name = path.joined(separator: " ")
        if !command.subcommands.isEmpty { return name + " <subcommand>" }
        let arguments = command.arguments.map(\.synopsis)
        let options = command.options.map { "[" + $0.usageSynopsis + "]" }
        let full = ([name] + arguments + options).joined(separator: " ")
        if "USAGE: ".count + full.count <= width || options.isEmpty { return full }
        return ([name] + arguments + ["[<options>]"]).joined(separator: " ")
    }
}
