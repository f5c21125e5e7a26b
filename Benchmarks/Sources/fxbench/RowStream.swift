import EffectsRegistry
import Glibc

/// The memory figure's child: streams sampled rows to standard output through one reused buffer, as
/// `fxctl sample` should, so its peak RSS can be compared across row counts.
enum RowStream {
    /// Streams `rows` rows of the CSV workload's timeline and returns the exit status.
    ///
    /// Rows go out as CSV through the core's writer when it is on main, as raw bytes until then.
    static func run(rows: Int) -> Int32 {
        let sampler: StreamingSampler<CompiledTimeline>
        do {
            sampler = try StreamingSampler(CompiledTimeline(try CSVWorkload.timeline()), grid: .count(rows))
        } catch {
            printError("fxbench: \(error)")
            return 1
        }
        do {
            if let writer = CoreTables.csvWriter(digits: nil) {
                try stream(sampler, writer)
            } else {
                try stream(sampler, RawRowWriter())
            }
        } catch {
            printError("fxbench: \(error)")
            return 1
        }
        return 0
    }

    private static func stream<Formatter: RowFormatter>(
        _ sampler: StreamingSampler<CompiledTimeline>, _ formatter: Formatter
    ) throws(SampleStreamError<Never>) {
        var formatter = formatter
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 17)
        func flush() {
            bytes.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
            bytes.removeAll(keepingCapacity: true)
        }
        formatter.header(sampler.columnNames, into: &bytes)
        var first = true
        try sampler.forEachRow { row in
            formatter.row(row, isFirst: first, into: &bytes)
            first = false
            if bytes.count >= 1 << 16 { flush() }
        }
        flush()
    }
}

/// Writes rows as their raw bytes: the stand-in for CSV until the core's writer is on main.
struct RawRowWriter: RowFormatter {
    /// Writes nothing: raw rows have no header.
    mutating func header(_ columns: [String], into bytes: inout [UInt8]) {}

    /// Appends the row's bytes.
    func row(_ row: UnsafeBufferPointer<Double>, isFirst: Bool, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeRawBufferPointer(row))
    }
}
