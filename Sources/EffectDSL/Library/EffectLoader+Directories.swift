import Platform

/// The effect directories of a run: `./effects`, the ones named, and a path list.
extension EffectLoader {
    /// Why an effect directory named cannot be used.
    public struct DirectoryError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The directory as named.
        public var directory: String
        /// Whether nothing is there (otherwise it is not a directory).
        public var isMissing: Bool

        /// The error about `directory`: nothing there, or something that is not a directory.
        public init(directory: String, isMissing: Bool) {
            self.directory = directory
            self.isMissing = isMissing
        }

        /// "cannot read the effects directory 'x': no such directory".
        public var description: String {
            "cannot read the effects directory '\(directory)': "
                + (isMissing ? "no such directory" : "not a directory")
        }
    }

    /// The effect directories in loading order: `./effects` when present, every one `named`, then
    /// the existing directories of `pathList` (separated by colons; missing or empty entries are
    /// skipped, as in `PATH`).
    ///
    /// - Throws: ``DirectoryError`` for a directory `named` that does not exist or is not one.
    public static func directories(named: [String], pathList: String?, workingDirectory: String = ".")
        throws(DirectoryError) -> [String]
    {
        try directories(
            named: named, pathList: pathList, fileSystem: FileSystem(workingDirectory: workingDirectory))
    }

    /// The effect directories, with relative paths from `fileSystem`'s working directory.
    package static func directories(named: [String], pathList: String?, fileSystem: FileSystem)
        throws(DirectoryError) -> [String]
    {
        var directories: [String] = []
        if fileSystem.kind(of: "effects") == .directory { directories.append("effects") }
        for directory in named {
            let kind = fileSystem.kind(of: directory)
            guard kind == .directory else {
                throw DirectoryError(directory: directory, isMissing: kind.isMissing)
            }
            directories.append(directory)
        }
        for entry in (pathList ?? "").split(separator: ":")
        where fileSystem.kind(of: String(entry)) == .directory {
            directories.append(String(entry))
        }
        return directories
    }
}
