import Glibc
import Synchronization
import TestSupport
import Testing

@testable import Platform

/// The cache's own file reading and replacing refuses what is planted at its predictable paths.
@Suite struct SmallFileTests {
    @Test func readsARegularFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("entry", "bytes")
        #expect(SmallFile.read("\(directory.path)/entry", limit: 100) == Array("bytes".utf8))
        #expect(SmallFile.read("\(directory.path)/entry", limit: 2) == nil)
    }

    @Test func aFIFOIsNoEntryAndDoesNotBlock() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = "\(directory.path)/entry"
        #expect(mkfifo(path, 0o600) == 0)
        // Without O_NONBLOCK the open waits for a writer forever; run it on a thread with a
        // deadline so a regression fails instead of hanging the tests.
        let result = BlockingProbe.run(
            { SmallFile.read(path, limit: 100) == nil },
            unblock: {
                // A writer ends the stuck open, so the thread can be joined.
                let writer = open(path, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            })
        #expect(result == true)
    }

    @Test func aSymbolicLinkIsNoEntry() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("target", "bytes")
        #expect(symlink("\(directory.path)/target", "\(directory.path)/entry") == 0)
        #expect(SmallFile.read("\(directory.path)/entry", limit: 100) == nil)
    }
}

/// Runs a check on a thread and waits at most two seconds for it.
enum BlockingProbe {
    /// The check's result, or `nil` when it had not returned in time (then `unblock` is called and
    /// the thread joined).
    static func run(_ check: @escaping @Sendable () -> Bool, unblock: () -> Void) -> Bool? {
        let outcome = Outcome()
        guard let thread = WorkerThread({ outcome.state.store(check() ? 1 : 2, ordering: .releasing) })
        else { return nil }
        for _ in 0..<200 {
            switch outcome.state.load(ordering: .acquiring) {
            case 1:
                thread.join()
                return true
            case 2:
                thread.join()
                return false
            default: usleep(10_000)
            }
        }
        unblock()
        thread.join()
        return nil
    }

    /// 0 while the check runs, then 1 (true) or 2 (false).
    final class Outcome: Sendable {
        let state = Atomic<Int>(0)
    }
}

/// ``SmallFile/replace(_:with:)``: a new regular file of mode 0600 in place of whatever was there.
@Suite struct SmallFileReplaceTests {
    @Test func createsTheDirectoriesAndTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(SmallFile.replace("\(directory.path)/a/b/entry", with: Array("new".utf8)))
        #expect(directory.read("a/b/entry") == "new")
        #expect(directory.mode("a/b/entry") == 0o600)
        #expect(directory.entries("a/b") == ["entry"])
    }

    @Test func aSymbolicLinkIsReplacedAndItsTargetLeftAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("target", "precious")
        #expect(symlink("\(directory.path)/target", "\(directory.path)/entry") == 0)
        #expect(SmallFile.replace("\(directory.path)/entry", with: Array("new".utf8)))
        #expect(directory.read("target") == "precious")
        var status = stat()
        #expect(lstat("\(directory.path)/entry", &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFREG)
        #expect(directory.read("entry") == "new")
        #expect(directory.entries().sorted() == ["entry", "target"])
    }

    @Test func anOldEntrysModeIsNotKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("entry", "old", mode: 0o000)
        #expect(SmallFile.replace("\(directory.path)/entry", with: Array("new".utf8)))
        #expect(directory.mode("entry") == 0o600)
        #expect(directory.read("entry") == "new")
    }

    @Test func aFailureLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(mkdir("\(directory.path)/entry", 0o700) == 0)  // a directory cannot be renamed over
        try directory.create("entry/inside", "x")
        #expect(!SmallFile.replace("\(directory.path)/entry", with: Array("new".utf8)))
        #expect(directory.entries() == ["entry"])
        #expect(directory.read("entry/inside") == "x")
    }
}
