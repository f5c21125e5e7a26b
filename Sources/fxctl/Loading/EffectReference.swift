import Platform

/// How the user named an effect on the command line.
enum EffectReference: Sendable, Equatable {
    /// A registry name: `swap-card`.
    case name(String)
    /// A file, and optionally which of its effects: `effects/card.fx`, `effects/cards.fx:front-swap`.
    case file(path: String, effect: String?)
    /// `.fx` source on standard input (`-`), and optionally which of its effects (`-:name`).
    case standardInput(effect: String?)

    /// Reads a word as an effect reference.
    ///
    /// `-` is standard input. A word naming an existing file is that file. `path:name` is the effect
    /// `name` of the file `path` when `path` exists, ends in `.fx` or `.css` or contains a slash. Any other word
    /// with a slash or ending in `.fx` or `.css` is a file (reported as unreadable if it is missing); everything
    /// else is a registry name, which never contains `/`, `:` or a `.fx` or `.css` ending.
    static func parse(_ word: String, fileSystem: FileSystem) -> EffectReference {
        if word == "-" { return .standardInput(effect: nil) }
        if fileSystem.kind(of: word) == .file { return .file(path: word, effect: nil) }
        if let colon = word.lastIndex(of: ":") {
            let path = String(word[..<colon])
            let name = String(word[word.index(after: colon)...])
            if path == "-" { return .standardInput(effect: name.isEmpty ? nil : name) }
            if looksLikePath(path) || fileSystem.kind(of: path) == .file {
                return .file(path: path, effect: name.isEmpty ? nil : name)
            }
        }
        if looksLikePath(word) { return .file(path: word, effect: nil) }
        return .name(word)
    }

    /// Whether a word reads as a path rather than a registry name.
    static func looksLikePath(_ word: String) -> Bool {
        word.contains("/") || word.hasSuffix(".fx") || word.hasSuffix(".css")
    }
}
