import Effects
import EffectsRegistry

/// What one sampled row holds and how to fill it: a compiled timeline's columns, or for a played
/// sequence the same columns with each layer's block followed by its `layer.item` column (the layout
/// of `SequenceSampler`).
struct RowSource: Sendable {
    /// Where an output column comes from.
    enum Column: Hashable, Sendable {
        /// A column of the compiled timeline's row.
        case sampled(Int)
        /// The item a layer shows, by layer index.
        case item(Int)
    }

    /// The compiled timeline.
    private(set) var compiled: CompiledTimeline
    /// The played sequence, when the row adds its item columns.
    let sequence: SequenceTimeline?
    /// The column names, in row order.
    let columnNames: [String]
    /// Where each column comes from; empty when the row is the compiled timeline's as it is.
    let columns: [Column]

    /// The rows of a timeline.
    init(timeline: Timeline) {
        self.compiled = CompiledTimeline(timeline)
        self.sequence = nil
        self.columnNames = compiled.columnNames
        self.columns = []
    }

    /// The rows of a played sequence, with its item columns.
    init(sequence: SequenceTimeline) {
        let compiled = CompiledTimeline(sequence.timeline)
        let names = SequenceSampler(sequence).columnNames
        var positions: [String: Int] = [:]
        for (index, name) in compiled.columnNames.enumerated() where positions[name] == nil {
            positions[name] = index
        }
        let items = sequence.itemColumnNames
        self.compiled = compiled
        self.sequence = sequence
        self.columnNames = names
        self.columns = names.map { name in
            if let index = positions[name] { return .sampled(index) }
            return .item(items.firstIndex(of: name) ?? 0)
        }
    }

    /// The same rows for the row columns `kept` (indices into ``columnNames``), computed by only the
    /// tracks that write them; the other columns are left unspecified.
    func keeping(columns kept: [Int]) -> RowSource {
        var sampled = Set<Int>()
        for index in kept {
            if columns.isEmpty {
                sampled.insert(index)
            } else if columns.indices.contains(index), case .sampled(let source) = columns[index] {
                sampled.insert(source)
            }
        }
        var copy = self
        copy.compiled = compiled.keepingTracks(writingTo: sampled)
        return copy
    }

    /// The number of values in a row.
    var rowWidth: Int { columnNames.count }

    /// The number of values the compiled timeline writes (the scratch row `fill` needs).
    var sampledWidth: Int { compiled.rowWidth }

    /// The timeline's duration, seconds.
    var duration: Double { compiled.duration }

    /// Fills `row` (`rowWidth` values) for the moment at `time` and `progress`, using `scratch`
    /// (`sampledWidth` values) for the timeline's own row when the columns are rearranged.
    func fill(
        _ row: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>, time: Double,
        progress: Double
    ) {
        guard let sequence, !columns.isEmpty else {
            compiled.sample(at: time, progress: progress, into: row)
            return
        }
        compiled.sample(at: time, progress: progress, into: scratch)
        let items = sequence.items(at: time)
        for (index, column) in columns.enumerated() where index < row.count {
            switch column {
            case .sampled(let source):
                row[index] = source < scratch.count ? scratch[source] : 0
            case .item(let layer):
                row[index] = items.indices.contains(layer) ? Double(items[layer]) : -1
            }
        }
    }
}
