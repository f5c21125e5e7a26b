import EffectDSL
import EffectsRegistry

/// Paths in the repository, found from this file's place (Tests/EffectDSLTests/Support/).
enum Repository {
    /// The repository's root directory.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    /// A path below the root.
    static func path(_ relative: String) -> String { root + "/" + relative }
}
