@testable import EffectDSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under /tmp, removed with its files when the value goes away.
final class TemporaryDirectory {
    let path: String

    struct Failure: Error {}

    init() throws {
        var template = Array("/tmp/fxkit-dsl-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure() }
        path = String(cString: made)
    }

    deinit {
        if let entries = try? FileReader.names(in: path) {
            for entry in entries { unlink(path + "/" + entry) }
        }
        rmdir(path)
    }
}
