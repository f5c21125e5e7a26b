import EffectsRegistry
import Platform

/// The effects of one run, with what failed to load set aside.
///
/// The built-ins, then the imported and `.fx` files of every effect directory and of any file
/// named, then the shipped catalogue's effects that the run needs. An ``EffectLoader`` loads one.
public struct EffectLibrary: Sendable {
    /// Every effect that loaded.
    public var registry: EffectRegistry
    /// The files (or effects) that did not load, one short entry each, in loading order.
    public var failures: [EffectLoadFailure]
    /// The load of the `.fx` files, with every diagnostic of every file.
    public var files: DSLFileLoad
    /// Whether the shipped catalogue was there to load from.
    public var shipsCatalogue: Bool

    /// Loads the built-ins, then the `.fx` files of `directories` and the `files` named, all through one ``DSLDirectoryProvider`` (so effects derive across files in
    /// any order), leaving out `excluding` (files a check loads itself, to report them in full).
    ///
    /// The shipped effects `catalogue` selects, and those the files derive from, load in the same
    /// pass (none when `catalogue` is `nil`); a file's effect replaces a shipped one of the same name.
    /// Without `warnings`, the files' warnings are not looked for (by a caller that shows none).
    package static func load(
        builtIns: [any EffectProvider], directories: [String], files: [String] = [],
        excluding: [String] = [], catalogue: CatalogueSelection?, fileSystem: FileSystem,
        warnings: Bool = true
    ) -> EffectLibrary {
        let provider = self.provider(
            directories: directories, files: files, excluding: excluding, catalogue: catalogue,
            fileSystem: fileSystem, warnings: warnings)
        return load(builtIns: builtIns, provider: provider, sources: provider.sources())
    }

    /// The provider of the `.fx` files that ``load(builtIns:directories:files:excluding:catalogue:fileSystem:warnings:)`` loads.
    package static func provider(
        directories: [String], files: [String] = [], excluding: [String] = [],
        catalogue: CatalogueSelection?, fileSystem: FileSystem, warnings: Bool = true
    ) -> DSLDirectoryProvider {
        DSLDirectoryProvider(
            paths: directories, files: files, excluding: excluding,
            workingDirectory: fileSystem.workingDirectory, catalogue: catalogue, collectsWarnings: warnings)
    }

    /// Loads the built-ins, then `sources`, the files `provider` found and read.
    package static func load(
        builtIns: [any EffectProvider], provider: DSLDirectoryProvider, sources: DSLSourceSet
    ) -> EffectLibrary {
        var registry = EffectRegistry()
        var failures: [EffectLoadFailure] = []
        for provider in builtIns {
            failures += registry.load(from: provider)
        }
        let load = provider.report(into: registry, from: sources)
        failures += load.failures
        // The report registered every effect it accepts in a copy of this registry: that copy is the
        // library's, so no descriptor is validated twice.
        return EffectLibrary(
            registry: load.registry, failures: failures, files: load,
            shipsCatalogue: provider.catalogue != nil)
    }

    /// Every name the library knows: the registered effects', then the shipped effects' not loaded.
    public var knownNames: [String] {
        registry.names + unloadedShipped.map(\.name)
    }

    /// The shipped effects that did not load in this run but would if named.
    ///
    /// Those replaced by a file's effect of the same name, or shadowed by a registered one, are left
    /// out. A listing shows them from the catalogue's listing, without compiling them.
    public var unloadedShipped: [ShippedCatalogue.Entry] {
        guard shipsCatalogue else { return [] }
        let replaced = Set(files.result.replacedShipped)
        return ShippedCatalogue.entries.filter {
            !replaced.contains($0.name) && registry.entry(named: $0.name) == nil
        }
    }

    /// What a listing shows of the library: every effect, the shipped ones not loaded included, and
    /// every failure.
    public var listing: EffectListing {
        var rows = registry.entries.map { entry in
            EffectListing.Row(
                name: entry.name, origin: entry.origin.description,
                duration: entry.effect.descriptor.duration,
                summary: entry.effect.descriptor.summary)
        }
        rows += unloadedShipped.map { entry in
            EffectListing.Row(
                name: entry.name, origin: entry.origin, duration: entry.duration, summary: entry.summary)
        }
        return EffectListing(rows: rows, failures: failures)
    }
}
