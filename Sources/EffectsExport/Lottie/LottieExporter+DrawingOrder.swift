import EffectsRegistry

extension LottieExporter {
    /// The layers' drawing order at the start (lower zPosition first, equal ones in layer order, as
    /// `fxctl render` draws them), and a note for each moment the order changes.
    ///
    /// Lottie's layer order is fixed for the whole animation, so an effect whose zPositions cross
    /// (swap-card's cards trade places) keeps its starting order; the note says when it would change.
    static func drawingOrder(_ timeline: Timeline, sampler: Sampler, context: EffectContext)
        -> (order: [Int], notes: [String])
    {
        let columns = timeline.layers.map {
            LottieLayerColumns(layer: $0.name, columns: sampler.columnNames, context: context)
        }
        func order(at time: Double) -> [Int] {
            let row = sampler.values(at: time)
            let depths = columns.map { $0.value(.zPosition, row) }
            return depths.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
        }
        let start = order(at: 0)
        let steps = 240
        var notes: [String] = []
        var previous = start
        for step in 1...steps {
            let time = timeline.duration * Double(step) / Double(steps)
            let now = order(at: time)
            if now != previous {
                let names = now.map { timeline.layers[$0].name }.joined(separator: ", ")
                notes.append(
                    "zPosition: the drawing order becomes \(names) near \(ParameterValue.number(time).description) s"
                )
                previous = now
            }
        }
        return (start, notes)
    }
}
