import CBaselines
import EffectsRegistry
import Glibc

/// The numbers the CSV figure writes: a two-card timeline (the swap-card seed's shape) sampled at
/// `rows` evenly spaced moments, 9 columns (t, progress and 7 properties).
struct CSVWorkload {
    /// The column names.
    let columns: [String]
    /// The numbers, row-major.
    let values: [Double]

    /// The workload of `rows` rows.
    init(rows: Int) throws(CSVWorkloadError) {
        do {
            let timeline = try CSVWorkload.timeline()
            let table = try Sampler(timeline: timeline).table(.count(rows))
            columns = table.columns
            values = table.values
        } catch let error as TimelineError {
            throw CSVWorkloadError(message: "\(error)")
        } catch {
            throw CSVWorkloadError(message: "\(error)")
        }
    }

    /// Numbers already at hand (parsed from fxctl's output).
    init(columns: [String], values: [Double]) {
        self.columns = columns
        self.values = values
    }

    /// The number of rows.
    var rowCount: Int { columns.isEmpty ? 0 : values.count / columns.count }

    /// The two-card timeline the rows are sampled from.
    static func timeline() throws -> Timeline {
        let timing = MediaTiming(duration: 1.2)
        func card(_ name: String, tilt: Double, offset: Value, withDepth: Bool) throws -> Layer {
            var animations: [Animation] = []
            if withDepth {
                animations.append(
                    .track(try Track(keyPath: "zPosition", values: [Value(1), Value(-1)], timing: timing)))
            }
            animations.append(
                .track(
                    try Track(
                        keyPath: "transform.rotation", values: [Value(0), Value(tilt), Value(0)],
                        timing: MediaTiming(duration: 2))))
            animations.append(
                .track(
                    try Track(
                        keyPath: "position", values: [Value(0, 0), offset, Value(0, 0)], isAdditive: true,
                        timing: timing)))
            let group = try AnimationGroup(timing: timing, animations: animations)
            return Layer(name: name, animations: [.group(group)])
        }
        return try Timeline(
            duration: 1.2,
            layers: [
                try card("front", tilt: -0.15, offset: Value(90, -20), withDepth: true),
                try card("back", tilt: 0.15, offset: Value(-90, 20), withDepth: false),
            ])
    }

    /// Writes the numbers with C's printf("%.6g") to `path`; returns the bytes written.
    func writeWithPrintf(to path: String) -> Int {
        let names: [UnsafePointer<CChar>?] = columns.map { UnsafePointer(strdup($0)) }
        defer { names.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        return names.withUnsafeBufferPointer { names in
            values.withUnsafeBufferPointer { values in
                Int(fxb_printf_csv(path, names.baseAddress, values.baseAddress, rowCount, columns.count))
            }
        }
    }

    /// Writes the numbers with `formatter` to `path`, through one reused 64 KiB buffer; returns the
    /// bytes written.
    func write<Formatter: RowFormatter>(with formatter: Formatter, to path: String) -> Int {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { return -1 }
        defer { close(file) }
        var formatter = formatter
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 17)
        var written = 0
        func flush() {
            bytes.withUnsafeBytes { _ = Glibc.write(file, $0.baseAddress, $0.count) }
            written += bytes.count
            bytes.removeAll(keepingCapacity: true)
        }
        formatter.header(columns, into: &bytes)
        let width = columns.count
        values.withUnsafeBufferPointer { values in
            guard let base = values.baseAddress else { return }
            for row in 0..<rowCount {
                formatter.row(
                    UnsafeBufferPointer(start: base + row * width, count: width), isFirst: row == 0,
                    into: &bytes)
                if bytes.count >= 1 << 16 { flush() }
            }
        }
        flush()
        return written
    }
}

/// Why the CSV workload could not be built.
struct CSVWorkloadError: Error {
    /// What went wrong.
    let message: String
}
