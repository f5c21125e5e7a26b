/// Paths in the repository, found from this file's place (Tests/TestSupport/), so tests read the
/// checked-in files wherever the package is checked out and whatever the working directory.
public enum Repository {
    /// The repository's root directory.
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// A path below the root: `Repository.path("effects/fade.fx")`.
    public static func path(_ relative: String) -> String { root + "/" + relative }
}
