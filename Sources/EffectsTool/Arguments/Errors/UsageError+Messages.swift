import EffectsText

/// The catalog of usage error messages, sorted by name.
extension UsageError {
    /// An option was given where it has no meaning: it applies only with `other`, and `instead`
    /// says what the command line chose (`waapi (from the -o file's .json)`).
    package static func appliesOnlyTo(_ option: String, _ other: String, not instead: String, path: [String])
        -> UsageError
    {
        UsageError("'\(option)' applies only to '\(other)', not to \(instead)", commandPath: path)
    }

    /// Two options of an exclusive group were both given.
    package static func conflictingOptions(_ first: String, _ second: String, path: [String]) -> UsageError {
        UsageError("'\(second)' cannot be used together with '\(first)'", commandPath: path)
    }

    /// A comma-separated list has an empty item.
    static func emptyListItem(_ value: String, option: String, path: [String]) -> UsageError {
        UsageError("empty item in '\(value)' for '\(option)'", commandPath: path)
    }

    /// A flag was given a value with `--flag=value`.
    static func flagWithValue(_ flag: String, value: String, path: [String]) -> UsageError {
        UsageError("the flag '\(flag)' takes no value, but '\(value)' was given", commandPath: path)
    }

    /// A value is not one of the allowed choices; `noun` is the value's name (`format`).
    static func invalidChoice(_ value: String, noun: String, allowed: [String], path: [String])
        -> UsageError
    {
        let list = allowed.joined(separator: ", ")
        let hint = Suggestions.didYouMean(value, in: allowed)
        return UsageError(
            "'\(value)' is not a valid \(noun); expected one of \(list)\(hint)", commandPath: path)
    }

    /// A value was read but is wrong for a reason the command knows (for command implementations).
    package static func invalidValue(_ value: String, option: String, reason: String, path: [String])
        -> UsageError
    {
        UsageError("invalid value '\(value)' for '\(option)': \(reason)", commandPath: path)
    }

    /// A required positional argument is missing; `synopsis` is `<effect>` or similar.
    package static func missingArgument(_ synopsis: String, path: [String]) -> UsageError {
        UsageError("missing expected argument '\(synopsis)'", commandPath: path)
    }

    /// An option that needs a value came last or was followed by another option.
    static func missingValue(_ display: String, path: [String]) -> UsageError {
        UsageError("missing value for '\(display)'", commandPath: path)
    }

    /// A value that should be `name=value` has no `=` or no name.
    static func notANameValuePair(_ value: String, option: String, path: [String]) -> UsageError {
        UsageError("expected name=value for '\(option)', got '\(value)'", commandPath: path)
    }

    /// A value that should be a finite number is not.
    static func notANumber(_ value: String, option: String, path: [String]) -> UsageError {
        UsageError("'\(value)' is not a valid number for '\(option)'", commandPath: path)
    }

    /// A value that should be a whole number is not.
    static func notAnInteger(_ value: String, option: String, path: [String]) -> UsageError {
        UsageError("'\(value)' is not a valid integer for '\(option)'", commandPath: path)
    }

    /// A value that should be a size such as `375x667` is not.
    static func notASize(_ value: String, option: String, path: [String]) -> UsageError {
        UsageError(
            "expected a size like 375x667 for '\(option)', got '\(value)'", commandPath: path)
    }

    /// A number is below the smallest value the option accepts.
    static func tooSmall(_ value: String, option: String, minimum: Int, path: [String]) -> UsageError {
        UsageError(
            "'\(value)' is too small for '\(option)'; expected at least \(minimum)", commandPath: path)
    }

    /// Positional words were left over after every argument took its share.
    static func unexpectedArguments(_ words: [String], path: [String]) -> UsageError {
        if words.count == 1, let word = words.first {
            return UsageError("unexpected argument '\(word)'", commandPath: path)
        }
        let list = words.map { "'\($0)'" }.joined(separator: ", ")
        return UsageError("\(words.count) unexpected arguments: \(list)", commandPath: path)
    }

    /// A word where a subcommand was expected names none.
    static func unknownCommand(_ word: String, candidates: [String], path: [String]) -> UsageError {
        UsageError(
            "unknown command '\(word)'\(Suggestions.didYouMean(word, in: candidates))", commandPath: path)
    }

    /// An option the command does not have; `candidates` are the long names to suggest from.
    static func unknownOption(_ typed: String, candidates: [String], path: [String]) -> UsageError {
        UsageError(
            "unknown option '\(typed)'\(Suggestions.didYouMean(typed, in: candidates))", commandPath: path)
    }

    /// A letter in a bundle of short flags (`-ax`) is not a short option of the command.
    static func unknownShortOption(_ letter: Character, in bundle: String, path: [String]) -> UsageError {
        UsageError("unknown option '-\(letter)' in '\(bundle)'", commandPath: path)
    }
}

extension UsageError {
    /// An option was given without another one it needs.
    package static func requiredWith(_ missing: String, _ given: String, path: [String]) -> UsageError {
        UsageError("'\(given)' needs '\(missing)'", commandPath: path)
    }
}
