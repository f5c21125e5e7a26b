import EffectsRegistry

extension FileSearch {
    /// Finds the files and reads them, each unreadable one a problem after the search's own.
    func gather() -> DSLSourceSet {
        let found = run()
        var problems = found.problems
        var sources: [SourceFile] = []
        for path in found.paths {
            do {
                sources.append(
                    SourceFile(name: path.shown, bytes: try FileReader.read(path, limit: limits.fileBytes)))
            } catch {
                problems.append(error)
            }
        }
        return DSLSourceSet(files: found.paths.map(\.shown), sources: sources, problems: problems)
    }

    /// Finds the files, reads them and loads them together into effects that may derive from one
    /// another in any order (the loader orders bases first), then from what `registry` holds.
    ///
    /// `extra` sources (standard input) load after the files, in the same pass, and so do the
    /// shipped effects `catalogue` selects. An effect whose name `registry` already holds is refused
    /// on its own; the rest of its file loads. Without `collectsWarnings`, no warning is looked for.
    func load(
        into registry: EffectRegistry, adding extra: [SourceFile], catalogue: CatalogueSelection? = nil,
        collectsWarnings: Bool = true
    ) -> DSLFileLoad {
        FileSearch.load(
            gather(), into: registry, adding: extra, catalogue: catalogue, limits: limits,
            collectsWarnings: collectsWarnings)
    }

    /// Loads files already found and read (see ``gather()``), as ``load(into:adding:catalogue:collectsWarnings:)`` does.
    static func load(
        _ gathered: DSLSourceSet, into registry: EffectRegistry, adding extra: [SourceFile],
        catalogue: CatalogueSelection?, limits: DSLLimits, collectsWarnings: Bool
    ) -> DSLFileLoad {
        let result = DSLLoader.load(
            gathered.sources + extra, catalogue: catalogue, registry: registry, limits: limits,
            collectsWarnings: collectsWarnings)
        var accepting = registry
        var effects: [RegisteredEffect] = []
        var refused: [EffectLoadFailure] = []
        for effect in result.effects {
            let origin = EffectOrigin.file(path: effect.location.file, line: effect.location.line)
            do {
                try accepting.register(effect, origin: origin)
                effects.append(RegisteredEffect(effect: effect, origin: origin))
            } catch {
                refused.append(EffectLoadFailure(source: effect.location.file, message: error.description))
            }
        }
        return DSLFileLoad(
            files: gathered.files, problems: gathered.problems, result: result, effects: effects,
            refused: refused, registry: accepting)
    }
}
