import Glibc
import Synchronization
import TestSupport
import Testing

@testable import SystemIO

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
