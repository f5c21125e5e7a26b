import Glibc
import TestSupport
import Testing

@testable import Platform

@Suite struct AtomicFileSinkTests {
    @Test func writesANewFileAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sink = try AtomicFileSink(path: "\(directory.path)/out.csv")
        try sink.write("t,x\n")
        try sink.write("0,1\n")
        #expect(directory.entries().count == 1)  // only the hidden temporary file so far
        #expect(directory.entries().first?.hasPrefix(".out.csv.") == true)
        try sink.finish()
        #expect(directory.entries() == ["out.csv"])
        #expect(directory.read("out.csv") == "t,x\n0,1\n")
        #expect(directory.mode("out.csv") == 0o666 & ~AtomicFileSink.currentUmask())
    }

    @Test func replacesAnExistingFileKeepingItsPermissions() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("out.svg", "old", mode: 0o640)
        let sink = try AtomicFileSink(path: "\(directory.path)/out.svg")
        try sink.write(String(repeating: "new ", count: 50_000))  // several buffer flushes
        try sink.finish()
        #expect(directory.read("out.svg")?.count == 200_000)
        #expect(directory.mode("out.svg") == 0o640)
        #expect(directory.entries() == ["out.svg"])
    }

    @Test func droppingWithoutFinishingLeavesTheOldFileUntouched() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("out.csv", "old contents\n")
        do {
            let sink = try AtomicFileSink(path: "\(directory.path)/out.csv")
            try sink.write("half a tab")
            // The command fails here and the sink goes away without finish().
        }
        #expect(directory.entries() == ["out.csv"])
        #expect(directory.read("out.csv") == "old contents\n")
    }

    @Test func aMissingDirectoryIsReportedWithThePathAndTheReason() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = "\(directory.path)/missing/out.csv"
        #expect(
            throws: OutputError.failed(
                action: "write", target: "'\(path)'", reason: "no such file or directory")
        ) {
            _ = try AtomicFileSink(path: path)
        }
        #expect(directory.entries().isEmpty)
    }

    @Test func aDirectoryIsNotReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let error = #expect(throws: OutputError.self) { _ = try AtomicFileSink(path: directory.path) }
        #expect(error?.message == "cannot write '\(directory.path)': is a directory")
    }

    // Root ignores directory permissions, so this runs only for ordinary users.
    @Test(.enabled(if: geteuid() != 0, "root can write into a read-only directory"))
    func anUnwritableDirectoryLeavesNoTemporaryFileAndTheOldFileUntouched() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("out.csv", "old\n")
        #expect(chmod(directory.path, 0o500) == 0)
        defer { _ = chmod(directory.path, 0o700) }
        let error = #expect(throws: OutputError.self) {
            _ = try AtomicFileSink(path: "\(directory.path)/out.csv")
        }
        #expect(error?.message == "cannot write '\(directory.path)/out.csv': permission denied")
        #expect(directory.entries() == ["out.csv"])
        #expect(directory.read("out.csv") == "old\n")
    }

    @Test func aFailedRenameRemovesTheTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sink = try AtomicFileSink(path: "\(directory.path)/out")
        try sink.write("data")
        // Something else puts a non-empty directory where the file should go: the rename must fail.
        #expect(mkdir("\(directory.path)/out", 0o755) == 0)
        try directory.create("out/keep", "kept")
        let error = #expect(throws: OutputError.self) { try sink.finish() }
        #expect(error?.message.hasPrefix("cannot write '\(directory.path)/out': ") == true)
        #expect(directory.entries() == ["out"])
        #expect(directory.read("out/keep") == "kept")
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.create("target.csv", "old")
        #expect(symlink("target.csv", "\(directory.path)/link.csv") == 0)
        let sink = try AtomicFileSink(path: "\(directory.path)/link.csv")
        try sink.write("new")
        try sink.finish()
        var status = stat()
        #expect(lstat("\(directory.path)/link.csv", &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK)
        #expect(directory.read("target.csv") == "new")
    }

    /// A dangling link is followed like a live one: its target is created and the link kept (it
    /// used to be replaced by the file); a chain of links is followed to its end.
    @Test func aDanglingLinkIsFollowedAndKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(mkdir("\(directory.path)/sub", 0o755) == 0)
        #expect(symlink("sub/new.csv", "\(directory.path)/second.csv") == 0)
        #expect(symlink("second.csv", "\(directory.path)/first.csv") == 0)
        let sink = try AtomicFileSink(path: "\(directory.path)/first.csv")
        try sink.write("new")
        try sink.finish()
        var status = stat()
        for link in ["first.csv", "second.csv"] {
            #expect(lstat("\(directory.path)/\(link)", &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK)
        }
        #expect(directory.read("sub/new.csv") == "new")
    }

    /// A name of 250 bytes is valid, and so is its temporary's: the hidden name is cut to fit 255
    /// bytes, between characters.
    @Test func aLongNameStillWrites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let name = String(repeating: "é", count: 122) + ".csv.x"
        #expect(name.utf8.count == 250)
        let sink = try AtomicFileSink(path: "\(directory.path)/\(name)")
        try sink.write("new")
        try sink.finish()
        #expect(directory.read(name) == "new")
        let template = AtomicFileSink.temporaryTemplate(for: name)
        #expect(template.utf8.count <= 255)
        #expect(template == "." + String(repeating: "é", count: 122) + ".cs.XXXXXX")
    }

    @Test(arguments: [
        ("out.csv", ".out.csv.XXXXXX"), ("dir/out.csv", "dir/.out.csv.XXXXXX"), ("/out", "/.out.XXXXXX"),
    ])
    func temporaryNamesAreHiddenSiblings(path: String, template: String) {
        #expect(AtomicFileSink.temporaryTemplate(for: path) == template)
    }
}
