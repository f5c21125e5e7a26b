/// The one place a usage error becomes the text printed on standard error.
extension UsageError {
    /// The error as printed on standard error, ending with a newline.
    ///
    /// For example:
    ///
    ///     Error: unknown option '--fsp' (did you mean '--fps'?)
    ///     Usage: fxctl sample <effect> [<options>]
    ///       See 'fxctl sample --help' for more information.
    package func report(root: CommandSpec) -> String {
        let path = root.command(at: commandPath) != nil ? commandPath : [root.name]
        let usage = HelpFormatter(root: root).usage(for: path)
        return """
            Error: \(message)
            Usage: \(usage)
              See '\(path.joined(separator: " ")) --help' for more information.

            """
    }
}
