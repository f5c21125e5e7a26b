/// The `.fx` loader's way of finding and reading files, for the package's importers (`.css`): the
/// one policy `docs/DSL.md` ("Finding files") describes, for files of another ending.
package enum EffectFiles {
    /// One file found: as messages show it and as the system is given it.
    package struct Found: Hashable, Sendable {
        /// Both spellings of the path.
        let path: SearchPath
        /// The path as the caller wrote it, or joined to it.
        package var shown: String { path.shown }
        /// The path handed to the system.
        package var system: String { path.system }
    }

    /// The files ending in `fileExtension` that `files` name and `directories` hold (those in
    /// `excluding` left out), in loading order, and what could not be searched.
    package static func search(
        directories: [String], files: [String], excluding: [String] = [], workingDirectory: String,
        fileExtension: String
    ) -> (files: [Found], problems: [DSLFileError]) {
        var search = FileSearch(
            directories: directories, files: files, excluding: excluding, workingDirectory: workingDirectory,
            limits: .standard)
        search.fileExtension = fileExtension
        let found = search.run()
        return (found.paths.map(Found.init), found.problems)
    }

    /// The bytes of `file`, at most `limit` of them (one more shows that the file is larger).
    package static func read(_ file: Found, limit: Int) throws(DSLFileError) -> [UInt8] {
        try FileReader.read(file.path, limit: limit)
    }
}
