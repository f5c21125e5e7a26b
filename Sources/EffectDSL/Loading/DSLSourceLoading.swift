import EffectsRegistry

/// What the two providers share: read, load together, and turn the result into registry terms.
enum DSLSourceLoading {
    static func load(paths: [String], registry: EffectRegistry, limits: DSLLimits) -> EffectProviderResult {
        var sources: [SourceFile] = []
        var failures: [EffectLoadFailure] = []
        for path in paths {
            do {
                sources.append(
                    SourceFile(name: path, bytes: try FileReader.read(path, limit: limits.fileBytes)))
            } catch {
                failures.append(EffectLoadFailure(source: path, message: error.description))
            }
        }
        let result = DSLLoader.load(sources, registry: registry, limits: limits)
        let renderer = DiagnosticRenderer(sources: result.sources)
        for file in result.failedFiles {
            var message = renderer.render(result.diagnostics(inFile: file))
            if message.hasSuffix("\n") { message.removeLast() }
            failures.append(EffectLoadFailure(source: file, message: message))
        }
        let effects = result.effects.map { effect in
            RegisteredEffect(
                effect: effect, origin: .file(path: effect.location.file, line: effect.location.line))
        }
        return EffectProviderResult(effects: effects, failures: failures)
    }
}
