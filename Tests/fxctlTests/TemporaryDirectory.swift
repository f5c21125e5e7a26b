import Glibc

@testable import SystemIO
@testable import fxctl

/// A fresh directory under /tmp for one test, with small file helpers; removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/fxctl-tests.XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard created else { throw TestFailure("mkdtemp failed: \(SystemError.reason(errno))") }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in the directory, sorted, without `.` and `..`.
    func entries(_ subdirectory: String? = nil) -> [String] {
        let directory = subdirectory.map { "\(path)/\($0)" } ?? path
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Writes `text` to `name` directly (test set-up).
    func create(_ name: String, _ text: String, mode: mode_t = 0o644) throws {
        let descriptor = open("\(path)/\(name)", O_WRONLY | O_CREAT | O_TRUNC, mode)
        guard descriptor >= 0 else { throw TestFailure("cannot create \(name)") }
        defer { close(descriptor) }
        var text = text
        _ = text.withUTF8 { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        _ = fchmod(descriptor, mode)
    }

    /// The contents of `name`, or nil when it cannot be read.
    func read(_ name: String) -> String? {
        let descriptor = open("\(path)/\(name)", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk.prefix(count))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The permission bits of `name`.
    func mode(_ name: String) -> mode_t? {
        var status = stat()
        guard stat("\(path)/\(name)", &status) == 0 else { return nil }
        return status.st_mode & 0o7777
    }

    /// Removes the directory tree.
    func remove() {
        removeTree(path)
    }

    private func removeTree(_ directory: String) {
        if let handle = opendir(directory) {
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != "." && name != ".." else { continue }
                let child = "\(directory)/\(name)"
                var status = stat()
                if lstat(child, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
                    _ = chmod(child, 0o700)
                    removeTree(child)
                } else {
                    unlink(child)
                }
            }
            closedir(handle)
        }
        rmdir(directory)
    }
}

/// A failure in test set-up.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
