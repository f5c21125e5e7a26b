import EffectsRegistry

extension LottieExporter {
    /// A stretch of time during which the layers keep one drawing order.
    struct OrderSpan {
        /// When it starts, seconds.
        var from: Double
        /// When it ends, seconds (the duration for the last).
        var to: Double
        /// Layer indexes, drawn first to last: lower zPosition first, equal ones in layer order, as
        /// `fxctl render` draws them.
        var order: [Int]
    }

    /// The stretches of constant drawing order over the timeline.
    ///
    /// Lottie's layer order is fixed, so each stretch gets its own copies of the layers, shown only
    /// during it (`ip`…`op`). The order is read at every keyframe boundary and at 240 moments between,
    /// and each change is found by bisection to a nanosecond's thousandth.
    static func drawingOrder(
        _ timeline: Timeline, sampler: Sampler, context: EffectContext, boundaries: [Double]
    ) -> [OrderSpan] {
        let columns = timeline.layers.map {
            LottieLayerColumns(layer: $0.name, columns: sampler.columnNames, context: context)
        }
        let depthColumns = Set(
            timeline.layers.compactMap { sampler.columnNames.firstIndex(of: "\($0.name).zPosition") })
        guard !depthColumns.isEmpty else {
            return [OrderSpan(from: 0, to: timeline.duration, order: Array(timeline.layers.indices))]
        }
        let compiled = sampler.compiled.keepingTracks(writingTo: depthColumns)
        func order(at time: Double) -> [Int] {
            let row = compiled.values(at: time)
            let depths = columns.map { $0.value(.zPosition, row) }
            return depths.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
        }
        let steps = 240
        let moments = Set(
            boundaries + (0...steps).map { timeline.duration * Double($0) / Double(steps) }
        ).sorted()
        var spans = [OrderSpan(from: 0, to: timeline.duration, order: order(at: 0))]
        var previousTime = 0.0
        for time in moments.dropFirst() {
            guard let current = spans.last else { break }
            if order(at: time) != current.order {
                // The change lies in (previousTime, time]: bisect to where the new order starts.
                var low = previousTime
                var high = time
                while high - low > 1e-12 * max(1, high) {
                    let middle = (low + high) / 2
                    if order(at: middle) == current.order { low = middle } else { high = middle }
                }
                spans[spans.count - 1].to = high
                spans.append(OrderSpan(from: high, to: timeline.duration, order: order(at: high)))
            }
            previousTime = time
        }
        return spans
    }
}
