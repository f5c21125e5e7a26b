import Foundation
import Testing

@testable import Platform

/// The thread primitive under `sample`'s chunked tables: chunks produced on worker threads are
/// consumed in order, a failure stops the work, and no thread outlives the call.
@Suite struct OrderedChunksTests {
    /// Counts shared by the test's threads, behind a lock.
    final class Tally: @unchecked Sendable {
        // `@unchecked Sendable`: every variable is read and written holding `lock`.
        private let lock = NSLock()
        private var running = 0
        private var produced: [Int] = []
        private var mostRunning = 0

        func started(_ index: Int) {
            lock.withLock {
                running += 1
                mostRunning = max(mostRunning, running)
                produced.append(index)
            }
        }

        func ended() { lock.withLock { running -= 1 } }

        /// How many produce calls are running, which were made, and the most at once.
        var state: (running: Int, produced: [Int], mostRunning: Int) {
            lock.withLock { (running, produced, mostRunning) }
        }
    }

    struct Stop: Error, Equatable { let index: Int }

    /// A buffer holding its chunk's index and a few numbers derived from it.
    static func produce(_ tally: Tally, pause: Bool) -> @Sendable (Int, inout [Int]) -> Void {
        { index, buffer in
            tally.started(index)
            // Uneven work, so that later chunks sometimes finish first.
            if pause && index % 3 == 1 { usleep(UInt32(200 + (index * 37) % 500)) }
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: [index, index * index, -index])
            tally.ended()
        }
    }

    @Test(arguments: [0, 1, 2, 3, 5, 8], [0, 1, 2, 3, 17, 100])
    func chunksAreConsumedInOrderOnce(_ threads: Int, _ count: Int) throws {
        let tally = Tally()
        var consumed: [[Int]] = []
        var buffersMade = 0
        OrderedChunks.run(
            count: count, threads: threads,
            buffer: { () -> [Int] in
                buffersMade += 1
                return []
            },
            produce: Self.produce(tally, pause: true),
            consume: { buffer in consumed.append(buffer) })
        #expect(consumed == (0..<count).map { [$0, $0 * $0, -$0] })
        let state = tally.state
        #expect(state.running == 0)
        #expect(state.produced.sorted() == Array(0..<count))
        // Memory stays flat: a few buffers, however many chunks.
        #expect(buffersMade <= max(threads, 0) + 3)
    }

    /// A failure at chunk `k` is the last consume; the workers stop, and none is still producing
    /// when the error comes out; no more than the buffers' window was produced past it.
    @Test(arguments: [1, 2, 4], [0, 1, 5, 49])
    func aFailureStopsTheWorkAndEveryThread(_ threads: Int, _ failing: Int) throws {
        let tally = Tally()
        var consumed: [Int] = []
        #expect(throws: Stop(index: failing)) {
            try OrderedChunks.run(
                count: 50, threads: threads, buffer: { [Int]() }, produce: Self.produce(tally, pause: true),
                consume: { (buffer) throws(Stop) in
                    consumed.append(buffer[0])
                    if buffer[0] == failing { throw Stop(index: failing) }
                })
        }
        #expect(consumed == Array(0...failing))
        let state = tally.state
        #expect(state.running == 0, "a worker still produced after the call returned")
        #expect(state.produced.count <= failing + 1 + threads + 2)
        usleep(2000)
        #expect(tally.state.produced.count == state.produced.count, "a chunk was produced after the return")
    }

    @Test func moreThreadsWorkAtOnce() throws {
        let tally = Tally()
        OrderedChunks.run(
            count: 40, threads: 2, buffer: { [Int]() },
            produce: { index, buffer in
                tally.started(index)
                usleep(2000)
                buffer = [index]
                tally.ended()
            },
            consume: { _ in })
        #expect(tally.state.mostRunning == 2)
    }

    @Test func aThreadRunsItsClosureAndIsJoined() throws {
        let tally = Tally()
        let thread = try #require(
            WorkerThread {
                usleep(5000)
                tally.started(7)
                tally.ended()
            })
        thread.join()
        #expect(tally.state.produced == [7])
        thread.join()
        do {
            _ = WorkerThread {
                usleep(5000)
                tally.started(8)
            }
        }
        // Dropping the last reference joined the thread: its work is done.
        #expect(tally.state.produced == [7, 8])
    }

    /// However many threads are asked for, at most ``OrderedChunks/mostThreads`` are started (and
    /// no more than there are chunks): each holds a buffer, so memory would grow with them.
    @Test(arguments: [(1000, 500), (1000, 10), (65, 65)])
    func threadsAreCapped(threads: Int, count: Int) throws {
        var buffersMade = 0
        var consumed: [[Int]] = []
        OrderedChunks.run(
            count: count, threads: threads,
            buffer: { () -> [Int] in
                buffersMade += 1
                return []
            },
            produce: Self.produce(Tally(), pause: false),
            consume: { buffer in consumed.append(buffer) })
        #expect(consumed.count == count)
        #expect(buffersMade <= min(OrderedChunks.mostThreads, count) + 2)
        #expect(OrderedChunks.mostThreads == 64)
    }
}
