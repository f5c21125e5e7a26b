/// What a path names.
enum FileKind: Sendable, Equatable {
    /// A regular file.
    case file
    /// A directory.
    case directory
    /// A device, pipe or socket.
    case other
    /// Nothing (or nothing that can be seen).
    case missing
}
