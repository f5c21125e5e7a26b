import EffectsRegistry

/// The rows of a played sequence for ``StreamingSampler``: the compiled timeline's columns, with
/// each layer's block followed by its item column (`front.position.x`, …, `front.item`, `back.…`,
/// `back.item`).
///
/// An item column holds the index of the item the layer shows, or −1 for an empty slot.
public struct SequenceRowSource: RowSource {
    /// Where an output column comes from: a column of the compiled timeline's row, or a layer's item.
    enum Source: Hashable, Sendable {
        case sampled(Int)
        case item(layer: Int)
    }

    /// The sequence sampled.
    public let sequence: SequenceTimeline
    /// The sequence's compiled timeline, which fills the scratch row.
    public private(set) var compiled: CompiledTimeline
    /// The output columns, in order.
    public let columnNames: [String]
    /// Where each output column comes from.
    let sources: [Source]

    /// The rows of `sequence`; compiles its timeline once.
    public init(_ sequence: SequenceTimeline) {
        self.init(sequence, geometry: false)
    }

    /// The rows of `sequence`, with `geometry` each layer's geometry columns after its own (its
    /// composed matrix, projected corners, facing and visibility, as ``Sampler`` gives them for one
    /// timeline), then its item; compiles the sequence's timeline once.
    public init(_ sequence: SequenceTimeline, geometry: Bool) {
        let compiled = CompiledTimeline(sequence.timeline, geometry: geometry)
        let sampled = compiled.columnNames
        var names = Array(sampled.prefix(2))
        var sources: [Source] = [.sampled(0), .sampled(1)]
        var next = 2
        let geometryWidth = geometry ? LayerGeometry.columnSuffixes.count : 0
        for (index, layer) in sequence.timeline.layers.enumerated() {
            let width = layer.properties.reduce(0) { $0 + $1.componentCount } + geometryWidth
            for column in next..<min(next + width, sampled.count) {
                names.append(sampled[column])
                sources.append(.sampled(column))
            }
            next += width
            names.append("\(layer.name).item")
            sources.append(.item(layer: index))
        }
        self.sequence = sequence
        self.compiled = compiled
        self.columnNames = names
        self.sources = sources
    }

    /// The sequence's duration, seconds.
    public var duration: Double { compiled.duration }

    /// The compiled timeline's row, rearranged into ``columnNames``.
    public var scratchWidth: Int { compiled.rowWidth }

    /// Writes the row at `time` and `progress`: the compiled timeline samples into `scratch`
    /// (``scratchWidth`` values), then each column takes its sampled value or its layer's item.
    public func fill(
        _ row: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>, time: Double,
        progress: Double
    ) {
        guard row.count == sources.count else { return }
        compiled.sample(at: time, progress: progress, into: scratch)
        let items = sequence.items(at: time)
        for (index, source) in sources.enumerated() {
            switch source {
            case .sampled(let column):
                row[index] = column < scratch.count ? scratch[column] : 0
            case .item(let layer):
                row[index] = items.indices.contains(layer) ? Double(items[layer]) : -1
            }
        }
    }

    /// The same rows computed by only the tracks that write the sampled columns among `kept`.
    public func keeping(columns kept: Set<Int>) -> SequenceRowSource {
        var sampled = Set<Int>()
        for index in kept where sources.indices.contains(index) {
            if case .sampled(let column) = sources[index] { sampled.insert(column) }
        }
        var copy = self
        copy.compiled = compiled.keepingTracks(writingTo: sampled)
        return copy
    }
}
