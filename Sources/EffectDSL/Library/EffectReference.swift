import Platform

/// How a user named an effect: by registry name, by file, or as source on standard input.
public enum EffectReference: Sendable, Equatable {
    /// A registry name: `swap-card`.
    case name(String)
    /// A file, and optionally which of its effects: `effects/card.fx`, `effects/cards.fx:front-swap`.
    case file(path: String, effect: String?)
    /// `.fx` source on standard input (`-`), and optionally which of its effects (`-:name`).
    case standardInput(effect: String?)

    /// The file name ending of the `.fx` language's sources; a loader reads its formats' endings
    /// too (``EffectLoader/fileExtensions``: `.css`, `.json`, `.lottie` with fxkit's formats).
    public static let standardFileExtensions = [".fx"]

    /// Reads a word as an effect reference, with relative paths from `workingDirectory`.
    ///
    /// `-` is standard input. A word naming an existing file is that file. `path:name` is the effect
    /// `name` of the file `path` when `path` exists, ends in one of `fileExtensions` or contains a
    /// slash. Any other word with a slash or one of those endings is a file (reported as unreadable
    /// if it is missing); everything else is a registry name, which never contains `/`, `:` or such
    /// an ending.
    public static func parse(
        _ word: String, fileExtensions: [String] = standardFileExtensions, workingDirectory: String = "."
    ) -> EffectReference {
        parse(
            word, fileExtensions: fileExtensions, fileSystem: FileSystem(workingDirectory: workingDirectory))
    }

    /// Reads a word as an effect reference, with relative paths from `fileSystem`'s directory.
    package static func parse(_ word: String, fileExtensions: [String], fileSystem: FileSystem)
        -> EffectReference
    {
        if word == "-" { return .standardInput(effect: nil) }
        if fileSystem.kind(of: word) == .file { return .file(path: word, effect: nil) }
        if let colon = word.lastIndex(of: ":") {
            let path = String(word[..<colon])
            let name = String(word[word.index(after: colon)...])
            if path == "-" { return .standardInput(effect: name.isEmpty ? nil : name) }
            if looksLikePath(path, fileExtensions: fileExtensions) || fileSystem.kind(of: path) == .file {
                return .file(path: path, effect: name.isEmpty ? nil : name)
            }
        }
        if looksLikePath(word, fileExtensions: fileExtensions) { return .file(path: word, effect: nil) }
        return .name(word)
    }

    /// Whether a word reads as a path rather than a registry name: it has a slash or one of
    /// `fileExtensions`.
    public static func looksLikePath(_ word: String, fileExtensions: [String] = standardFileExtensions)
        -> Bool
    {
        word.contains("/") || fileExtensions.contains { word.hasSuffix($0) }
    }
}
