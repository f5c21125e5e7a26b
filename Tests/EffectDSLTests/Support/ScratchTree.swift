import EffectsRegistry
import Foundation
import TestSupport

@testable import EffectDSL

/// A tree of files, directories and links in a temporary directory, for the provider tests;
/// `remove()` deletes it with everything below.
struct ScratchTree {
    /// The temporary directory, the providers' working directory.
    let directory: TemporaryDirectory

    /// A fresh, empty tree.
    init() throws {
        directory = try TemporaryDirectory()
    }

    /// The tree's root.
    var root: String { directory.path }

    /// Writes `bytes` to `name` (relative to the root), creating directories on the way.
    func write(_ bytes: [UInt8], to name: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Writes `text` to `name`.
    func write(_ text: String, to name: String) throws {
        try write(Array(text.utf8), to: name)
    }

    /// Writes a small effect called `effect` to `name`, one deriving from `base` when given.
    func effect(_ effect: String, at name: String, base: String? = nil) throws {
        try write(
            base.map { "effect \(effect): \($0) { }\n" } ?? "effect \(effect) { layer l { } }\n", to: name)
    }

    /// Creates the directory `name`.
    func makeDirectory(_ name: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
    }

    /// Makes `name` a symbolic link to `target` (as written: relative to the link's directory).
    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
    }

    /// Loads `files`, then `directories` (relative to the root), with one provider.
    func load(
        _ directories: [String] = ["effects"], files: [String] = [], limits: DSLLimits = .standard,
        registry: EffectRegistry = EffectRegistry()
    ) -> DSLFileLoad {
        DSLDirectoryProvider(paths: directories, files: files, workingDirectory: root, limits: limits).report(
            into: registry)
    }

    /// Deletes the tree.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
