import TestSupport

@testable import EffectDSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the repository's `.fx` files and writing golden files from tests.
enum TestFiles {
    /// Every `.fx` file under `effects/`, as sources named by their path from the repository root.
    static func effectSources() throws -> [SourceFile] {
        let paths = try FileReader.fxFiles(in: Repository.path("effects"))
        return try paths.map { path in
            SourceFile(
                name: String(path.dropFirst(Repository.root.count + 1)), bytes: try FileReader.read(path))
        }
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
