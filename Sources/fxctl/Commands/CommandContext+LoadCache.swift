import EffectDSL
import EffectsCore
import Platform

/// The load cache: what `list` needs from a load of the effect directories, kept between runs and
/// reused while nothing the load depends on has changed (see ``LoadCacheKey``).
extension CommandContext {
    /// The most a cache entry may hold; a larger file is not one of ours.
    static let cacheEntryLimit = 16 << 20

    /// The listing of every effect, as `list` shows it, warning once on standard error about each
    /// file that failed to load, in the order an uncached load warns.
    ///
    /// The files are found and read on every run (their bytes are the key); only when the cache
    /// holds no entry for exactly them are they loaded, and the entry then replaced. A cache that
    /// cannot be read or written is as if there were none.
    func loadListing() throws(CommandError) -> EffectListing {
        let directories = try effectDirectories()
        let catalogue: CatalogueSelection? = surroundings.shipsCatalogue ? .bases : nil
        let provider = EffectLibrary.provider(
            directories: directories, catalogue: catalogue, fileSystem: surroundings.fileSystem,
            warnings: false)
        let sources = provider.sources()
        // Imported stylesheets are not cached: the listing then loads them on every run.
        let stylesheets = try stylesheetProvider(directories: directories)
        let hasStylesheets =
            !EffectFiles.search(
                directories: directories, files: [],
                workingDirectory: surroundings.fileSystem.workingDirectory,
                fileExtension: ".css"
            ).files.isEmpty
        let cache = hasStylesheets ? nil : listingCache(directories: directories, sources: sources)
        let listing: EffectListing
        if let cache,
            let bytes = surroundings.fileSystem.readSmallFile(cache.path, limit: Self.cacheEntryLimit),
            let stored = LoadCacheEntry.listing(in: bytes, for: cache.key)
        {
            listing = stored
        } else {
            listing =
                EffectLibrary.load(
                    builtIns: surroundings.builtIns + (hasStylesheets ? [stylesheets] : []),
                    provider: provider,
                    sources: sources
                ).listing
            if let cache {
                _ = surroundings.fileSystem.replaceFile(
                    cache.path, with: LoadCacheEntry(key: cache.key, listing: listing).encoded)
            }
        }
        for failure in listing.failures {
            warn("skipped \(failure.source): \(failure.message)")
        }
        return listing
    }

    /// The variable naming the cache directory outright (empty turns the cache off).
    static let cacheVariable = "FXCTL_CACHE_DIR"

    /// Where the listing of a load of `sources` from `directories` is kept and under what key, or
    /// `nil` when the cache is off (no place for it, no identity of the program, no working directory).
    private func listingCache(directories: [String], sources: DSLSourceSet) -> (
        path: String, key: LoadCacheKey
    )? {
        guard let program = surroundings.executableIdentity,
            let directory = LoadCacheLocation.directory(
                chosen: surroundings.environment[Self.cacheVariable], environment: surroundings.environment),
            let workingDirectory = surroundings.fileSystem.absoluteWorkingDirectory
        else { return nil }
        let settings = [
            "fxctl \(FxctlCommands.version) list",
            surroundings.shipsCatalogue ? "catalogue: shipped, bases" : "catalogue: none",
            "built-ins: " + surroundings.builtIns.map(\.name).joined(separator: ", "),
        ]
        let key = LoadCacheKey(
            program: program, workingDirectory: workingDirectory, directories: directories,
            settings: settings, sources: sources)
        return (LoadCacheLocation.entryPath(in: directory, purpose: "list", key: key), key)
    }
}
