/// The `.fx` files fxkit ships in `effects/`, compiled into the library, so that every program
/// using fxkit (and `fxctl` in any directory) has them.
///
/// The files' text and the listing of their effects are generated from `effects/` into
/// `ShippedCatalogue+Files.swift` by `FXCTL_WRITE_CATALOGUE=1 swift test --filter ShippedCatalogueTests`;
/// that test fails while the two differ by one byte. An effect of the catalogue loads only when it
/// is needed (see ``CatalogueSelection``): the listing says what `fxctl list` shows without
/// compiling any of them.
public enum ShippedCatalogue {
    /// The prefix of a catalogue file's name in diagnostics and origins: `fxkit:effects/fade.fx`.
    public static let namePrefix = "fxkit:"

    /// One shipped file.
    public struct File: Hashable, Sendable {
        /// The path in the repository, such as `effects/fade.fx`.
        public let path: String
        /// The file's text, byte for byte.
        public let text: String

        /// The name diagnostics and origins give the file: `fxkit:effects/fade.fx`.
        public var name: String { ShippedCatalogue.namePrefix + path }

        /// The file as a source to load.
        public var source: SourceFile { SourceFile(name: name, text: text) }
    }

    /// What a listing shows of one shipped effect, taken when the catalogue was generated.
    public struct Entry: Hashable, Sendable {
        /// The effect's name.
        public let name: String
        /// The path of its file in the repository.
        public let path: String
        /// The line where its definition starts.
        public let line: Int
        /// The name of the effect it derives from, if any.
        public let base: String?
        /// Its duration in seconds at its default parameters.
        public let duration: Double
        /// Its one-line summary.
        public let summary: String

        /// Where it comes from, as `fxctl list` shows it: `fxkit:effects/fade.fx:5`.
        public var origin: String { "\(ShippedCatalogue.namePrefix)\(path):\(line)" }
    }

    /// The shipped files whose effects `selection` needs, given the effects `declared` by the files
    /// loaded with them (which replace a shipped effect of the same name) and the bases those
    /// derive from.
    ///
    /// A wanted effect brings its base, and so on down the line, unless a declared effect takes the
    /// base's name. The files come in the catalogue's order.
    static func needed(
        for selection: CatalogueSelection, declared: Set<String>, bases: [String]
    ) -> [File] {
        var wanted = selection.everything ? entries.map(\.name) : selection.names.sorted()
        wanted += bases
        var byName: [String: Entry] = [:]
        for entry in entries { byName[entry.name] = entry }
        var paths = Set<String>()
        var seen = Set<String>()
        while let name = wanted.popLast() {
            guard !declared.contains(name), seen.insert(name).inserted, let entry = byName[name] else {
                continue
            }
            paths.insert(entry.path)
            if let base = entry.base { wanted.append(base) }
        }
        return files.filter { paths.contains($0.path) }
    }
}
