/// The extension of the `-o` file: a name that promises a format the command does not write
/// (`-o out.xlsx` from `sample`, `-o plot.csv` from `plot`) is a usage mistake, not a silent CSV
/// or SVG under the wrong name.
extension CommandContext {
    /// The extension of the `-o` file's name, lowercased and without the dot; `nil` without `-o`,
    /// for `-o -`, and for a name without one (`out`, `.hidden`).
    var outputExtension: String? {
        guard let path = command.string("output"), path != "-",
            let name = path.split(separator: "/").last, let dot = name.lastIndex(of: "."),
            dot != name.startIndex
        else { return nil }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Refuses an `-o` file whose extension is none of `extensions` (a name without one is
    /// accepted), saying what the command `writes` and listing the extensions, then `otherwise`
    /// (another way to settle the format).
    ///
    /// - Throws: `.usage` naming the file and the extensions the command writes.
    func checkOutputExtension(_ extensions: [String], writes: String, otherwise: String? = nil)
        throws(CommandError)
    {
        guard let found = outputExtension, !extensions.contains(found), let path = command.string("output")
        else { return }
        let names = Self.alternatives(extensions.map { "." + $0 })
        let command = command.path.joined(separator: " ")
        var reason = "'\(command)' writes \(writes), not '.\(found)': name the file \(names)"
        if let otherwise { reason += ", \(otherwise)" }
        throw invalid(path, option: "--output", reason: reason)
    }

    /// `words` as alternatives in a message: `a`, `a or b`, `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        words.count <= 1
            ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }
}
