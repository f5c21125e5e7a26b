import EffectsRegistry
import Platform

/// Where the effects of a run come from, and how they load: the built-ins, the effect directories,
/// the imported formats beside `.fx`, and fxkit's shipped catalogue.
///
/// A tool builds one from its options and environment (see ``directories(named:pathList:workingDirectory:)``)
/// and asks it for every effect (``library(files:catalogue:warnings:)``), one effect by reference
/// (``resolve(_:in:standardInput:)``), a check of files (``check(_:standardInput:)``) or the listing
/// (``listing(cache:)``). It prints nothing: what failed comes back with what loaded.
public struct EffectLoader: Sendable {
    /// The effects written in Swift, loaded first, in order: fxkit's built-ins, an app's own.
    public var builtIns: [any EffectProvider]
    /// The effect directories, in loading order.
    public var directories: [String]
    /// The formats imported beside `.fx` files, loaded after the built-ins and before the `.fx`
    /// files (so that an effect file can derive from an imported effect).
    public var formats: [any EffectSourceFormat]
    /// Whether fxkit's ``ShippedCatalogue`` is there to load from.
    public var shipsCatalogue: Bool
    /// Hints given in place of the DSL's own, by diagnostic: a tool names its commands where the
    /// library can only describe them.
    public var hints: [DiagnosticID: String]
    /// Where relative paths start.
    package var fileSystem: FileSystem

    /// A loader of `builtIns`, the `.fx` files (and the `formats`' files) of `directories`, and
    /// (with `shipsCatalogue`) the shipped catalogue, with relative paths from `workingDirectory`.
    ///
    /// fxkit's own formats are `EffectFormats.sources()` (EffectsInterchange); `[]` loads `.fx`
    /// files alone.
    public init(
        builtIns: [any EffectProvider], directories: [String] = [],
        formats: [any EffectSourceFormat], shipsCatalogue: Bool = true,
        hints: [DiagnosticID: String] = [:], workingDirectory: String = "."
    ) {
        self.init(
            builtIns: builtIns, directories: directories, formats: formats, shipsCatalogue: shipsCatalogue,
            hints: hints, fileSystem: FileSystem(workingDirectory: workingDirectory))
    }

    /// A loader with relative paths from `fileSystem`'s working directory.
    package init(
        builtIns: [any EffectProvider], directories: [String], formats: [any EffectSourceFormat],
        shipsCatalogue: Bool, hints: [DiagnosticID: String], fileSystem: FileSystem
    ) {
        self.builtIns = builtIns
        self.directories = directories
        self.formats = formats
        self.shipsCatalogue = shipsCatalogue
        self.hints = hints
        self.fileSystem = fileSystem
    }

    /// The directory relative paths start from.
    public var workingDirectory: String { fileSystem.workingDirectory }

    /// The imported format that reads `path`, or `nil` for a `.fx` file (or any other name).
    public func format(of path: String) -> (any EffectSourceFormat)? {
        formats.first { $0.reads(path) }
    }

    /// Whether `path` names a file of an imported format rather than a `.fx` file.
    public func isImported(_ path: String) -> Bool {
        format(of: path) != nil
    }

    /// The file name endings of every source: `.fx`, then each format's.
    public var fileExtensions: [String] {
        [".fx"] + formats.flatMap(\.fileExtensions)
    }

    /// What the file `path` must hold to define an effect, in its format's words.
    public func effectFileContents(of path: String) -> String {
        format(of: path)?.effectFileContents ?? ScriptCompilation.effectFileContents
    }

    /// The providers of the imported files of the directories and of the `files` named (each
    /// format given its own), leaving out `excluding`.
    func importProviders(files: [String] = [], excluding: [String] = []) -> [any EffectProvider] {
        formats.map { format in
            format.provider(
                directories: directories, files: files.filter(format.reads),
                excluding: excluding.filter(format.reads), workingDirectory: fileSystem.workingDirectory)
        }
    }
}
