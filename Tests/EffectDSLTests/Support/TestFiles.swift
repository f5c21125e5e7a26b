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
    /// The `.fx` files fxkit ships (``ShippedEffects/files``) under `root`, as sources named by their
    /// path from `root`; other files in `effects/` are not read.
    static func effectSources(root: String = Repository.root) throws -> [SourceFile] {
        try ShippedEffects.files.map { file in
            SourceFile(name: file, bytes: try FileReader.read(root + "/" + file))
        }
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
