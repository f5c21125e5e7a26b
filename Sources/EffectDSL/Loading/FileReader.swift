import Platform

/// The platform's file calls in the terms of the DSL's providers: search paths in, ``DSLFileError``
/// out.
enum FileReader {
    /// The bytes of the file at `path`: at most `limit` + 1, so that the parser can tell a file over
    /// the limit (and say so, positioned) without this reading all of it.
    static func read(_ path: SearchPath, limit: Int) throws(DSLFileError) -> [UInt8] {
        do {
            return try FileContents.read(path.system, limit: limit)
        } catch {
            throw .unreadableFile(path: path.shown, reason: error.reason)
        }
    }

    /// The bytes of the file at `path`, used as given (tests read golden files with it).
    static func read(_ path: String, limit: Int = DSLLimits.standard.fileBytes) throws(DSLFileError)
        -> [UInt8]
    {
        try read(SearchPath(path, workingDirectory: "."), limit: limit)
    }

    /// What `path` names, following links; a link whose target is missing is `.dangling`.
    static func kind(of path: String) -> FileKind {
        FileKind.of(path)
    }

    /// The entries of the directory at `path`, hidden ones (starting with `.`) left out, in no
    /// particular order.
    static func entries(in path: SearchPath) throws(DSLFileError) -> [DirectoryListing.Entry] {
        do {
            return try DirectoryListing.entries(in: path.system)
        } catch {
            throw .unreadableDirectory(path: path.shown, reason: error.reason)
        }
    }

    /// The names in the directory at `path` that are UTF-8, hidden ones left out, in byte order.
    static func names(in path: String) throws(DSLFileError) -> [String] {
        try entries(in: SearchPath(path, workingDirectory: ".")).compactMap { entry in
            String(validating: entry.bytes, as: UTF8.self)
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The absolute path of `path` with every link and `.`/`..` resolved, to tell whether two paths
    /// reach the same file; `nil` when it cannot be resolved.
    static func canonical(_ path: String) -> String? {
        FileKind.canonical(path)
    }
}
