extension CommandSpec {
    /// The option named `name`: `--fps`, `-p` or the bare long name `fps`.
    func option(named name: String) -> OptionSpec? {
        if name.hasPrefix("--") {
            let long = name.dropFirst(2)
            return options.first { $0.longName == long }
        }
        if name.hasPrefix("-"), name.count == 2, let letter = name.last {
            return options.first { $0.shortName == letter }
        }
        return options.first { $0.longName == name }
    }

    /// The direct subcommand called `name`.
    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The command at `path`, which starts with this command's own name (`["fxctl", "sample"]`).
    func command(at path: [String]) -> CommandSpec? {
        guard let first = path.first, first == name else { return nil }
        var current = self
        for word in path.dropFirst() {
            guard let next = current.subcommand(named: word) else { return nil }
            current = next
        }
        return current
    }
}
