import EffectDSL

/// The files one importer reads: found in directories and among the named files by the `.fx`
/// loader's search policy, each read within a size limit and imported; what cannot be read is a
/// problem, never a crash.
enum ImportedFiles {
    /// Every file ending in `fileExtension` of `directories`, and every one of `files` (but `excluding`),
    /// imported with `importing`, and the problems of those that could not be found or read.
    static func load<Result>(
        directories: [String], files: [String], excluding: [String], workingDirectory: String,
        fileExtension: String, limit: Int, _ importing: (SourceFile) -> Result
    ) -> (results: [Result], problems: [DSLFileError]) {
        var (found, problems) = EffectFiles.search(
            directories: directories, files: files, excluding: excluding,
            workingDirectory: workingDirectory, fileExtension: fileExtension)
        var results: [Result] = []
        for file in found {
            do {
                // One byte past the limit shows the reader a file that is too large.
                let bytes = try EffectFiles.read(file, limit: limit)
                results.append(importing(SourceFile(name: file.shown, bytes: bytes)))
            } catch {
                problems.append(error)
            }
        }
        return (results, problems)
    }
}
