import EffectsRegistry
import EffectsTesting
import TestSupport

@testable import EffectDSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the repository's `.fx` files and writing golden files from tests.
enum TestFiles {
    /// The `.fx` files fxkit ships under `root`, loaded by the provider fxctl uses.
    ///
    /// The files are ``ShippedEffects/files``, with paths from `root` (`effects/seeds/swap-card.fx`)
    /// and without built-ins: every file, effect and diagnostic. Other files in `effects/` (a user's
    /// own) are not read.
    static func load(root: String = Repository.root) -> DSLFileLoad {
        DSLDirectoryProvider(paths: [], files: ShippedEffects.files, workingDirectory: root)
            .report(into: EffectRegistry())
    }

    /// The shipped files of the checkout, loaded once.
    static let effects = load()

    /// The shipped `.fx` files under `root` as the provider read them, in loading order; the first
    /// problem the provider met (a file it could not read) is thrown.
    static func effectSources(root: String = Repository.root) throws(DSLFileError) -> [SourceFile] {
        let loaded = root == Repository.root ? effects : load(root: root)
        if let problem = loaded.problems.first { throw problem }
        return loaded.result.sources
    }

    /// Whether golden files should be rewritten: `FXKIT_UPDATE_GOLDEN=1 swift test`.
    static var updatesGoldens: Bool { GoldenFile.updateRequested }

    /// Writes `bytes` to `path`, replacing it; false when it cannot.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        defer { fclose(file) }
        return bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } == bytes.count
    }
}
