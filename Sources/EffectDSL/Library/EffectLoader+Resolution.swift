import EffectsRegistry
import EffectsText

/// Finding the one effect a reference names, and loading the others beside it.
///
/// Three steps, so that a tool can tell about the files that did not load before it reports the
/// effect or the error: ``library(resolving:twin:)``, ``failuresToReport(of:resolving:)``, then
/// ``resolve(_:in:standardInput:)``.
extension EffectLoader {
    /// Reads `word` as an effect reference, with this loader's formats and working directory.
    public func reference(_ word: String) -> EffectReference {
        EffectReference.parse(word, fileExtensions: fileExtensions, fileSystem: fileSystem)
    }

    /// The library to resolve `reference` in: every effect, with the `.fx` file it names and the
    /// shipped effect it names.
    ///
    /// With `twin`, a built-in's DSL twin (`stack-fx` for `stack`) is loaded from the shipped
    /// catalogue too, for the `.fx` printer: shipped effects are otherwise compiled only when named.
    public func library(resolving reference: EffectReference, twin: Bool = false) -> EffectLibrary {
        var wanted: [String] = []
        if case .name(let name) = reference {
            wanted.append(name)
            if twin { wanted.append(DSLPrinter.twinName(of: name)) }
        }
        return library(files: namedFiles(reference), catalogue: .named(wanted))
    }

    /// The failures of `library` to tell about before resolving `reference`: all but those of the
    /// file it names, or of the broken file that defines the effect it names, which
    /// ``resolve(_:in:standardInput:)`` reports in full.
    public func failuresToReport(of library: EffectLibrary, resolving reference: EffectReference)
        -> [EffectLoadFailure]
    {
        var files = namedFiles(reference)
        if case .name(let name) = reference, let broken = brokenFile(defining: name, in: library) {
            files.append(broken)
        }
        return failuresToReport(of: library, except: files)
    }

    /// The effect `reference` names in `library`, reading `standardInput` for `-`.
    ///
    /// - Throws: ``EffectLookupError``: an unknown name, a directory's name, a broken, unreadable or
    ///   empty file, a file without the effect named or with several and none named.
    public func resolve(
        _ reference: EffectReference, in library: EffectLibrary, standardInput: any InputSource
    )
        throws(EffectLookupError) -> RegisteredEffect
    {
        switch reference {
        case .name(let name):
            // An effect whose file is broken is reported as that file, in full: not as unknown.
            if let broken = brokenFile(defining: name, in: library) {
                _ = try pick(
                    name, from: ScriptCompilation(file: broken, of: library.files, hints: hints),
                    named: broken)
            }
            // A directory named without its slash is read as one, as `somedir/` is.
            if library.registry.entry(named: name) == nil, fileSystem.kind(of: name) == .directory {
                throw .directory(name)
            }
            return try registered(name, in: library)
        case .file(let path, let name):
            if let format = format(of: path) {
                let compilation = format.compilation(of: path, workingDirectory: fileSystem.workingDirectory)
                return try pick(name, from: compilation, named: path)
            }
            if let problem = library.files.problems.first(where: { $0.path == path }) {
                throw .unreadable(problem.description)
            }
            return try pick(
                name, from: ScriptCompilation(file: path, of: library.files, hints: hints), named: path)
        case .standardInput(let name):
            let bytes: [UInt8]
            do {
                bytes = try standardInput.readAll()
            } catch {
                throw .unreadable(error.message)
            }
            let source = SourceFile(name: ScriptCompilation.standardInputName, bytes: bytes)
            let load = DSLFileProvider(paths: []).report(into: library.registry, adding: [source])
            let compilation = ScriptCompilation(file: source.name, of: load, hints: hints)
            return try pick(name, from: compilation, named: source.name)
        }
    }

    /// The `.fx` file `reference` names, to load with the directories; none for an imported file,
    /// which is imported once, by ``resolve(_:in:standardInput:)``.
    private func namedFiles(_ reference: EffectReference) -> [String] {
        guard case .file(let path, _) = reference, !isImported(path) else { return [] }
        return [path]
    }

    /// The file of an effect directory that failed to load and defines the effect `name`, when no
    /// effect of that name loaded.
    private func brokenFile(defining name: String, in library: EffectLibrary) -> String? {
        guard library.registry.entry(named: name) == nil else { return nil }
        let failed = Set(library.files.result.failedFiles)
        return library.files.result.sources.first { source in
            failed.contains(source.name) && Parser.parse(source).0.effects.contains { $0.name.text == name }
        }?.name
    }

    /// The registered effect `name`, or an error with the closest names, the shipped effects not
    /// loaded included.
    private func registered(_ name: String, in library: EffectLibrary) throws(EffectLookupError)
        -> RegisteredEffect
    {
        guard let entry = library.registry.entry(named: name) else {
            throw .unknownEffect(
                name: name, suggestions: Suggestions.closest(to: name, in: library.knownNames, limit: 2),
                someFilesFailed: !library.failures.isEmpty)
        }
        return RegisteredEffect(effect: entry.effect, origin: entry.origin)
    }

    /// Picks the effect `name` of a file's compilation, or its only effect when `name` is `nil`.
    ///
    /// A named effect that loaded is picked even when the file has errors: a stylesheet's
    /// `@keyframes` that cannot be imported fails alone, and `check` shows its errors.
    private func pick(_ name: String?, from compilation: ScriptCompilation, named file: String)
        throws(EffectLookupError) -> RegisteredEffect
    {
        if let name, let entry = compilation.effects.first(where: { $0.name == name }) {
            return RegisteredEffect(effect: entry.effect, origin: entry.origin)
        }
        if compilation.hasErrors { throw .diagnostics(compilation) }
        let names = compilation.effects.map(\.name)
        if let name {
            guard let entry = compilation.effects.first(where: { $0.name == name }) else {
                throw .noSuchEffect(name: name, file: file, defined: names)
            }
            return RegisteredEffect(effect: entry.effect, origin: entry.origin)
        }
        guard let only = compilation.effects.first else {
            throw .noEffect(ScriptCompilation.noEffectMessage(file, contents: effectFileContents(of: file)))
        }
        guard compilation.effects.count == 1 else {
            let spelled = file == ScriptCompilation.standardInputName ? "-" : file
            throw .severalEffects(file: file, spelled: spelled, defined: names)
        }
        return RegisteredEffect(effect: only.effect, origin: only.origin)
    }
}
