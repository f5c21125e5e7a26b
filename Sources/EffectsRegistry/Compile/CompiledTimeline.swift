/// A timeline compiled once into flat arrays, so that sampling a frame allocates nothing.
///
/// A row is `t`, `progress`, then one number per column of ``columnNames`` after those two. Each frame
/// starts from the layers' model values and applies every track that is active (or filled) at that
/// time, in order: a non-additive track replaces its target's value, an additive one adds to it.
public struct CompiledTimeline: Sendable {
    /// The timeline's nominal duration, seconds.
    public let duration: Double
    /// `t`, `progress`, then `layer.keypath[.x|.y|.z|.w]` for every sampled component.
    public let columnNames: [String]
    /// The model values of every column, `t` and `progress` included (as 0).
    let modelRow: [Double]
    let tracks: [CompiledTrack]
    /// Every track's timing chain, outermost group first; see ``CompiledTrack/timingChain``.
    let timings: [MediaTiming]

    /// Compiles a timeline.
    public init(_ timeline: Timeline) {
        var columns = ["t", "progress"]
        var modelRow = [0.0, 0.0]
        var tracks: [CompiledTrack] = []
        var timings: [MediaTiming] = []
        for layer in timeline.layers {
            var firstColumn: [String: Int] = [:]
            for property in layer.properties {
                firstColumn[property.name] = columns.count
                columns += property.columnNames(layer: layer.name)
                modelRow += property.defaultValue.components
            }
            for model in layer.modelValues {
                guard let start = firstColumn[model.target.property.name] else { continue }
                let column = start + (model.target.component ?? 0)
                for k in 0..<model.target.valueCount { modelRow[column + k] = model.value[k] }
            }
            for animation in layer.animations {
                CompiledTimeline.flatten(
                    animation, chain: [], columns: firstColumn, tracks: &tracks, timings: &timings)
            }
        }
        self.duration = timeline.duration
        self.columnNames = columns
        self.modelRow = modelRow
        self.tracks = tracks
        self.timings = timings
    }

    private static func flatten(
        _ animation: Animation, chain: [MediaTiming], columns: [String: Int], tracks: inout [CompiledTrack],
        timings: inout [MediaTiming]
    ) {
        switch animation {
        case .group(let group):
            for child in group.animations {
                flatten(
                    child, chain: chain + [group.timing], columns: columns, tracks: &tracks, timings: &timings
                )
            }
        case .track(let track):
            guard let start = columns[track.target.property.name] else { return }
            let begin = timings.count
            timings += chain + [track.timing]
            tracks.append(
                compile(track, column: start + (track.target.component ?? 0), chain: begin..<timings.count))
        }
    }

    private static func compile(_ track: Track, column: Int, chain: Range<Int>) -> CompiledTrack {
        let width = track.target.valueCount
        let count = track.values.count
        let values = track.values.flatMap(\.components)
        let mode = track.calculationMode
        var keyTimes = track.keyTimes ?? evenKeyTimes(count: count, mode: mode)
        var segmentTimings = (0..<max(count - 1, 0)).map { track.timingFunctions?[$0] ?? .linear }
        var outgoing: [Double] = []
        var incoming: [Double] = []
        var arcLengths: [Double] = []
        switch mode {
        case .linear, .discrete:
            break
        case .paced:
            keyTimes = pacedKeyTimes(lengths: segmentDistances(track.values))
            segmentTimings = []
        case .cubic:
            (outgoing, incoming) = CubicSpline.tangents(
                values: values, width: width, keyTimes: keyTimes, tension: track.tension,
                continuity: track.continuity, bias: track.bias)
        case .cubicPaced:
            // Constant speed needs the spline's shape first (tangents on even spacing), then key times
            // proportional to each segment's arc length.
            (outgoing, incoming) = CubicSpline.tangents(
                values: values, width: width, keyTimes: evenKeyTimes(count: count, mode: .linear),
                tension: track.tension, continuity: track.continuity, bias: track.bias)
            let measured = CubicSpline.arcLengths(
                values: values, width: width, outgoing: outgoing, incoming: incoming)
            arcLengths = measured.tables
            keyTimes = pacedKeyTimes(lengths: measured.lengths)
            segmentTimings = []
        }
        var delta: [Double]?
        if track.isCumulative, let first = track.values.first, let last = track.values.last {
            delta = (last - first).components
        }
        return CompiledTrack(
            column: column, width: width, timingChain: chain, mode: mode, keyTimes: keyTimes, values: values,
            segmentTimings: segmentTimings, trackTiming: track.timingFunction, outgoingTangents: outgoing,
            incomingTangents: incoming, arcLengths: arcLengths, isAdditive: track.isAdditive,
            cumulativeDelta: delta)
    }

    /// Evenly spaced key times; discrete tracks get one more, so each value holds for `1/n`.
    private static func evenKeyTimes(count: Int, mode: CalculationMode) -> [Double] {
        let intervals = mode == .discrete ? count : count - 1
        guard intervals > 0 else { return [0] }
        return (0...intervals).map { Double($0) / Double(intervals) }
    }

    private static func segmentDistances(_ values: [Value]) -> [Double] {
        zip(values, values.dropFirst()).map { $0.distance(to: $1) }
    }

    /// Key times proportional to the cumulative segment lengths (even when all lengths are 0).
    private static func pacedKeyTimes(lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        guard total > 0 else { return evenKeyTimes(count: lengths.count + 1, mode: .linear) }
        var running = 0.0
        var times = [0.0]
        for length in lengths {
            running += length
            times.append(running / total)
        }
        times[times.count - 1] = 1
        return times
    }
}
