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
        /// The program's name and version as part of the key: `fxctl 0.2.0`.
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
    /// The files are found and read on every call (their bytes are the key), the imported formats'
    /// too (each format's ``EffectSourceFormat/cacheKey(directories:workingDirectory:)``); only
    /// when `cache` holds no entry for exactly them are they loaded, and the entry then replaced.
    /// A cache that cannot be read or written is as if there were none; without `cache`, or with
    /// files of a format that gives no key, the files load every time.
    public func listing(cache: ListingCache? = nil) -> EffectListing {
        let catalogue: CatalogueSelection? = shipsCatalogue ? .bases : nil
        let provider = EffectLibrary.provider(
            directories: directories, catalogue: catalogue, fileSystem: fileSystem, warnings: false)
        let sources = provider.sources()
        let imports = importedFiles()
        let entry =
            imports.cacheable
            ? cache.flatMap { listingEntry(in: $0, sources: sources, imports: imports) } : nil
        if let entry, let bytes = fileSystem.readSmallFile(entry.path, limit: Self.cacheEntryLimit),
            let stored = LoadCacheEntry.listing(in: bytes, for: entry.key)
        {
            return stored
        }
        let listing = EffectLibrary.load(
            builtIns: builtIns + (imports.present ? importProviders() : []), provider: provider,
            sources: sources
        ).listing
        if let entry {
            _ = fileSystem.replaceFile(
                entry.path, with: LoadCacheEntry(key: entry.key, listing: listing).encoded)
        }
        return listing
    }

    /// The imported formats' files in the directories, as the load cache keys them.
    private struct ImportedSources {
        /// Each format's settings line.
        var settings: [String] = []
        /// The files the formats read, in loading order.
        var files = DSLSourceSet.empty
        /// Whether the directories hold any file of an imported format.
        var present = false
        /// Whether every format with files there gave a key.
        var cacheable = true
    }

    /// The files of the imported formats in the directories, with each format's settings.
    private func importedFiles() -> ImportedSources {
        var imports = ImportedSources()
        for format in formats {
            if let key = format.cacheKey(
                directories: directories, workingDirectory: fileSystem.workingDirectory)
            {
                imports.settings.append(key.settings)
                imports.files.append(key.files)
                imports.present = imports.present || !key.files.files.isEmpty
            } else if holdsFiles(of: format) {
                imports.present = true
                imports.cacheable = false
            }
        }
        return imports
    }

    /// Whether the directories hold any file of `format`.
    private func holdsFiles(of format: any EffectSourceFormat) -> Bool {
        format.fileExtensions.contains { fileExtension in
            !EffectFiles.search(
                directories: directories, files: [], workingDirectory: fileSystem.workingDirectory,
                fileExtension: fileExtension
            ).files.isEmpty
        }
    }

    /// Where the listing of a load of `sources` and the `imports` is kept in `cache` and under
    /// what key, or `nil` when the working directory cannot be found.
    private func listingEntry(in cache: ListingCache, sources: DSLSourceSet, imports: ImportedSources) -> (
        path: String, key: LoadCacheKey
    )? {
        guard let workingDirectory = fileSystem.absoluteWorkingDirectory else { return nil }
        let settings =
            [
                "\(cache.version) list",
                shipsCatalogue ? "catalogue: shipped, bases" : "catalogue: none",
                "built-ins: " + builtIns.map(\.name).joined(separator: ", "),
            ] + imports.settings
        var files = sources
        files.append(imports.files)
        let key = LoadCacheKey(
            program: cache.program, workingDirectory: workingDirectory, directories: directories,
            settings: settings, sources: files)
        return (LoadCacheLocation.entryPath(in: cache.directory, purpose: "list", key: key), key)
    }
}
