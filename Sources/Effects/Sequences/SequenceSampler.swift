import EffectsRegistry

/// Samples a played sequence: the core sampler's columns, with each layer's block followed by its
/// item column (`front.position.x`, …, `front.item`, `back.…`, `back.item`).
public struct SequenceSampler: Sendable {
    /// Where an output column comes from: a column of the core sampler's row, or a layer's item.
    enum Source: Hashable, Sendable {
        case sampled(Int)
        case item(layer: Int)
    }

    /// The sequence sampled.
    public let sequence: SequenceTimeline
    /// The core sampler of the sequence's timeline.
    public let sampler: Sampler
    /// The output columns, in order.
    public let columnNames: [String]
    let sources: [Source]

    /// A sampler for `sequence`; compiles its timeline once.
    public init(_ sequence: SequenceTimeline) {
        let sampler = Sampler(timeline: sequence.timeline)
        let sampled = sampler.columnNames
        var names = Array(sampled.prefix(2))
        var sources: [Source] = [.sampled(0), .sampled(1)]
        var next = 2
        for (index, layer) in sequence.timeline.layers.enumerated() {
            let width = layer.properties.reduce(0) { $0 + $1.componentCount }
            for column in next..<min(next + width, sampled.count) {
                names.append(sampled[column])
                sources.append(.sampled(column))
            }
            next += width
            names.append("\(layer.name).item")
            sources.append(.item(layer: index))
        }
        self.sequence = sequence
        self.sampler = sampler
        self.columnNames = names
        self.sources = sources
    }

    /// The row at `time`: `t`, `progress`, then each layer's columns and its item.
    public func values(at time: Double) -> [Double] {
        arrange(sampler.values(at: time), time: time)
    }

    /// The table of the sequence on `grid`, refused (before any allocation) when it would exceed
    /// the core sampler's cell limit.
    public func table(_ grid: SampleGrid) throws(SamplerError) -> SampleTable {
        let points = try grid.points(duration: sequence.timeline.duration)
        let cells = Double(points.count) * Double(columnNames.count)
        guard cells <= Double(Sampler.maximumTableCells) else {
            throw .tooManySamples(requested: cells, limit: Sampler.maximumTableCells, unit: "table cells")
        }
        var table = SampleTable(columns: columnNames)
        table.reserveCapacity(rows: points.count)
        var failure: SampleTableError?
        forEachRow(points) { (row: [Double]) -> Void in
            do throws(SampleTableError) {
                try table.appendRow(row)
            } catch {
                failure = error
            }
        }
        // Rows are built from `columnNames`, so they always fit; a failure would be a bug here.
        if let failure { throw .invalidGrid("sequence rows do not fit their table: \(failure)") }
        return table
    }

    /// Calls `body` with each row of `points` in turn.
    public func forEachRow<E: Error>(_ points: SamplePoints, _ body: ([Double]) throws(E) -> Void) throws(E) {
        var index = 0
        try sampler.forEachRow(points) { (row) throws(E) in
            try body(arrange(row, time: points.time(at: index)))
            index += 1
        }
    }

    private func arrange<Row: RandomAccessCollection<Double>>(_ row: Row, time: Double) -> [Double]
    where Row.Index == Int {
        let items = sequence.items(at: time)
        return sources.map { source in
            switch source {
            case .sampled(let column):
                return row.indices.contains(column) ? row[column] : 0
            case .item(let layer):
                return items.indices.contains(layer) ? Double(items[layer]) : -1
            }
        }
    }
}
