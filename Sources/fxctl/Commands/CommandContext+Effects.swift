import EffectDSL
import EffectsCore
import EffectsText

/// Finding the effect a command works on, and loading the others.
extension CommandContext {
    /// The name of the environment variable listing effect directories, separated by colons.
    static let pathVariable = "FXCTL_PATH"

    /// The effect directories in loading order: `./effects` when present, every `--effects`, then
    /// the existing directories of `FXCTL_PATH` (missing or empty entries are skipped, as in `PATH`).
    ///
    /// - Throws: `.input` for an `--effects` directory that does not exist.
    func effectDirectories() throws(CommandError) -> [String] {
        var directories: [String] = []
        if surroundings.fileSystem.kind(of: "effects") == .directory { directories.append("effects") }
        for directory in command.strings("effects") {
            guard surroundings.fileSystem.kind(of: directory) == .directory else {
                let reason =
                    surroundings.fileSystem.kind(of: directory).isMissing
                    ? "no such directory" : "not a directory"
                throw .input("cannot read the effects directory '\(directory)': \(reason)")
            }
            directories.append(directory)
        }
        let listed = surroundings.environment[Self.pathVariable] ?? ""
        for entry in listed.split(separator: ":")
        where surroundings.fileSystem.kind(of: String(entry)) == .directory {
            directories.append(String(entry))
        }
        return directories
    }

    /// Loads every effect, warning once on standard error about each file that failed to load.
    ///
    /// The `files` named on the command line load with the directories (so that effects deriving
    /// from theirs work), but a failure of theirs is not reported: the command reports it in full.
    ///
    /// Of the shipped catalogue, the effects `catalogue` selects load, and those the files derive from.
    /// A command that shows no warning passes `warnings: false`, which saves analysing every timeline.
    func loadLibrary(files: [String] = [], catalogue: CatalogueSelection = .bases, warnings: Bool = true)
        throws(CommandError) -> EffectLibrary
    {
        let library = try loadQuietly(files: files, catalogue: catalogue, warnings: warnings)
        warnAboutFailures(of: library, except: files)
        return library
    }

    /// Loads every effect as ``loadLibrary(files:catalogue:warnings:)`` does, warning about nothing.
    private func loadQuietly(files: [String], catalogue: CatalogueSelection, warnings: Bool = true)
        throws(CommandError) -> EffectLibrary
    {
        let directories = try effectDirectories()
        // Stylesheets load before the .fx files, so that an effect file can derive from an imported one.
        let stylesheets = try stylesheetProvider(directories: directories, files: files)
        return EffectLibrary.load(
            builtIns: surroundings.builtIns + [stylesheets], directories: directories,
            files: files.filter { !Self.isStylesheet($0) },
            catalogue: surroundings.shipsCatalogue ? catalogue : nil,
            fileSystem: surroundings.fileSystem, warnings: warnings)
    }

    /// Warns once on standard error about each file of `library` that failed to load, but those of
    /// `files`, which the command reports in full.
    private func warnAboutFailures(of library: EffectLibrary, except files: [String]) {
        for failure in library.failures where !files.contains(failure.source) {
            warn("skipped \(failure.source): \(failure.message)")
        }
    }

    /// The file of an effect directory that failed to load and defines the effect `name`.
    private func brokenFile(defining name: String, in library: EffectLibrary) -> String? {
        let failed = Set(library.files.result.failedFiles)
        return library.files.result.sources.first { source in
            failed.contains(source.name)
                && Parser.parse(source).0.effects.contains { $0.name.text == name }
        }?.name
    }

    /// The effect named by the command's `<effect>` argument, and the library it was found in.
    ///
    /// With `twin`, a built-in's DSL twin (`stack-fx` for `stack`) is loaded from the shipped
    /// catalogue too, for the `.fx` printer: shipped effects are otherwise compiled only when named.
    ///
    /// - Throws: `.usage` without the argument; `.input` for an unknown name, an unreadable file or a
    ///   file without the effect; `.reported` after printing the diagnostics of a broken file.
    func resolveEffect(twin: Bool = false) throws(CommandError) -> (
        effect: ResolvedEffect, library: EffectLibrary
    ) {
        guard let word = command.argument("effect") else {
            throw .usage(.missingArgument("<effect>", path: command.path))
        }
        let reference = EffectReference.parse(word, fileSystem: surroundings.fileSystem)
        var named: [String] = []
        // A stylesheet named is imported once, for the pick below; the library needs no copy of it.
        if case .file(let path, _) = reference, !Self.isStylesheet(path) { named.append(path) }
        var wanted: [String] = []
        if case .name(let name) = reference {
            wanted.append(name)
            if twin { wanted.append(DSLPrinter.twinName(of: name)) }
        }
        let library = try loadQuietly(files: named, catalogue: .named(wanted))
        switch reference {
        case .name(let name):
            // An effect whose file is broken is reported as that file, in full: not as unknown.
            let broken =
                library.registry.entry(named: name) == nil ? brokenFile(defining: name, in: library) : nil
            warnAboutFailures(of: library, except: named + (broken.map { [$0] } ?? []))
            if let broken {
                _ = try pick(name, from: ScriptCompilation(file: broken, of: library.files), named: broken)
            }
            // A directory named without its slash is read as one, as `somedir/` is.
            if library.registry.entry(named: name) == nil,
                surroundings.fileSystem.kind(of: name) == .directory
            {
                throw .input("cannot read '\(name)': is a directory")
            }
            return (try registered(name, in: library), library)
        case .file(let path, let name) where Self.isStylesheet(path):
            warnAboutFailures(of: library, except: named)
            return (try pick(name, from: try stylesheetCompilation(path), named: path), library)
        case .file(let path, let name):
            warnAboutFailures(of: library, except: named)
            if let problem = library.files.problems.first(where: { $0.path == path }) {
                throw .input(problem.description)
            }
            let compilation = ScriptCompilation(file: path, of: library.files)
            return (try pick(name, from: compilation, named: path), library)
        case .standardInput(let name):
            warnAboutFailures(of: library, except: named)
            let source = SourceFile(
                name: ScriptCompilation.standardInputName, bytes: try surroundings.standardInput.readAll())
            let load = DSLFileProvider(paths: []).report(into: library.registry, adding: [source])
            let compilation = ScriptCompilation(file: source.name, of: load)
            return (try pick(name, from: compilation, named: source.name), library)
        }
    }

    /// The registered effect `name`, or an error that suggests the closest names.
    private func registered(_ name: String, in library: EffectLibrary) throws(CommandError) -> ResolvedEffect
    {
        do {
            let effect = try library.registry.effect(named: name)
            let origin = library.registry.entry(named: name)?.origin ?? .builtIn
            return ResolvedEffect(effect: effect, origin: origin)
        } catch {
            // The suggestions come from every name, the shipped effects not loaded included.
            let names = library.registry.names + library.unloadedShipped.map(\.name)
            // The registry's own message cannot name the tool; this one says what to run.
            var message =
                "unknown effect '\(name)'"
                + Suggestions.didYouMean(name, in: Suggestions.closest(to: name, in: names, limit: 2))
                + "; run 'fxctl list' to see the available effects"
            if !library.failures.isEmpty {
                message += " (some effect files did not load; see the warnings above)"
            }
            throw .input(message)
        }
    }

    /// Picks the effect `name` of a file's compilation, or its only effect when `name` is `nil`.
    private func pick(_ name: String?, from compilation: ScriptCompilation, named file: String)
        throws(CommandError) -> ResolvedEffect
    {
        if compilation.hasErrors {
            try? surroundings.standardError.write(
                compilation.render(colorPolicy.allowsColor(on: surroundings.standardError)))
            throw .reported
        }
        let names = compilation.effects.map(\.name)
        if let name {
            guard let entry = compilation.effects.first(where: { $0.name == name }) else {
                let listed =
                    names.isEmpty ? "it defines no effect" : "it defines " + names.joined(separator: ", ")
                throw .input(
                    "no effect '\(name)' in '\(file)'\(Suggestions.didYouMean(name, in: names)); \(listed)")
            }
            return ResolvedEffect(effect: entry.effect, origin: entry.origin)
        }
        guard let only = compilation.effects.first else {
            throw .input(ScriptCompilation.noEffectMessage(file))
        }
        guard compilation.effects.count == 1 else {
            let spelled = file == ScriptCompilation.standardInputName ? "-" : file
            throw .input(
                "'\(file)' defines \(names.count) effects (\(names.joined(separator: ", "))); "
                    + "name one as \(spelled):NAME")
        }
        return ResolvedEffect(effect: only.effect, origin: only.origin)
    }
}
