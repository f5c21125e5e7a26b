import Glibc

/// A POSIX thread running one closure, joined before it goes away: ``join()`` waits for the
/// closure to return, and dropping the last reference joins too, so no thread outlives its owner.
///
/// It belongs to the thread that started it (it is not `Sendable`): only that thread joins it.
package final class WorkerThread {
    /// The thread's handle, valid until joined.
    private let handle: pthread_t
    /// Whether ``join()`` has waited for the thread already (a thread is joined once).
    private var isJoined = false

    /// Starts a thread running `body`, or returns `nil` when the system cannot start one
    /// (`pthread_create` failed: too many threads, no memory); `body` is then never run.
    package init?(_ body: @escaping @Sendable () -> Void) {
        // The closure travels to the thread as a retained box; the thread takes the reference back.
        let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var handle = pthread_t()
        let code = pthread_create(
            &handle, nil,
            { argument in
                guard let argument else { return nil }
                Unmanaged<ThreadBody>.fromOpaque(argument).takeRetainedValue().run()
                return nil
            }, box)
        guard code == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(box).release()
            return nil
        }
        self.handle = handle
    }

    /// Waits until the thread's closure has returned; at once when it was joined already.
    ///
    /// Everything the closure wrote is visible to the caller afterwards (`pthread_join`
    /// synchronizes with the thread's end).
    package func join() {
        guard !isJoined else { return }
        isJoined = true
        _ = pthread_join(handle, nil)
    }

    deinit { join() }
}

/// The closure a ``WorkerThread`` runs, boxed to pass through `pthread_create`'s pointer.
private final class ThreadBody: Sendable {
    /// The work.
    let run: @Sendable () -> Void

    /// A box holding `run`.
    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }
}
