import Platform
import TestSupport
import Testing

/// Which system modules the library sources import: only Platform reaches the C library, and no
/// target imports Foundation, whose ICU-backed pieces a release `fxctl` (linked `-static-stdlib`)
/// cannot link and which an app adding fxkit would otherwise carry.
@Suite struct SourceImportsTests {
    /// Every `.swift` file under `directory`, by its path.
    private func swiftFiles(under directory: String) throws -> [String] {
        var files: [String] = []
        for entry in try DirectoryListing.entries(in: directory) {
            let path = directory + "/" + String(decoding: entry.bytes, as: UTF8.self)
            if entry.isDirectory {
                files += try swiftFiles(under: path)
            } else if path.hasSuffix(".swift") {
                files.append(path)
            }
        }
        return files
    }

    /// The modules a file's `import` lines name (attributes and `@_exported` included).
    private func importedModules(of path: String) throws -> [String] {
        let bytes = try FileContents.read(path, limit: 1 << 20)
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.first == "import", words.count >= 2 else { return nil }
            return String(words[words.count - 1])
        }
    }

    @Test func noSourceImportsFoundation() throws {
        let root = Repository.path("Sources")
        let files = try swiftFiles(under: root)
        #expect(files.count > 100)
        let offenders = try files.filter { try importedModules(of: $0).contains("Foundation") }
        #expect(offenders.isEmpty, "import Foundation in \(offenders)")
    }

    @Test func onlyPlatformImportsTheCLibrary() throws {
        let root = Repository.path("Sources")
        let outside = try swiftFiles(under: root).filter { !$0.hasPrefix(root + "/Platform/") }
        let offenders = try outside.filter { path in
            try importedModules(of: path).contains { $0 == "Glibc" || $0 == "Darwin" }
        }
        #expect(offenders.isEmpty, "the C library imported outside Platform in \(offenders)")
    }
}
