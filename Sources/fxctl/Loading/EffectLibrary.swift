import EffectsRegistry

/// The effects fxctl knows for one run: the built-ins, then the `.fx` files of every effect
/// directory, with the files that failed to load set aside.
struct EffectLibrary: Sendable {
    /// Every effect that loaded.
    var registry: EffectRegistry
    /// The files (or effects) that did not load, one short entry each, in loading order.
    var failures: [EffectLoadFailure]

    /// Loads the built-ins and then the `.fx` files of `directories` in order, leaving out the files
    /// whose canonical path is in `skipping` (a file named on the command line is compiled on its
    /// own, so its problems are reported in full rather than as a load failure).
    ///
    /// Files load in name order within a directory; a file that fails because it derives from an
    /// effect of a later file is tried again once more effects have loaded.
    static func load(
        builtIns: [any EffectProvider], directories: [String], skipping: Set<String> = [],
        fileSystem: FileSystem, compiler: any ScriptCompiler
    ) -> EffectLibrary {
        var library = EffectLibrary(registry: EffectRegistry(), failures: [])
        for provider in builtIns {
            library.failures += library.registry.load(from: provider)
        }
        var seen = skipping
        var files: [String] = []
        for directory in directories {
            let listed: [String]
            do {
                listed = try fileSystem.files(in: directory, withSuffix: ".fx")
            } catch {
                library.failures.append(EffectLoadFailure(source: directory, message: error.message))
                continue
            }
            for file in listed where seen.insert(fileSystem.canonical(file)).inserted {
                files.append(file)
            }
        }
        library.loadFiles(files, fileSystem: fileSystem, compiler: compiler)
        return library
    }

    /// Compiles and registers `files`, in passes while a pass loads something new.
    private mutating func loadFiles(_ files: [String], fileSystem: FileSystem, compiler: any ScriptCompiler) {
        var pending = files
        var problems: [String: String] = [:]
        while !pending.isEmpty {
            var failing: [String] = []
            for file in pending {
                if let problem = loadFile(file, fileSystem: fileSystem, compiler: compiler) {
                    problems[file] = problem
                    failing.append(file)
                }
            }
            if failing.count == pending.count { break }
            pending = failing
        }
        for file in pending {
            failures.append(EffectLoadFailure(source: file, message: problems[file] ?? "did not load"))
        }
    }

    /// Compiles and registers one file; returns what went wrong, or `nil` when it loaded.
    private mutating func loadFile(_ file: String, fileSystem: FileSystem, compiler: any ScriptCompiler)
        -> String?
    {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(file)
        } catch {
            return error.message
        }
        let compilation = compiler.compile(EffectScript(name: file, bytes: bytes), registry: registry)
        if compilation.hasErrors { return EffectLibrary.summary(of: compilation) }
        var refused: [String] = []
        for entry in compilation.effects {
            do {
                try registry.register(entry.effect, origin: entry.origin)
            } catch {
                refused.append(error.description)
            }
        }
        // The effects registered stay; a refused one (a duplicate name) is reported on its own.
        for message in refused {
            failures.append(EffectLoadFailure(source: file, message: message))
        }
        return nil
    }

    /// One line about a file with errors: how many, and the first.
    static func summary(of compilation: ScriptCompilation) -> String {
        let errors = compilation.diagnostics.filter { $0.severity == .error }
        guard let first = errors.first else { return "did not load" }
        let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
        return "\(count), the first at \(first.line):\(first.column): \(first.message)"
    }
}
