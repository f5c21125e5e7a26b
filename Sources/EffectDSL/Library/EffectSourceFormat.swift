import EffectsRegistry

/// A format effects are imported from beside `.fx` files — a stylesheet, a Lottie file — as the
/// loader sees it: which files are its, the provider of a search's files, and one file's compilation.
///
/// An ``EffectLoader`` composes its formats with the `.fx` files: a file of a format is an effect
/// source wherever a `.fx` file is (named, as `path:name`, in an effect directory), and a `.fx`
/// effect can derive from an imported one, since the formats load first. Adding a format to the
/// loader's list is all an importer needs to do to join every command of a tool.
public protocol EffectSourceFormat: Sendable {
    /// The endings of the format's file names, with the dot: `[".css"]`.
    var fileExtensions: [String] { get }
    /// What a file of the format must hold to define an effect, for the message about one that
    /// defines none: "a stylesheet's effects are the @keyframes its element plays".
    var effectFileContents: String { get }

    /// The provider of the format's files in `directories` and of the `files` named (all of them
    /// the format's), leaving out `excluding`, with relative paths from `workingDirectory`.
    func provider(directories: [String], files: [String], excluding: [String], workingDirectory: String)
        -> any EffectProvider

    /// The compilation of the file `path`: its effects, or its diagnostics, as a `.fx` file's.
    func compilation(of path: String, workingDirectory: String) -> ScriptCompilation

    /// What a load of the format's files in `directories` depends on, for the load cache's key:
    /// the files as the provider reads them (each within the format's size limit) and one line
    /// naming the settings they are imported with; `nil` (the default) when the format's files
    /// are not to be cached, so that they load on every run.
    func cacheKey(directories: [String], workingDirectory: String) -> (settings: String, files: DSLSourceSet)?
}

extension EffectSourceFormat {
    /// No key: the format's files load on every run.
    public func cacheKey(directories: [String], workingDirectory: String) -> (
        settings: String, files: DSLSourceSet
    )? { nil }

    /// Whether `path` names a file of this format.
    public func reads(_ path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix($0) }
    }
}
