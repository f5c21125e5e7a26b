import Glibc

/// Replacing a whole file atomically: a reader sees the old file or the new one, never half of one.
package enum FileReplacement {
    /// Replaces the file at `path` with `bytes`, as a regular file of `mode`, creating the missing
    /// directories on the way with `directoryMode`; with `syncs`, the file reaches the disk before it
    /// takes the old one's place.
    ///
    /// Nothing at `path` is followed: the bytes go to a new temporary file beside it, created
    /// exclusively, and `rename` puts that file in place of whatever `path` named — a symbolic link
    /// planted there is replaced, its target untouched. The mode is `mode` whatever an old file's
    /// was. On failure nothing is left behind but the directories.
    package static func replace(
        _ path: String, with bytes: [UInt8], mode: mode_t, directoryMode: mode_t, syncs: Bool
    ) throws(FileFailure) {
        guard !path.isEmpty, !path.hasSuffix("/") else { throw FileFailure(code: EISDIR) }
        try makeDirectories(AtomicFileSink.directory(of: path), mode: directoryMode)
        let (temporary, descriptor) = try createTemporary(beside: path, mode: mode)
        var failure = bytes.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: descriptor) }
        if failure == 0 && fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == 0 && syncs && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            _ = unlink(temporary)
            throw FileFailure(code: failure)
        }
    }

    /// Creates `directory` and its missing parents with `mode`; a failure names the directory that
    /// could not be made.
    package static func makeDirectories(_ directory: String, mode: mode_t) throws(FileFailure) {
        if FileKind.of(directory) == .directory { return }
        let parent = AtomicFileSink.directory(of: directory)
        if parent != directory { try makeDirectories(parent, mode: mode) }
        guard mkdir(directory, mode) != 0 else { return }
        // Another process may have made it meanwhile.
        let code = errno
        guard FileKind.of(directory) == .directory else {
            throw FileFailure(code: code, directory: directory)
        }
    }

    /// A new file `dir/.name.XXXXXX` beside `path` (random letters), open for writing, with its path.
    ///
    /// `O_EXCL` with `O_NOFOLLOW` makes the file new: a file or link already at the name fails the
    /// open (another name is then tried) rather than being written through.
    private static func createTemporary(beside path: String, mode: mode_t) throws(FileFailure) -> (
        String, Int32
    ) {
        let template = String(AtomicFileSink.temporaryTemplate(for: path).dropLast(6))
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let suffix = String(
                (0..<6).map { _ in letters[Int(generator.next(upperBound: UInt(letters.count)))] })
            let candidate = template + suffix
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return (candidate, descriptor) }
            guard errno == EEXIST else { throw FileFailure(code: errno) }
        }
        throw FileFailure(code: EEXIST)
    }
}
