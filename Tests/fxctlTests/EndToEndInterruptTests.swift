import Foundation
import Testing

@testable import Platform

/// Ctrl-C, `kill`, a closed terminal or a user signal during `sample … -o FILE` leaves no hidden
/// temporary file behind, and fxctl still dies of the signal, as a script expects.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndInterruptTests {
    @Test(arguments: InterruptCleanup.stopSignals)
    func anInterruptRemovesTheTemporaryFile(signalNumber: Int32) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(EndToEnd.binary))
        // Long enough to be interrupted midway on any machine.
        process.arguments = ["sample", "swap-card", "--samples", "1000000000", "-o", "out.csv"]
        process.currentDirectoryURL = fx.directory
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // The child inherits the spawning thread's signal mask, and the test's threads (Dispatch's)
        // block signals such as SIGINT: spawn from a fresh thread with them unblocked, as a shell does.
        let spawned = Spawn(process)
        let thread = try #require(
            WorkerThread {
                var signals = sigset_t()
                sigemptyset(&signals)
                for signalNumber in InterruptCleanup.stopSignals { sigaddset(&signals, signalNumber) }
                pthread_sigmask(SIG_UNBLOCK, &signals, nil)
                spawned.run()
            })
        thread.join()
        #expect(spawned.started)
        defer { if process.isRunning { process.terminate() } }
        var started = false
        for _ in 0..<400 where !started {
            started = fx.entries().contains { $0.hasPrefix(".out.csv.") }
            if !started { usleep(25_000) }
        }
        #expect(started, "the temporary file never appeared")
        usleep(100_000)  // well into writing rows
        #expect(kill(process.processIdentifier, signalNumber) == 0)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signalNumber)
        // A quit may leave a core dump where the machine writes them; never a temporary.
        #expect(fx.entries().filter { !$0.hasPrefix("core") } == [])
    }
}

/// A process started on another thread, and whether it started.
final class Spawn: @unchecked Sendable {
    // `@unchecked Sendable`: used by one thread at a time, handed over by a join.
    let process: Process
    var started = false

    init(_ process: Process) { self.process = process }

    func run() { started = (try? process.run()) != nil }
}
