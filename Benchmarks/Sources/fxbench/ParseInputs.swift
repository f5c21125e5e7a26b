import Glibc

/// The parse figure's inputs on disk: a generated `.fx` file of about `bytes` bytes and the JSON file
/// holding the same numbers, cached in the data directory.
struct ParseInputs {
    /// The `.fx` file.
    let fxPath: String
    /// The JSON file.
    let jsonPath: String
    /// The `.fx` file's size, bytes.
    let fxBytes: Int
    /// The JSON file's size, bytes.
    let jsonBytes: Int
    /// How many effects the files hold.
    let effects: Int

    /// The inputs for about `bytes` bytes of `.fx`, generated unless already cached.
    static func prepare(bytes: Int, in context: BenchContext) -> ParseInputs? {
        let fxPath = context.dataPath("generated-\(bytes).fx")
        let jsonPath = context.dataPath("generated-\(bytes).json")
        let generated = GeneratedEffects(fxBytes: bytes)
        if fileSize(fxPath) == nil || fileSize(jsonPath) == nil {
            guard writeFile(fxPath, generated.fxSource), writeFile(jsonPath, generated.json) else {
                return nil
            }
        }
        guard let fxBytes = fileSize(fxPath), let jsonBytes = fileSize(jsonPath) else { return nil }
        return ParseInputs(
            fxPath: fxPath, jsonPath: jsonPath, fxBytes: fxBytes, jsonBytes: jsonBytes,
            effects: generated.effects.count)
    }

    /// The size of the file at `path`, or `nil` when there is none.
    static func fileSize(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// Writes `bytes` to `path` (through a temporary file, so a cached file is never half-written).
    static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
        let temporary = path + ".partial"
        let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                write(file, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            guard count > 0 else {
                close(file)
                return false
            }
            offset += count
        }
        close(file)
        return rename(temporary, path) == 0
    }
}
