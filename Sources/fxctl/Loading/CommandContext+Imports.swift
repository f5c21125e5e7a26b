import EffectDSL
import EffectsCore
import EffectsImport

/// The one place fxctl meets the imported formats together: a `.css` or `.json` (Lottie) file is
/// an effect source wherever a `.fx` file is (named on the command line, as `path:name`, in
/// `./effects` and `--effects DIR`).
extension CommandContext {
    /// Whether `path` names a file of another format (a stylesheet, a Lottie file) rather than `.fx`.
    static func isImported(_ path: String) -> Bool {
        isStylesheet(path) || LottieDirectoryProvider.reads(path)
    }

    /// The providers of the imported files of `directories` and of the `files` named, stylesheets
    /// first (an effect file can derive from an imported one).
    func importProviders(directories: [String], files: [String] = [], excluding: [String] = [])
        throws(CommandError) -> [any EffectProvider]
    {
        [
            try stylesheetProvider(directories: directories, files: files, excluding: excluding),
            lottieProvider(directories: directories, files: files, excluding: excluding),
        ]
    }

    /// Whether `directories` hold any imported file (whose loads are not cached).
    func directoriesHoldImports(_ directories: [String]) -> Bool {
        ([".css"] + LottieDirectoryProvider.fileExtensions).contains { fileExtension in
            !EffectFiles.search(
                directories: directories, files: [],
                workingDirectory: surroundings.fileSystem.workingDirectory,
                fileExtension: fileExtension
            ).files.isEmpty
        }
    }

    /// The compilation of the imported file `path`: its effects, or its diagnostics, as a `.fx` file's.
    func importedCompilation(_ path: String) throws(CommandError) -> ScriptCompilation {
        guard LottieDirectoryProvider.reads(path) else { return try stylesheetCompilation(path) }
        return lottieCompilation(path)
    }

    /// The provider of the Lottie files of `directories` and of the `files` named that are Lottie files.
    func lottieProvider(directories: [String], files: [String] = [], excluding: [String] = [])
        -> LottieDirectoryProvider
    {
        LottieDirectoryProvider(
            directories: directories, files: files.filter(LottieDirectoryProvider.reads),
            excluding: excluding.filter(LottieDirectoryProvider.reads),
            workingDirectory: surroundings.fileSystem.workingDirectory)
    }

    /// The compilation of the Lottie file `path`: its effect, or its error and warnings.
    func lottieCompilation(_ path: String) -> ScriptCompilation {
        let load = lottieProvider(directories: [], files: [path]).report()
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
