import EffectDSL
import Effects
import EffectsRegistry
import TestSupport
import Testing

@testable import EffectsTool
@testable import Platform

/// `sample` on several threads (`FXCTL_THREADS`) prints what it prints on one, byte for byte,
/// and fails alike, for every streamed format and option.
@Suite struct SampleThreadsTests {
    /// A sink that takes `limit` writes, then fails every write with `failure`.
    final class RefusingSink: OutputSink {
        let limit: Int
        let failure: OutputError
        private(set) var writes: [[UInt8]] = []
        let isTerminal = false

        init(limit: Int, failure: OutputError) {
            self.limit = limit
            self.failure = failure
        }

        func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
            guard writes.count < limit else { throw failure }
            writes.append(Array(bytes))
        }

        func finish() throws(OutputError) {}
    }

    /// An effect whose `l.zPosition` overflows just after t = 0.9 s (its timing function
    /// overshoots past what a Double holds), finite before.
    static let overflowing = """
        effect big {
            duration 1s
            layer l {
                set zPosition = 0
                animate zPosition delay 0.9s duration 0.1s timing cubic-bezier(0, 1e300, 1, 1e300) from -1e15 to 1e15
            }
        }

        """

    /// Runs `arguments` with `threads` threads in a scratch directory holding `big.fx`.
    static func run(_ arguments: [String], threads: Int) throws -> RunResult {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.builtIns = [BuiltInEffects.provider]
        fx.environment = ["FXCTL_THREADS": String(threads)]
        try fx.write(overflowing, to: "big.fx")
        var result = fx.run(arguments)
        if let file = arguments.firstIndex(of: "-o").map({ arguments[$0 + 1] }) {
            result.output += "--- \(file)\n" + (fx.read(file) ?? "(none)")
            result.output += "\n--- entries \(fx.entries())"
        }
        return result
    }

    // swap-card has 14 columns: 2,340 rows a chunk (4,096 for front's 8), so these are 1 to 9
    // chunks, their edges included.
    @Test(arguments: [
        ["--samples", "2340"], ["--samples", "2341"], ["--samples", "4679"], ["--samples", "4680"],
        ["--samples", "4681", "--format", "tsv"], ["--samples", "20001", "--format", "json"],
        ["--samples", "9000", "--precision", "3"],
        ["--samples", "9000", "--format", "json", "--precision", "0"],
        ["--samples", "9000", "--columns", "front.*"],
        ["--samples", "9000", "--columns", "*.x,back.zPosition"],
        ["--fps", "4000"], ["--step", "0.0002"], ["--progress", "--step", "0.0001"],
        ["--progress", "--samples", "7000", "--format", "tsv"], ["--samples", "9000", "--geometry"],
        ["--samples", "6000", "-p", "angle=0.7", "--viewport", "320x480"],
        ["--items", "4", "--play", "next,previous,next", "--samples", "9000"],
        ["--items", "3", "--play", "next", "--samples", "9000", "--format", "json", "--columns", "*.item"],
        ["--samples", "9000", "-o", "out.csv"], ["--samples", "9000", "-o", "out.json"],
    ])
    func manyThreadsPrintWhatOnePrints(_ options: [String]) throws {
        let arguments = ["sample", "swap-card"] + options
        let one = try Self.run(arguments, threads: 1)
        #expect(one.status == 0, "\(one)")
        for threads in [2, 3] {
            let many = try Self.run(arguments, threads: threads)
            #expect(many.status == one.status && many.error == one.error)
            #expect(many.output == one.output, "\(threads) threads differ")
        }
    }

    /// The first row that is not finite, in row order, ends the table after the same rows,
    /// with the same message: here row 15,000 (t = 0.95, in chunk 1 of 3 columns' 10,922 rows),
    /// though every row after it (the later chunks' at other times) fails too.
    @Test(arguments: [["--format", "csv"], ["--format", "json"], ["-o", "out.csv"]])
    func aSamplingFailureEndsAlike(_ options: [String]) throws {
        let times = (0..<30_000).map { (row: Int) -> String in
            row < 15_000
                ? String(0.5 * Double(row) / 15_000) : String(0.95 + 0.05 * Double(row - 15_000) / 15_000)
        }
        let arguments = ["sample", "big.fx", "--at", times.joined(separator: ",")] + options
        let one = try Self.run(arguments, threads: 1)
        #expect(one.status == 1)
        #expect(
            one.error
                == "Error: the value of l.zPosition at t=0.95 is not a finite number (a division by zero or an overflow)\n"
        )
        let many = try Self.run(arguments, threads: 2)
        #expect(many.status == one.status && many.error == one.error)
        #expect(many.output == one.output)
    }

    /// A write that fails (a full disk, a closed pipe) ends the command alike: the same writes
    /// before it, the same message and status.
    @Test(arguments: [
        (0, OutputError.brokenPipe), (3, .brokenPipe),
        (0, .failed(action: "write", target: "standard output", reason: "No space left on device")),
        (5, .failed(action: "write", target: "standard output", reason: "No space left on device")),
    ])
    func aWriteFailureEndsAlike(_ limit: Int, _ failure: OutputError) throws {
        func run(threads: Int) throws -> (Int32, [[UInt8]], String) {
            let fx = try InProcess()
            defer { fx.remove() }
            let output = RefusingSink(limit: limit, failure: failure)
            let error = MemorySink()
            let runner = Runner(
                tool: FxctlCommands.configuration(builtIns: [BuiltInEffects.provider], shipsCatalogue: false),
                environment: ["FXCTL_THREADS": String(threads)], standardOutput: output, standardError: error,
                standardInput: FixedInput(""), fileSystem: FileSystem(workingDirectory: fx.directory))
            let status = runner.run(["sample", "swap-card", "--samples", "50000"])
            return (status, output.writes, error.text)
        }
        let one = try run(threads: 1)
        #expect(one.1.count == limit)
        #expect(one.0 == (failure.isQuiet ? 0 : 1))
        let many = try run(threads: 2)
        #expect(many.0 == one.0 && many.2 == one.2)
        #expect(many.1 == one.1)
    }

    @Test func aThreadCountThatIsNotANumberIsLeftOutWithAWarning() throws {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.builtIns = [BuiltInEffects.provider]
        fx.environment = ["FXCTL_THREADS": "0"]
        let result = fx.run(["sample", "swap-card", "--samples", "5000"])
        #expect(result.status == 0)
        #expect(
            result.error == "Warning: FXCTL_THREADS='0' is not a whole number of at least 1; it is left out\n"
        )
        fx.environment = [:]
        #expect(fx.run(["sample", "swap-card", "--samples", "5000"]).output == result.output)
    }

    /// `FXCTL_THREADS` past the cap is the cap: a thousand threads each holding a filled chunk made
    /// a long table take half a gigabyte.
    @Test func aThreadCountIsCappedAt64() {
        let eight = { 8 }
        #expect(
            SampleCommand.threadCount(variable: "FXCTL_THREADS", setting: "1000", processors: eight) == (
                64, nil
            ))
        #expect(
            SampleCommand.threadCount(variable: "FXCTL_THREADS", setting: "64", processors: eight) == (
                64, nil
            ))
        #expect(
            SampleCommand.threadCount(variable: "FXCTL_THREADS", setting: "3", processors: eight) == (3, nil))
        #expect(
            SampleCommand.threadCount(variable: "FXCTL_THREADS", setting: nil, processors: eight) == (4, nil))
        #expect(
            SampleCommand.threadCount(variable: "FXCTL_THREADS", setting: nil, processors: { 2 }) == (2, nil))
    }

    /// `FXCTL_THREADS=` is as if unset, and a number too large for an `Int` is past the cap like
    /// any other: neither is warned about as "not a whole number".
    @Test func anEmptyCountIsUnsetAndAHugeOneIsTheCap() {
        let eight = { 8 }
        #expect(
            SampleCommand.threadCount(variable: "FXCTL_THREADS", setting: "", processors: eight) == (4, nil))
        #expect(
            SampleCommand.threadCount(
                variable: "FXCTL_THREADS", setting: "99999999999999999999", processors: eight) == (64, nil))
        let zeros = SampleCommand.threadCount(variable: "FXCTL_THREADS", setting: "000", processors: eight)
        #expect(zeros.count == 4 && zeros.warning != nil)
        let signed = SampleCommand.threadCount(
            variable: "FXCTL_THREADS", setting: "-99999999999999999999", processors: eight)
        #expect(signed.count == 4 && signed.warning != nil)
    }

    @Test func anEmptyCountIsNotWarnedAbout() throws {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.builtIns = [BuiltInEffects.provider]
        fx.environment = ["FXCTL_THREADS": ""]
        let result = fx.run(["sample", "swap-card", "--samples", "5000"])
        #expect(result.status == 0)
        #expect(result.error == "")
    }
}
