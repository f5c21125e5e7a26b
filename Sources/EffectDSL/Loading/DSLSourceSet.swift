/// The `.fx` files a load would read, read: what finding them met, and their bytes.
///
/// Splitting finding and reading from loading lets a caller look at exactly what a load depends on
/// (the ``LoadCacheKey`` hashes it) before deciding whether to load at all; on a miss the same
/// bytes load, so no file is read twice.
public struct DSLSourceSet: Hashable, Sendable {
    /// The files found, in loading order, with their paths as messages show them.
    public var files: [String]
    /// The files that were read, in loading order (those that could not be read are problems).
    public var sources: [SourceFile]
    /// What could not be searched or read, in the order met: the search's problems, then the reads'.
    public var problems: [DSLFileError]

    /// A set of `sources` found as `files`, with the `problems` met.
    public init(files: [String], sources: [SourceFile], problems: [DSLFileError]) {
        self.files = files
        self.sources = sources
        self.problems = problems
    }

    /// No files, no problems.
    public static let empty = DSLSourceSet(files: [], sources: [], problems: [])

    /// Adds `other`'s files, sources and problems after this set's.
    public mutating func append(_ other: DSLSourceSet) {
        files += other.files
        sources += other.sources
        problems += other.problems
    }
}
