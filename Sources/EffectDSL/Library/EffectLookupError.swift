import EffectsText

/// Why an effect reference does not give one effect: the name is unknown, the file is broken,
/// unreadable, holds no such effect or several.
public enum EffectLookupError: Error, Sendable, CustomStringConvertible {
    /// No effect has the name; `suggestions` are the closest known names, and `someFilesFailed`
    /// says whether files that did not load might have defined it.
    case unknownEffect(name: String, suggestions: [String], someFilesFailed: Bool)
    /// The name is a directory's, which holds effects rather than being one.
    case directory(String)
    /// The file has errors, given in full to be printed as compilers do.
    case diagnostics(ScriptCompilation)
    /// The file (or standard input) could not be read; the message says why.
    case unreadable(String)
    /// The file defines no effect called `name`; `defined` are the ones it does define.
    case noSuchEffect(name: String, file: String, defined: [String])
    /// The file defines no effect at all; the message says what a file of its format must hold.
    case noEffect(String)
    /// The file defines several effects and none was named; `spelled` is the file as it is named
    /// in a reference (`-` for standard input).
    case severalEffects(file: String, spelled: String, defined: [String])

    /// A lowercase message; an application that can list the effects adds how (the unknown name's).
    public var description: String {
        switch self {
        case .unknownEffect(let name, let suggestions, _):
            return "unknown effect '\(name)'" + Suggestions.didYouMean(name, in: suggestions)
        case .directory(let name): return "cannot read '\(name)': is a directory"
        case .diagnostics(let compilation):
            return compilation.diagnostics.first { $0.severity == .error }?.message ?? "the file has errors"
        case .unreadable(let message), .noEffect(let message): return message
        case .noSuchEffect(let name, let file, let defined):
            let listed =
                defined.isEmpty ? "it defines no effect" : "it defines " + defined.joined(separator: ", ")
            return "no effect '\(name)' in '\(file)'\(Suggestions.didYouMean(name, in: defined)); \(listed)"
        case .severalEffects(let file, let spelled, let defined):
            return "'\(file)' defines \(defined.count) effects (\(defined.joined(separator: ", "))); "
                + "name one as \(spelled):NAME"
        }
    }
}
