import EffectsRegistry
import Platform

/// The listing of every effect, through the load cache: what a listing needs from a load of the
/// effect directories, kept between runs and reused while nothing the load depends on has changed
/// (see ``LoadCacheKey``).
extension EffectLoader {
    /// Where a listing is cached and what tells one program's entries from another's.
    public struct ListingCache: Sendable {
        /// What tells this build of the program from another (for fxctl, ``ExecutableIdentity``).
        public var program: String
        /// The directory the entries are kept in (see ``LoadCacheLocation/directory(chosen:environment:)``).
        public var directory: String
        /// The program's name and version as part of the key: `fxctl 0.1.0`.
        public var version: String

        /// A cache in `directory` for `program`, at `version`.
        public init(program: String, directory: String, version: String) {
            self.program = program
            self.directory = directory
            self.version = version
        }
    }

    /// The most a cache entry may hold; a larger file is not one of ours.
    public static let cacheEntryLimit = 16 << 20

    /// The listing of every effect: the registered ones and the shipped ones no file needed (from
    /// the catalogue's listing, without compiling them), with every failure.
    ///
    /// The files are found and read on every call (their bytes are the key); only when `cache`
    /// holds no entry for exactly them are they loaded, and the entry then replaced. A cache that
    /// cannot be read or written is as if there were none; without `cache`, or with imported files
    /// in the directories (which are not cached), the files load every time.
    public func listing(cache: ListingCache? = nil) -> EffectListing {
        let catalogue: CatalogueSelection? = shipsCatalogue ? .bases : nil
        let provider = EffectLibrary.provider(
            directories: directories, catalogue: catalogue, fileSystem: fileSystem, warnings: false)
        let sources = provider.sources()
        let hasImports = directoriesHoldImports()
        let entry = hasImports ? nil : cache.flatMap { listingEntry(in: $0, sources: sources) }
        if let entry, let bytes = fileSystem.readSmallFile(entry.path, limit: Self.cacheEntryLimit),
            let stored = LoadCacheEntry.listing(in: bytes, for: entry.key)
        {
            return stored
        }
        let listing = EffectLibrary.load(
            builtIns: builtIns + (hasImports ? importProviders() : []), provider: provider, sources: sources
        ).listing
        if let entry {
            _ = fileSystem.replaceFile(
                entry.path, with: LoadCacheEntry(key: entry.key, listing: listing).encoded)
        }
        return listing
    }

    /// Whether the directories hold any file of an imported format.
    private func directoriesHoldImports() -> Bool {
        formats.flatMap(\.fileExtensions).contains { fileExtension in
            !EffectFiles.search(
                directories: directories, files: [], workingDirectory: fileSystem.workingDirectory,
                fileExtension: fileExtension
            ).files.isEmpty
        }
    }

    /// Where the listing of a load of `sources` is kept in `cache` and under what key, or `nil`
    /// when the working directory cannot be found.
    private func listingEntry(in cache: ListingCache, sources: DSLSourceSet) -> (
        path: String, key: LoadCacheKey
    )? {
        guard let workingDirectory = fileSystem.absoluteWorkingDirectory else { return nil }
        let settings = [
            "\(cache.version) list",
            shipsCatalogue ? "catalogue: shipped, bases" : "catalogue: none",
            "built-ins: " + builtIns.map(\.name).joined(separator: ", "),
        ]
        let key = LoadCacheKey(
            program: cache.program, workingDirectory: workingDirectory, directories: directories,
            settings: settings, sources: sources)
        return (LoadCacheLocation.entryPath(in: cache.directory, purpose: "list", key: key), key)
    }
}
