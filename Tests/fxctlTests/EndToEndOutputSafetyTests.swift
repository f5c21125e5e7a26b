import Foundation
import Testing

/// Output through the built binary under hostile conditions: a full device, a directory nobody may
/// write (root included), a reader that goes away, and a failure half-way through a file.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndOutputSafetyTests {
    /// Runs `script` with bash (pipefail on) in `directory`; `FXCTL` names the binary.
    static func shell(_ script: String, in directory: URL) throws -> (
        status: Int32, output: String, error: String
    ) {
        let binary = try #require(EndToEnd.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -o pipefail; " + script]
        process.currentDirectoryURL = directory
        process.environment = ["PATH": "/usr/bin:/bin", "FXCTL": binary, "LANG": "C.UTF-8"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes to the end before waiting, so that neither can fill up and block.
        let errorData = ReadAll(error.fileHandleForReading)
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, outputText, String(decoding: errorData.wait(), as: UTF8.self))
    }

    /// Reads a file handle to its end on a thread of its own.
    final class ReadAll: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }

    static let everyCommand = [
        "sample swap-card --fps 100000", "sample swap-card --format table", "sample swap-card --format json",
        "inspect swap-card", "inspect swap-card --format json", "inspect swap-card --format fx", "list",
        "help sample", "--help", "plot swap-card", "render swap-card", "timing ease --samples 100000",
        "completion bash", "check --format json effects/fade.fx",
    ]

    @Test(arguments: everyCommand)
    func aFullDeviceOnStandardOutputIsAOneLineError(_ command: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(BadCommandLineTests.fade, to: "effects/fade.fx")
        let result = try Self.shell("\"$FXCTL\" \(command) > /dev/full", in: fx.directory)
        #expect(result.status == 1)
        #expect(result.error == "Error: cannot write standard output: no space left on device\n")
    }

    @Test(arguments: everyCommand)
    func aReaderThatGoesAwayEndsTheRunQuietly(_ command: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(BadCommandLineTests.fade, to: "effects/fade.fx")
        let result = try Self.shell("\"$FXCTL\" \(command) | head -c 1", in: fx.directory)
        #expect(result.status == 0, "a death by SIGPIPE would be 141")
        #expect(result.output.count == 1)
        #expect(result.error == "")
    }

    @Test func aDirectoryNobodyMayWriteIsAOneLineError() throws {
        // /sys refuses new files even to root, for whom a read-only directory is writable.
        guard FileManager.default.fileExists(atPath: "/sys/kernel") else { return }
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(["sample", "swap-card", "-o", "/sys/kernel/fxctl-test.csv"])
        #expect(result.status == 1)
        #expect(result.error == "Error: cannot write '/sys/kernel/fxctl-test.csv': permission denied\n")
        #expect(!FileManager.default.fileExists(atPath: "/sys/kernel/fxctl-test.csv"))
    }

    @Test func aFailureHalfWayKeepsTheOldFileAndLeavesNoTemporaryOne() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(EndToEndNumberTests.overflowing, to: "big.fx")
        try fx.write("the old table\n", to: "out.csv")
        // 60 000 good rows (600 KB, written in blocks to the temporary file), then an overflow; an
        // argument may hold at most 128 KiB.
        let times = Array(repeating: "2", count: 60_000).joined(separator: ",") + ",0"
        let result = try fx.run(["sample", "big.fx", "--at", times, "-o", "out.csv"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Warning: --at 2 is outside the effect"), "\(result.error)")
        #expect(result.error.hasSuffix(EndToEndNumberTests.message))
        #expect(fx.read("out.csv") == "the old table\n")
        #expect(fx.entries() == ["big.fx", "out.csv"])
    }

    @Test func aFilePastTheSizeLimitIsAnErrorThatKeepsTheOldFile() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write("the old table\n", to: "out.csv")
        // `ulimit -f 64`: 64 KiB; the table is about 10 MB. SIGXFSZ used to kill fxctl (status
        // 153) with the temporary left behind.
        let result = try Self.shell(
            "ulimit -f 64; \"$FXCTL\" sample swap-card --samples 100000 -o out.csv", in: fx.directory)
        #expect(result.status == 1, "\(result)")
        #expect(result.error == "Error: cannot write 'out.csv': file too large\n", "\(result)")
        #expect(fx.read("out.csv") == "the old table\n")
        #expect(fx.entries() == ["out.csv"])
    }

    @Test func aLargeTableReplacesTheOldFileWhole() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write("the old table\n", to: "out.csv")
        let result = try fx.run(["sample", "swap-card", "--samples", "100000", "-o", "out.csv"])
        #expect(result.status == 0)
        let lines = try #require(fx.read("out.csv")).split(separator: "\n")
        #expect(lines.count == 100_001)
        #expect(lines.last?.hasPrefix("1.2,1,") == true)
        #expect(fx.entries() == ["out.csv"])
    }
}
