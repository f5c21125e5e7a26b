import EffectDSL

/// The files one importer reads: found in directories and among the named files by the `.fx`
/// loader's search policy, each read within a size limit and imported; what cannot be read is a
/// problem, never a crash.
enum ImportedFiles {
    /// Every file ending in `fileExtension` of `directories`, and every one of `files` (but
    /// `excluding`), read within `limit` bytes (one more shows the importer a file that is too
    /// large), with the problems of those that could not be found or read: what an import reads,
    /// and so what the load cache keys an import by.
    static func read(
        directories: [String], files: [String] = [], excluding: [String] = [], workingDirectory: String,
        fileExtension: String, limit: Int
    ) -> DSLSourceSet {
        var (found, problems) = EffectFiles.search(
            directories: directories, files: files, excluding: excluding,
            workingDirectory: workingDirectory, fileExtension: fileExtension)
        var sources: [SourceFile] = []
        for file in found {
            do {
                sources.append(SourceFile(name: file.shown, bytes: try EffectFiles.read(file, limit: limit)))
            } catch {
                problems.append(error)
            }
        }
        return DSLSourceSet(files: found.map(\.shown), sources: sources, problems: problems)
    }

    /// The files ``read(directories:files:excluding:workingDirectory:fileExtension:limit:)`` reads,
    /// each imported with `importing`, and the problems of those that could not be found or read.
    static func load<Result>(
        directories: [String], files: [String], excluding: [String], workingDirectory: String,
        fileExtension: String, limit: Int, _ importing: (SourceFile) -> Result
    ) -> (results: [Result], problems: [DSLFileError]) {
        let read = read(
            directories: directories, files: files, excluding: excluding, workingDirectory: workingDirectory,
            fileExtension: fileExtension, limit: limit)
        return (read.sources.map(importing), read.problems)
    }
}
