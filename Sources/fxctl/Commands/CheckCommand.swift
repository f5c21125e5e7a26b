import EffectDSL
import EffectsCore
import EffectsText

/// `fxctl check FILE|EFFECT...`: parse, check and lint `.fx` files, or the timelines of registered
/// effects (built-ins included), and report every problem.
struct CheckCommand {
    /// What the command works with.
    var context: CommandContext

    /// A check command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Checks every file; prints the problems as compilers do on standard error (or as JSON on
    /// standard output with `--format json`) and fails when any file has an error.
    func run() throws(CommandError) {
        let paths = context.command.arguments("file")
        // The checked files are left out of the library (check loads and reports them itself),
        // and so are the warnings about the others: check reports on the files it is given.
        // A path that is no file may name a shipped effect, whose timeline is then checked.
        let directories = try context.effectDirectories()
        let stylesheets = try context.stylesheetProvider(directories: directories, excluding: paths)
        let library = EffectLibrary.load(
            builtIns: context.builtIns + [stylesheets], directories: directories,
            excluding: paths.filter { $0 != "-" },
            catalogue: context.shipsCatalogue
                ? .named(paths.filter { context.fileSystem.kind(of: $0).isMissing }) : nil,
            fileSystem: context.fileSystem)
        let names = library.registry.names + library.unloadedShipped.map(\.name)
        let (results, effects) = check(paths, registry: library.registry, knownNames: names)
        let diagnostics = results.flatMap(\.diagnostics)
        if context.command.string("format") == "json" {
            try context.emit(CheckCommand.json(diagnostics).text())
        } else {
            let colors = context.colorPolicy.allowsColor(on: context.standardError)
            for result in results { try? context.standardError.write(result.render(colors)) }
            if let summary = CheckCommand.summary(diagnostics, files: paths.count - effects, effects: effects)
            {
                try? context.standardError.write(summary + "\n")
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw .reported }
    }

    /// Checks the files together and the effects named, in the order given; how many of `paths`
    /// named a registered effect rather than a file.
    ///
    /// The files load together, with standard input for `-`, so that a file may derive from an
    /// effect of another file being checked; then each clean file's effects are registered in turn.
    /// A name that is no file but a registered effect's is checked as that effect's timeline; a word
    /// that is neither, and does not read as a path, is an error that suggests close `knownNames`.
    private func check(_ paths: [String], registry: EffectRegistry, knownNames: [String])
        -> (results: [ScriptCompilation], effects: Int)
    {
        var registry = registry
        let effectNames = Set(
            paths.filter { path in
                path != "-" && context.fileSystem.kind(of: path).isMissing
                    && registry.entry(named: path) != nil
            })
        var input: [SourceFile] = []
        var unreadableInput: String?
        if paths.contains("-") {
            do {
                input.append(
                    SourceFile(
                        name: ScriptCompilation.standardInputName, bytes: try context.standardInput.readAll())
                )
            } catch {
                unreadableInput = error.message
            }
        }
        let provider = DSLFileProvider(
            paths: paths.filter {
                $0 != "-" && !effectNames.contains($0) && !CommandContext.isStylesheet($0)
            },
            workingDirectory: context.fileSystem.workingDirectory,
            catalogue: context.shipsCatalogue ? .bases : nil)
        let load = provider.report(into: registry, adding: input)
        let results = paths.map { path in
            if effectNames.contains(path), let entry = registry.entry(named: path) {
                return CheckCommand.findings(of: entry.effect, named: path)
            }
            if path == "-", let message = unreadableInput {
                let diagnostic = ScriptDiagnostic(
                    file: path, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .error,
                    message: message, hints: [])
                return ScriptCompilation(effects: [], diagnostics: [diagnostic]) { _ in "Error: \(message)\n"
                }
            }
            if path != "-", !EffectReference.looksLikePath(path),
                context.fileSystem.kind(of: path).isMissing
            {
                return CheckCommand.unknown(path, knownNames: knownNames)
            }
            if CommandContext.isStylesheet(path) {
                return CheckCommand.stylesheet(path, context: context, registry: &registry)
            }
            let name = path == "-" ? ScriptCompilation.standardInputName : path
            var compilation = ScriptCompilation(file: name, of: load).requiringAnEffect(file: name)
            if !compilation.hasErrors { CheckCommand.register(&compilation, into: &registry) }
            return compilation
        }
        return (results, paths.count { effectNames.contains($0) })
    }

    /// The error for a word that names no file and no effect, with the closest effect names.
    private static func unknown(_ word: String, knownNames: [String]) -> ScriptCompilation {
        let message =
            "no file or effect '\(word)'" + Suggestions.didYouMean(word, in: knownNames)
            + "; 'fxctl list' shows the effects"
        let diagnostic = ScriptDiagnostic(
            file: word, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .error, message: message,
            hints: [])
        return ScriptCompilation(effects: [], diagnostics: [diagnostic]) { _ in "Error: \(message)\n" }
    }

    /// Registers the effects of a clean compilation; an effect the registry refuses (a name defined
    /// twice) becomes an error at the line that defines it.
    static func register(_ compilation: inout ScriptCompilation, into registry: inout EffectRegistry) {
        var extra: [ScriptDiagnostic] = []
        for entry in compilation.effects {
            CheckCommand.removeShipped(named: entry.effect.descriptor.name, from: &registry)
            do {
                try registry.register(entry.effect, origin: entry.origin)
            } catch {
                var file = ""
                var line = 1
                if case .file(let path, let number) = entry.origin { (file, line) = (path, number) }
                extra.append(
                    ScriptDiagnostic(
                        file: file, line: line, column: 1, endLine: line, endColumn: 1, severity: .error,
                        message: error.description, hints: []))
            }
        }
        guard !extra.isEmpty else { return }
        let render = compilation.render
        let lines = extra.map { "\($0.file):\($0.line):\($0.column): error: \($0.message)\n" }.joined()
        compilation = ScriptCompilation(effects: [], diagnostics: compilation.diagnostics + extra) { colors in
            render(colors) + lines
        }
    }

    /// Takes the shipped effect `name` out of `registry`, if it holds one: a checked file's effect
    /// replaces a shipped one of its name, as in every other command.
    private static func removeShipped(named name: String, from registry: inout EffectRegistry) {
        guard case .file(let path, _)? = registry.entry(named: name)?.origin,
            path.hasPrefix(ShippedCatalogue.namePrefix)
        else { return }
        var kept = EffectRegistry()
        for entry in registry.entries where entry.name != name {
            try? kept.register(entry.effect, origin: entry.origin)
        }
        registry = kept
    }

    /// The findings of an effect's timeline at its default parameters, placed at its name: those of
    /// a `.fx` effect are the ones checking its file reports at its tracks.
    private static func findings(of effect: any TransitionEffect, named name: String) -> ScriptCompilation {
        let diagnostics: [ScriptDiagnostic]
        do {
            let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
            diagnostics = TimelineAnalysis(timeline).findings.map { finding in
                ScriptDiagnostic(
                    file: name, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .warning,
                    message: finding.message, hints: [finding.hint])
            }
        } catch {
            diagnostics = [
                ScriptDiagnostic(
                    file: name, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .error,
                    message: error.description, hints: [])
            ]
        }
        return ScriptCompilation(effects: [], diagnostics: diagnostics) { _ in
            diagnostics.map { diagnostic in
                "\(name): \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
                    + diagnostic.hints.map { "hint: \($0)\n" }.joined()
            }.joined()
        }
    }

    /// "2 errors and 1 warning in 3 files", or `nil` when there are no problems.
    static func summary(_ diagnostics: [ScriptDiagnostic], files: Int, effects: Int = 0) -> String? {
        // The cap's "and N more errors" stands for the N errors it leaves out.
        let errors = diagnostics.reduce(0) { $0 + $1.errorCount }
        let warnings = diagnostics.count { $0.severity == .warning }
        guard errors + warnings > 0 else { return nil }
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        // A registered effect checked by name has no file: it is counted as an effect.
        var places: [String] = []
        if files > 0 || effects == 0 { places.append(files == 1 ? "1 file" : "\(files) files") }
        if effects > 0 { places.append(effects == 1 ? "1 effect" : "\(effects) effects") }
        return parts.joined(separator: " and ") + " in " + places.joined(separator: " and ")
    }

    /// The diagnostics as the JSON array editors read.
    static func json(_ diagnostics: [ScriptDiagnostic]) -> JSONValue {
        .array(
            diagnostics.map { diagnostic in
                .object([
                    ("file", .string(diagnostic.file)),
                    ("line", .number(Double(diagnostic.line))),
                    ("column", .number(Double(diagnostic.column))),
                    ("endLine", .number(Double(diagnostic.endLine))),
                    ("endColumn", .number(Double(diagnostic.endColumn))),
                    ("severity", .string(diagnostic.severity.rawValue)),
                    ("message", .string(diagnostic.message)),
                    ("hints", .array(diagnostic.hints.map { .string($0) })),
                ])
            })
    }
}
