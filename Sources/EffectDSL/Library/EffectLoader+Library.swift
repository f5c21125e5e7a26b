import EffectsRegistry

/// Loading every effect of a run.
extension EffectLoader {
    /// Loads every effect: the built-ins, the imported files, then the `.fx` files of the
    /// directories and the `files` named (so that effects deriving from theirs work), in one pass.
    ///
    /// Of the shipped catalogue, the effects `catalogue` selects load, and those the files derive
    /// from. A caller that shows no warning passes `warnings: false`, which saves analysing every
    /// timeline. Nothing is printed: ``EffectLibrary/failures`` lists what did not load, those of
    /// `files` included (whoever named them reports them in full, see ``failuresToReport(of:except:)``).
    public func library(files: [String] = [], catalogue: CatalogueSelection = .bases, warnings: Bool = true)
        -> EffectLibrary
    {
        EffectLibrary.load(
            builtIns: builtIns + importProviders(files: files), directories: directories,
            files: files.filter { !isImported($0) }, catalogue: shipsCatalogue ? catalogue : nil,
            fileSystem: fileSystem, warnings: warnings)
    }

    /// The failures of `library` to tell the user about, in loading order: all but those of `files`,
    /// which are reported in full where they are used.
    public func failuresToReport(of library: EffectLibrary, except files: [String]) -> [EffectLoadFailure] {
        library.failures.filter { !files.contains($0.source) }
    }
}
