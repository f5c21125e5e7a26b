/// A path twice over: as messages and origins show it, and as the system is given it.
///
/// A relative path is taken from a working directory, so that a caller (a test, a tool running on
/// behalf of another directory) can load files without changing the process's directory.
struct SearchPath: Hashable, Sendable {
    /// The path as the caller wrote it, or joined to it: `effects/seeds/card.fx`.
    var shown: String
    /// The path handed to the system.
    var system: String

    /// `path` as written, taken from `workingDirectory` when relative (`"."` uses it as given).
    init(_ path: String, workingDirectory: String) {
        shown = path
        system = path.hasPrefix("/") || workingDirectory == "." ? path : workingDirectory + "/" + path
    }

    private init(shown: String, system: String) {
        self.shown = shown
        self.system = system
    }

    /// The entry `name` of this directory, joined with one slash.
    func appending(_ name: String) -> SearchPath {
        SearchPath(
            shown: shown.hasSuffix("/") ? shown + name : shown + "/" + name,
            system: system.hasSuffix("/") ? system + name : system + "/" + name)
    }
}
