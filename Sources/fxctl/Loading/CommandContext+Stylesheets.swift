import EffectDSL
import EffectsCore
import EffectsImport

/// The one place fxctl meets stylesheets: a `.css` file is an effect source wherever a `.fx` file is
/// (named on the command line, as `path:name`, in `./effects` and `--effects DIR`), imported with
/// the command's `--element` and `--media` (see ``CSSImport``).
extension CommandContext {
    /// Whether `path` names a stylesheet rather than a `.fx` file.
    static func isStylesheet(_ path: String) -> Bool {
        path.hasSuffix(".css")
    }

    /// How the command's stylesheets are imported: `--element SELECTOR` and `--media reduced-motion`.
    ///
    /// - Throws: `.usage` for an element that is not a selector of types, ids and classes.
    func stylesheetOptions() throws(CommandError) -> CSSImportOptions {
        let element = command.string("element")
        do {
            // The parameters' defaults centre the element in the default viewport, whatever
            // `--viewport` says: they are the effect's, not one run's.
            return try CSSImportOptions(
                element: element, reducedMotion: command.string("media") == "reduced-motion")
        } catch {
            throw invalid(element ?? "", option: "element", reason: error.reason)
        }
    }

    /// The provider of the stylesheets of `directories` and of the `files` named that are stylesheets.
    func stylesheetProvider(directories: [String], files: [String] = [], excluding: [String] = [])
        throws(CommandError) -> CSSDirectoryProvider
    {
        CSSDirectoryProvider(
            directories: directories, files: files.filter(Self.isStylesheet),
            excluding: excluding.filter(Self.isStylesheet),
            workingDirectory: surroundings.fileSystem.workingDirectory,
            options: try stylesheetOptions())
    }

    /// The compilation of the stylesheet `path`: its effects, or its diagnostics, as a `.fx` file's.
    func stylesheetCompilation(_ path: String) throws(CommandError) -> ScriptCompilation {
        let load = try stylesheetProvider(directories: [], files: [path]).report()
        if let problem = load.problems.first {
            let message = problem.description
            let diagnostic = ScriptDiagnostic(
                file: path, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .error, message: message,
                hints: [])
            return ScriptCompilation(effects: [], diagnostics: [diagnostic]) { _ in "Error: \(message)\n" }
        }
        guard let result = load.results.first else {
            return ScriptCompilation(effects: [], diagnostics: []) { _ in "" }
        }
        return ScriptCompilation(
            effects: load.effects, diagnostics: result.diagnostics.map(ScriptDiagnostic.init)
        ) { colors in result.rendered(colors: colors) }
    }
}
