import EffectsRegistry
import EffectsText

/// Checking files and effects: parse, check and lint `.fx` files and imported ones, or the
/// timelines of registered effects (built-ins included), and report every problem.
extension EffectLoader {
    /// Checks every path, in the order given: a file (`-` for standard input), or a word that is
    /// no file but a registered or shipped effect's name, whose timeline is then checked.
    ///
    /// The checked files are left out of the library (they load and are reported here), and the
    /// other files' failures are not reported: a check reports on what it is given. A word that is
    /// neither a file nor an effect, and does not read as a path, is an error that suggests the
    /// closest names; `listingCommand` names what lists them (`fxctl list`), if anything does.
    public func check(_ paths: [String], standardInput: any InputSource, listingCommand: String? = nil)
        -> EffectCheckReport
    {
        let library = EffectLibrary.load(
            builtIns: builtIns + importProviders(excluding: paths), directories: directories,
            excluding: paths.filter { $0 != "-" },
            catalogue: shipsCatalogue ? .named(paths.filter { fileSystem.kind(of: $0).isMissing }) : nil,
            fileSystem: fileSystem)
        var check = EffectCheck(loader: self, registry: library.registry, knownNames: library.knownNames)
        let results = check.run(paths, standardInput: standardInput, listingCommand: listingCommand)
        let effects = paths.count { check.effectNames.contains($0) }
        return EffectCheckReport(results: results, files: paths.count - effects, effects: effects)
    }
}

/// One check of files and effects together, registering each clean file's effects in turn so
/// that a later file may derive from them.
struct EffectCheck {
    /// The loader whose directories and formats the check uses.
    let loader: EffectLoader
    /// Every effect loaded so far.
    var registry: EffectRegistry
    /// The names suggested for a word that names nothing.
    let knownNames: [String]
    /// The paths that name a registered effect rather than a file.
    var effectNames: Set<String> = []

    /// Checks the files together and the effects named, in the order given.
    ///
    /// The files load together, with standard input for `-`, so that a file may derive from an
    /// effect of another file being checked; then each clean file's effects are registered in turn.
    mutating func run(_ paths: [String], standardInput: any InputSource, listingCommand: String?)
        -> [ScriptCompilation]
    {
        let fileSystem = loader.fileSystem
        let registry = registry
        effectNames = Set(
            paths.filter { path in
                path != "-" && fileSystem.kind(of: path).isMissing && registry.entry(named: path) != nil
            })
        var input: [SourceFile] = []
        var unreadableInput: String?
        if paths.contains("-") {
            do {
                input.append(
                    SourceFile(name: ScriptCompilation.standardInputName, bytes: try standardInput.readAll()))
            } catch {
                unreadableInput = error.message
            }
        }
        let provider = DSLFileProvider(
            paths: paths.filter { $0 != "-" && !effectNames.contains($0) && !loader.isImported($0) },
            workingDirectory: fileSystem.workingDirectory, catalogue: loader.shipsCatalogue ? .bases : nil)
        let load = provider.report(into: registry, adding: input)
        return paths.map { path in
            if path == "-", let message = unreadableInput { return .failure(message, file: path) }
            return result(of: path, in: load, listingCommand: listingCommand)
        }
    }

    /// The result of one path: a named effect's findings, a word naming nothing, or a file's.
    private mutating func result(of path: String, in load: DSLFileLoad, listingCommand: String?)
        -> ScriptCompilation
    {
        if effectNames.contains(path), let entry = registry.entry(named: path) {
            return Self.findings(of: entry.effect, named: path)
        }
        let fileSystem = loader.fileSystem
        if path != "-", !EffectReference.looksLikePath(path, fileExtensions: loader.fileExtensions),
            fileSystem.kind(of: path).isMissing
        {
            let message =
                "no file or effect '\(path)'" + Suggestions.didYouMean(path, in: knownNames)
                + (listingCommand.map { "; '\($0)' shows the effects" } ?? "")
            return .failure(message, file: path)
        }
        if let format = loader.format(of: path) {
            let compilation = format.compilation(of: path, workingDirectory: fileSystem.workingDirectory)
            return registeringClean(
                compilation.requiringAnEffect(file: path, contents: format.effectFileContents))
        }
        let name = path == "-" ? ScriptCompilation.standardInputName : path
        return registeringClean(
            ScriptCompilation(file: name, of: load, hints: loader.hints).requiringAnEffect(file: name))
    }
}
