/// Reading the options and positional arguments of a command that has no subcommands.
extension CommandLineParser {
    /// What has been read so far from a command's words.
    private struct Reading {
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        /// Long names of the options given, in order of first appearance (for exclusive groups).
        var givenOrder: [String] = []
        var asksForHelp = false

        mutating func noteGiven(_ option: OptionSpec) {
            if !givenOrder.contains(option.longName) { givenOrder.append(option.longName) }
        }
    }

    /// Parses the words after the command path of a leaf command.
    func parseCommand(_ command: CommandSpec, path: [String], words: ArraySlice<String>)
        throws(UsageError) -> Invocation
    {
        var reading = Reading()
        var index = words.startIndex
        var onlyPositionals = false
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if onlyPositionals || !Self.looksLikeOption(word, in: command) {
                reading.positionals.append(word)
            } else if word == "--" {
                onlyPositionals = true
            } else if word.hasPrefix("--") {
                try readLong(word, command: command, path: path, words: words, index: &index, into: &reading)
            } else {
                try readShort(word, command: command, path: path, words: words, index: &index, into: &reading)
            }
        }
        if reading.asksForHelp { return .help(path) }
        try checkExclusiveGroups(command, given: reading.givenOrder, path: path)
        let arguments = try assign(reading.positionals, to: command.arguments, path: path)
        return .run(
            ParsedCommand(
                path: path, spec: command, optionValues: reading.values, flags: reading.flags,
                positionals: reading.positionals, argumentValues: arguments))
    }

    /// Whether a word is read as an option rather than a positional: it starts with a dash and is
    /// neither `-` (standard input), `-:name` (an effect of standard input) nor a number given to a
    /// command that takes arguments.
    private static func looksLikeOption(_ word: String, in command: CommandSpec) -> Bool {
        guard word.hasPrefix("-"), word != "-", !word.hasPrefix("-:") else { return false }
        if !command.arguments.isEmpty, word != "--", Double(word) != nil { return false }
        return true
    }

    /// Reads `--name` or `--name=value`, taking the next word as the value when needed.
    private func readLong(
        _ word: String, command: CommandSpec, path: [String], words: ArraySlice<String>,
        index: inout Int, into reading: inout Reading
    ) throws(UsageError) {
        let name = Self.optionName(word)
        let inline: String? = name.count < word.count ? String(word.dropFirst(name.count + 1)) : nil
        if name == "--help" {
            if let inline { throw .flagWithValue(name, value: inline, path: path) }
            reading.asksForHelp = true
            return
        }
        guard let option = command.option(named: name), name.count > 2 else {
            let candidates = command.options.map(\.longFlag) + ["--help"]
            throw .unknownOption(name, candidates: candidates, path: path)
        }
        reading.noteGiven(option)
        if option.isFlag {
            if let inline { throw .flagWithValue(name, value: inline, path: path) }
            reading.flags.insert(option.longName)
            return
        }
        let value: String
        if let inline {
            value = inline
        } else {
            value = try takeValue(
                for: option, typed: name, command: command, path: path, words: words, index: &index)
        }
        try record(value, for: option, path: path, into: &reading)
    }

    /// Reads a bundle of short options (`-h`, `-ab`, `-o file`, `-ofile`).
    private func readShort(
        _ word: String, command: CommandSpec, path: [String], words: ArraySlice<String>,
        index: inout Int, into reading: inout Reading
    ) throws(UsageError) {
        let letters = Array(word.dropFirst())
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            guard let option = command.options.first(where: { $0.shortName == letter }) else {
                if letter == "h" {
                    reading.asksForHelp = true
                    position += 1
                    continue
                }
                if position == 0 {
                    // "-fps" is more likely a long option typed with one dash than a bundle; "-P",
                    // the short option in the other case (every letter is one edit from another).
                    let candidates =
                        letters.count > 1
                        ? command.options.map(\.longFlag)
                        : command.options.compactMap(\.shortName).filter {
                            $0 != letter && $0.lowercased() == letter.lowercased()
                        }.map { "-\($0)" }
                    throw .unknownOption(word, candidates: candidates, path: path)
                }
                throw .unknownShortOption(letter, in: word, path: path)
            }
            reading.noteGiven(option)
            position += 1
            if option.isFlag {
                reading.flags.insert(option.longName)
                continue
            }
            let typed = "-" + String(letter)
            var value = String(letters[position...])
            if value.isEmpty {
                value = try takeValue(
                    for: option, typed: typed, command: command, path: path, words: words, index: &index)
            }
            try record(value, for: option, path: path, into: &reading)
            return
        }
    }

    /// Takes the next word as an option's value unless there is none or it is one of the command's
    /// own options (so `--at -0.5` works and `--output --fps 30` reports the missing file).
    private func takeValue(
        for option: OptionSpec, typed: String, command: CommandSpec, path: [String],
        words: ArraySlice<String>, index: inout Int
    ) throws(UsageError) -> String {
        guard index < words.endIndex, !Self.namesAnOption(words[index], in: command) else {
            throw .missingValue(option.display(as: typed), path: path)
        }
        let value = words[index]
        index += 1
        return value
    }

    /// Whether a word is `--`, a help flag, or one of the command's own option names.
    private static func namesAnOption(_ word: String, in command: CommandSpec) -> Bool {
        if word == "--" || isHelpFlag(word) { return true }
        if word.hasPrefix("--") { return command.option(named: optionName(word)) != nil }
        if word.hasPrefix("-"), word.count == 2 { return command.option(named: word) != nil }
        return false
    }

    /// Checks a value against the option's list and choice rules and stores it.
    private func record(_ value: String, for option: OptionSpec, path: [String], into reading: inout Reading)
        throws(UsageError)
    {
        var items = [value]
        if option.isCommaSeparated {
            items = value.split(separator: ",", omittingEmptySubsequences: false).map { Self.trimmed($0) }
            if items.contains(where: \.isEmpty) {
                throw .emptyListItem(value, option: option.longFlag, path: path)
            }
        }
        let allowed = option.completion.allowedValues
        if !allowed.isEmpty, let bad = items.first(where: { !allowed.contains($0) }) {
            throw .invalidChoice(bad, noun: option.valueName ?? option.longName, allowed: allowed, path: path)
        }
        if option.isRepeatable {
            reading.values[option.longName, default: []].append(contentsOf: items)
        } else {
            reading.values[option.longName] = items
        }
    }

    /// A list item without the spaces around it.
    private static func trimmed(_ text: Substring) -> String {
        let start = text.firstIndex { $0 != " " } ?? text.endIndex
        let end = text.lastIndex { $0 != " " }.map { text.index(after: $0) } ?? start
        return start < end ? String(text[start..<end]) : ""
    }

    /// Throws when two options of one exclusive group were both given.
    private func checkExclusiveGroups(_ command: CommandSpec, given: [String], path: [String])
        throws(UsageError)
    {
        for group in command.exclusiveOptions {
            let present = given.filter { group.contains($0) }
            if present.count > 1 {
                throw .conflictingOptions("--" + present[0], "--" + present[1], path: path)
            }
        }
    }

    /// Hands the positional words to the arguments in order; a repeating argument takes the rest.
    private func assign(_ words: [String], to arguments: [ArgumentSpec], path: [String])
        throws(UsageError) -> [String: [String]]
    {
        var result: [String: [String]] = [:]
        var rest = words[...]
        for argument in arguments {
            let taken: [String]
            if argument.isRepeating {
                taken = Array(rest)
                rest = []
            } else {
                taken = rest.popFirst().map { [$0] } ?? []
            }
            if taken.isEmpty {
                if argument.isOptional { continue }
                throw .missingArgument("<\(argument.name)>", path: path)
            }
            let allowed = argument.completion.allowedValues
            if !allowed.isEmpty, let bad = taken.first(where: { !allowed.contains($0) }) {
                throw .invalidChoice(bad, noun: argument.name, allowed: allowed, path: path)
            }
            result[argument.name] = taken
        }
        if !rest.isEmpty { throw .unexpectedArguments(Array(rest), path: path) }
        return result
    }
}
