/// Work cut into numbered chunks, produced on worker threads and consumed on the calling thread in
/// order, through a few reused buffers.
///
/// Each worker takes the next chunk, fills a buffer with it (``run(count:threads:buffer:produce:consume:)``'s
/// `produce`) and hands it over; the caller consumes chunk 0, 1, 2, … as each is ready and gives
/// its buffer back. At most `threads + 2` buffers exist, so memory stays flat however many chunks
/// there are; a worker waits while the chunk it holds is that far ahead of the caller.
package enum OrderedChunks {
    /// The most worker threads ``run(count:threads:buffer:produce:consume:)`` starts, whatever it is
    /// asked for: each holds a filled buffer, so memory grows with them, and past a few the single
    /// consuming thread bounds the speed anyway.
    package static let mostThreads = 64

    /// Produces chunks `0..<count` on up to `threads` worker threads (at most ``mostThreads`` and
    /// at most `count`) and consumes them in order on
    /// the calling thread.
    ///
    /// A failure of `consume` stops the work: no chunk after it is consumed, the workers stop at
    /// the end of the chunk they are producing, and every worker has ended when the error is
    /// rethrown. Every worker has ended when this returns, too. When no thread can be started
    /// (or `threads` is below 1) the calling thread produces and consumes each chunk in turn, with
    /// the same result.
    ///
    /// - Parameters:
    ///   - buffer: makes an empty buffer (called up to `threads + 2` times, on the calling thread).
    ///   - produce: fills the buffer for chunk `index`, replacing what it held; called once per
    ///     chunk, on any thread, several at a time.
    ///   - consume: reads chunk 0's buffer, then chunk 1's, …, on the calling thread.
    package static func run<Buffer: Sendable, Failure: Error>(
        count: Int, threads: Int, buffer: () -> Buffer,
        produce: @escaping @Sendable (_ index: Int, _ buffer: inout Buffer) -> Void,
        consume: (Buffer) throws(Failure) -> Void
    ) throws(Failure) {
        guard count > 0 else { return }
        let workerCount = max(0, min(threads, count, mostThreads))
        let shared = ChunkExchange(
            count: count, buffers: (0..<(workerCount + 2)).map { _ in buffer() }, produce: produce)
        var workers: [WorkerThread] = []
        for _ in 0..<workerCount {
            guard let worker = WorkerThread({ shared.work() }) else { break }
            workers.append(worker)
        }
        // Whatever way this returns, the workers are told to stop and waited for.
        defer {
            shared.cancel()
            for worker in workers { worker.join() }
        }
        guard !workers.isEmpty else {
            var buffer = buffer()
            for index in 0..<count {
                produce(index, &buffer)
                try consume(buffer)
            }
            return
        }
        for index in 0..<count {
            let buffer = shared.take(index)
            try consume(buffer)
            // Moved, not copied: a copy alive here would make the next worker's first write copy
            // the whole buffer.
            shared.giveBack(consume buffer, of: index)
        }
    }
}

/// The state the caller and the workers of ``OrderedChunks`` share: the buffers, the next chunk to
/// claim, how many chunks were consumed, whether to stop.
///
/// `@unchecked Sendable` is sound here: `count`, `produce` (itself `Sendable`) and the monitor are
/// constants, and every variable is read and written only while holding `monitor`. A buffer leaves
/// its slot only by being moved out under the lock (the slot is marked `.busy`), so exactly one
/// thread holds each buffer at any time and fills or reads it without the lock; moving it back in
/// happens under the lock, which orders the holder's writes before the next holder's reads.
private final class ChunkExchange<Buffer: Sendable>: @unchecked Sendable {
    /// Where a slot's buffer is.
    enum Slot {
        /// Here, empty or consumed: free for the next chunk of the slot.
        case free(Buffer)
        /// Held by a worker filling it or by the caller reading it.
        case busy
        /// Here, filled with the chunk the caller waits for next in this slot.
        case ready(Buffer)

        /// Whether the buffer is out of the slot.
        var isBusy: Bool {
            if case .busy = self { return true }
            return false
        }
    }

    let monitor = Monitor()
    let count: Int
    let produce: @Sendable (Int, inout Buffer) -> Void
    /// Chunk `index` uses slot `index % slots.count`.
    var slots: [Slot]
    /// The next chunk a worker claims.
    var nextClaim = 0
    /// How many chunks the caller has consumed (and given back the buffers of).
    var consumed = 0
    /// Set when the caller stops: workers end as soon as they can.
    var isCancelled = false

    init(count: Int, buffers: [Buffer], produce: @escaping @Sendable (Int, inout Buffer) -> Void) {
        self.count = count
        self.slots = buffers.map { .free($0) }
        self.produce = produce
    }

    /// A worker's life: claim the next chunk, fill its buffer, hand it over, until every chunk is
    /// claimed or the caller stops.
    ///
    /// Buffers move in and out of their slots under the lock in straight-line code, never through
    /// a closure that would keep a second reference: each holder then has the only one, and fills
    /// the buffer in place.
    func work() {
        while true {
            monitor.lock()
            // claim() waits until the slot is not busy, so moveOut finds its buffer.
            guard let index = claim(), var buffer = moveOut(from: index % slots.count) else {
                monitor.unlock()
                return
            }
            monitor.unlock()
            produce(index, &buffer)
            monitor.lock()
            slots[index % slots.count] = .ready(consume buffer)
            monitor.broadcast()
            monitor.unlock()
        }
    }

    /// The next chunk, once its slot is free; `nil` when there is none left or the caller stopped.
    ///
    /// Call holding the lock.
    /// Chunks `consumed..<consumed + slots.count` have slots of their own; a chunk claimed further
    /// ahead waits for the caller to consume the one before it in its slot. Claims go in order, so
    /// the chunks the caller waits for are always claimed first: no cycle of waits. In the window
    /// the slot's last chunk (index − slots.count) has been consumed and given back, so the slot is
    /// free; the wait checks that too rather than trust it.
    private func claim() -> Int? {
        guard !isCancelled, nextClaim < count else { return nil }
        let index = nextClaim
        nextClaim += 1
        while !isCancelled && (index >= consumed + slots.count || slots[index % slots.count].isBusy) {
            monitor.wait()
        }
        return isCancelled ? nil : index
    }

    /// The buffer of slot `slot`, free or ready, leaving the slot `.busy`; `nil` for a busy slot.
    ///
    /// Call holding the lock.
    private func moveOut(from slot: Int) -> Buffer? {
        switch slots[slot] {
        case .free(let buffer), .ready(let buffer):
            slots[slot] = .busy
            return buffer
        case .busy:
            return nil
        }
    }

    /// Chunk `index`'s filled buffer, waiting until a worker hands it over; `index` is
    /// `consumed`.
    func take(_ index: Int) -> Buffer {
        monitor.lock()
        defer { monitor.unlock() }
        while true {
            if case .ready = slots[index % slots.count], let buffer = moveOut(from: index % slots.count) {
                return buffer
            }
            monitor.wait()
        }
    }

    /// Returns chunk `index`'s buffer to its slot once consumed, freeing the slot for a later chunk.
    func giveBack(_ buffer: consuming Buffer, of index: Int) {
        monitor.lock()
        slots[index % slots.count] = .free(buffer)
        consumed += 1
        monitor.broadcast()
        monitor.unlock()
    }

    /// Tells the workers to stop after the chunk they are producing.
    func cancel() {
        monitor.withLock {
            isCancelled = true
            monitor.broadcast()
        }
    }
}
