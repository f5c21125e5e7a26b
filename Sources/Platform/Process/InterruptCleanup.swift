import Glibc
import Synchronization

/// Removes the `-o` temporary file when fxctl is asked to stop — interrupted (`SIGINT`), terminated
/// (`SIGTERM`), its terminal closed (`SIGHUP`), quit (`SIGQUIT`) or sent a user signal whose
/// default is to end it (`SIGUSR1`, `SIGUSR2`) — then dies of the signal as it would have.
/// (`SIGPIPE` and `SIGXFSZ` are ignored instead, so their writes fail and the sink cleans up.)
///
/// ``AtomicFileSink`` removes its hidden `.name.XXXXXX` file on every failure it sees, but Ctrl-C
/// ends the process before any of that runs. A handler may call only async-signal-safe functions,
/// so the path is copied beforehand into a buffer allocated once, and the handler does no more
/// than `unlink` it, restore the default action and raise the signal again (blocked while the
/// handler runs, it is delivered as the handler returns). One path is kept: the latest registered.
package enum InterruptCleanup {
    /// The longest path that can be registered, in bytes; a longer one is not cleaned up.
    static let capacity = Int(PATH_MAX)

    /// Registers `path` (a temporary file this process created) to be removed on an interrupt,
    /// installing the handlers on first use.
    package static func register(_ path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < capacity, !bytes.contains(0) else { return }
        state.armed.store(false, ordering: .sequentiallyConsistent)
        for (index, byte) in bytes.enumerated() { state.path[index] = CChar(bitPattern: byte) }
        state.path[bytes.count] = 0
        installOnce()
        state.armed.store(true, ordering: .sequentiallyConsistent)
    }

    /// Forgets the registered path: call once the file is renamed or removed.
    package static func unregister() {
        state.armed.store(false, ordering: .sequentiallyConsistent)
    }

    /// The registered path, for tests; `nil` when none is armed.
    static var registered: String? {
        state.armed.load(ordering: .sequentiallyConsistent) ? String(cString: state.path) : nil
    }

    /// The signals whose default action ends the process and which a user or a terminal sends to
    /// stop it.
    package static let stopSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2]

    /// The handlers are installed once, when a first path is registered; a signal the process was
    /// started ignoring (`nohup`, a background job) stays ignored.
    private static func installOnce() {
        guard !state.installed.exchange(true, ordering: .sequentiallyConsistent) else { return }
        for signalNumber in stopSignals {
            let previous = signal(signalNumber, handle)
            // Function pointers are not Equatable: compare their addresses.
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                _ = signal(signalNumber, SIG_IGN)
            }
        }
    }

    /// The handler: only async-signal-safe calls (`unlink`, `signal`, `raise`) and lock-free atomics.
    private static let handle: @convention(c) (Int32) -> Void = { signalNumber in
        if state.armed.load(ordering: .sequentiallyConsistent) { _ = unlink(state.path) }
        _ = signal(signalNumber, SIG_DFL)
        _ = raise(signalNumber)
    }

    /// What the handler reads, made before any handler is installed (reading it allocates nothing).
    private static let state = State()

    /// The preallocated path buffer and the flags; the buffer lives as long as the process.
    private final class State: @unchecked Sendable {
        // `@unchecked Sendable`: `path` is written only while `armed` is false, and read by the
        // handler or `registered` only while it is true; the flags are atomics.
        let path = UnsafeMutablePointer<CChar>.allocate(capacity: InterruptCleanup.capacity)
        let armed = Atomic<Bool>(false)
        let installed = Atomic<Bool>(false)
    }
}
