import Glibc

/// Replacing a small file that only this program reads back (a cache entry), at a path others can
/// predict.
extension SmallFile {
    /// Replaces the file at `path` with `bytes` atomically (never half-written), as a regular file of
    /// mode 0600, creating the directories on the way (mode 0700: what is kept there is the user's
    /// own); `false` when any step fails, with nothing left behind but the directories.
    ///
    /// Unlike ``AtomicFileSink`` (for `-o`, which replaces a link's target on purpose) nothing at
    /// `path` is followed: the bytes go to a new temporary file beside it, created exclusively, and
    /// `rename` puts that file in place of whatever `path` named — a symbolic link planted there is
    /// replaced, its target untouched. The mode is 0600 whatever an old entry's was, so an entry made
    /// unreadable is not kept unreadable. Nothing is synced: a file torn by a crash fails its
    /// checksum when read back and counts as no entry, so the cost of `fsync` would buy nothing.
    package static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        let directory = AtomicFileSink.directory(of: path)
        guard !path.isEmpty, !path.hasSuffix("/"), makeDirectories(directory) else { return false }
        guard let (temporary, descriptor) = createTemporary(beside: path) else { return false }
        let written = bytes.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: descriptor) } == 0
        let moded = fchmod(descriptor, 0o600) == 0
        let closed = close(descriptor) == 0
        guard written, moded, closed, rename(temporary, path) == 0 else {
            _ = unlink(temporary)
            return false
        }
        return true
    }

    /// A new file `dir/.name.XXXXXX` beside `path` (random letters), open for writing, with its
    /// path; `nil` when none could be created.
    ///
    /// `O_EXCL` with `O_NOFOLLOW` makes the file new: a file or link already at the name fails the
    /// open (another name is then tried) rather than being written through.
    private static func createTemporary(beside path: String) -> (String, Int32)? {
        let template = String(AtomicFileSink.temporaryTemplate(for: path).dropLast(6))
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let suffix = String(
                (0..<6).map { _ in letters[Int(generator.next(upperBound: UInt(letters.count)))] })
            let candidate = template + suffix
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return (candidate, descriptor) }
            guard errno == EEXIST else { return nil }
        }
        return nil
    }
}
