/// Everything a load's result depends on, to tell whether a stored result still holds.
///
/// The files are keyed by their bytes (a ``StableHash`` and the count), never by modification
/// times, so an edit within the same second, or a file put back as it was, is seen for what it is.
/// What the files cannot say — the program doing the load, the directories asked for, the settings
/// of the load — the caller names.
public struct LoadCacheKey: Hashable, Sendable {
    /// One file the load read.
    public struct File: Hashable, Sendable {
        /// Its path, as messages show it.
        public var path: String
        /// How many bytes it held.
        public var byteCount: UInt64
        /// The ``StableHash`` of its bytes.
        public var hash: UInt64

        /// The key of a file at `path` with `byteCount` bytes hashing to `hash`.
        public init(path: String, byteCount: UInt64, hash: UInt64) {
            self.path = path
            self.byteCount = byteCount
            self.hash = hash
        }
    }

    /// The program that loads: a change of it (a rebuilt fxctl) may change any result.
    public var program: String
    /// The absolute directory relative paths start from.
    public var workingDirectory: String
    /// The effect directories, in order, as given.
    public var directories: [String]
    /// Whatever else the result depends on, one line each (the catalogue selection, the built-ins).
    public var settings: [String]
    /// The files that were read, in loading order.
    public var files: [File]
    /// What could not be searched or read, as messages show it, in the order met.
    public var problems: [String]

    /// A key from its parts.
    public init(
        program: String, workingDirectory: String, directories: [String], settings: [String],
        files: [File], problems: [String]
    ) {
        self.program = program
        self.workingDirectory = workingDirectory
        self.directories = directories
        self.settings = settings
        self.files = files
        self.problems = problems
    }

    /// The key of a load of `sources` by `program` in `workingDirectory` from `directories`.
    public init(
        program: String, workingDirectory: String, directories: [String], settings: [String],
        sources: DSLSourceSet
    ) {
        self.init(
            program: program, workingDirectory: workingDirectory, directories: directories,
            settings: settings,
            files: sources.sources.map {
                File(path: $0.name, byteCount: UInt64($0.bytes.count), hash: StableHash.of($0.bytes))
            },
            problems: sources.problems.map(\.description))
    }

    /// A hash of where the load runs and what it was asked for, but not of the files: an entry
    /// file per scope, so that editing a file replaces its entry rather than adding one.
    public var scope: UInt64 {
        var hash = StableHash()
        hash.combine(workingDirectory)
        hash.combine(UInt64(directories.count))
        for directory in directories { hash.combine(directory) }
        return hash.value
    }
}
