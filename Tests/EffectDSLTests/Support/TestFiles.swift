import EffectsRegistry

@testable import EffectDSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the repository's `.fx` files and writing golden files from tests.
enum TestFiles {
    /// `effects/` loaded by the provider fxctl uses, with paths from the repository root
    /// (`effects/seeds/swap-card.fx`) and without built-ins: every file, effect and diagnostic.
    static let effects: DSLFileLoad = DSLDirectoryProvider(
        paths: ["effects"], workingDirectory: Repository.root
    ).report(into: EffectRegistry())

    /// Every `.fx` file under `effects/` as the provider read it, in loading order; the first
    /// problem the provider met (a file it could not read) is thrown.
    static func effectSources() throws(DSLFileError) -> [SourceFile] {
        if let problem = effects.problems.first { throw problem }
        return effects.result.sources
    }

    /// Whether golden files should be rewritten: `FXKIT_UPDATE_GOLDEN=1 swift test`.
    static var updatesGoldens: Bool {
        guard let value = getenv("FXKIT_UPDATE_GOLDEN") else { return false }
        return String(cString: value) == "1"
    }

    /// Writes `bytes` to `path`, replacing it; false when it cannot.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        defer { fclose(file) }
        return bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } == bytes.count
    }
}
