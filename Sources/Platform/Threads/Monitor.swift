import Glibc

/// A POSIX mutex with one condition variable, for state that threads share.
///
/// `@unchecked Sendable` is sound here: the mutex and the condition variable are made for use from
/// any thread at once, and both live in memory allocated once, never moved (POSIX forbids moving
/// them) and freed only by `deinit`, when no thread holds a reference any more.
final class Monitor: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// An unlocked mutex and its condition, with the default attributes (which cannot fail to
    /// initialize on Linux).
    init() {
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        _ = pthread_mutex_init(mutex, nil)
        _ = pthread_cond_init(condition, nil)
    }

    deinit {
        _ = pthread_cond_destroy(condition)
        _ = pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the mutex, waiting for it; ``unlock()`` it on every path.
    ///
    /// Straight-line code between the two can move values in and out of the guarded state, where
    /// a closure would keep a copy of them alive.
    func lock() {
        _ = pthread_mutex_lock(mutex)
    }

    /// Releases the mutex taken by ``lock()``.
    func unlock() {
        _ = pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the mutex.
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock()
        defer { unlock() }
        return body()
    }

    /// Releases the mutex until ``broadcast()`` is called (or spuriously), then takes it again;
    /// call only holding the mutex, in a loop that checks what it waits for.
    func wait() {
        _ = pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting in ``wait()``.
    func broadcast() {
        _ = pthread_cond_broadcast(condition)
    }
}
