/// A timeline compiled once into flat arrays, so that sampling a frame allocates nothing.
///
/// A row is `t`, `progress`, then one number per column of ``columnNames`` after those two. Each frame
/// starts from the layers' model values and applies every track that is active (or filled) at that
/// time, in order: a non-additive track replaces its target's value, an additive one adds to it.
///
/// Tracks are plain records of offsets into a few shared arrays (see ``CompiledTrack``), and equal
/// timing functions are stored once: the sampling loop reads contiguous memory and retains nothing.
public struct CompiledTimeline: Sendable {
    /// The timeline's nominal duration, seconds.
    public let duration: Double
    /// `t`, `progress`, then `layer.keypath[.x|.y|.z|.w]` for every sampled component.
    public let columnNames: [String]
    /// The model values of every column, `t` and `progress` included (as 0).
    let modelRow: [Double]
    private(set) var tracks: [CompiledTrack]
    /// Every track's timing chain, outermost group first; see ``CompiledTrack/timingChain``.
    let timings: [CompiledMediaTiming]
    /// Every track's key times, values, tangents, arc lengths and cumulative change, track by track.
    let numbers: [Double]
    /// The arc-length tables of every `cubic-paced` track, track by track.
    let arcLengths: [Double]
    /// Every track's segment timing functions, track by track.
    let segmentEasings: [CompiledEasing]
    /// The distinct cubic Bézier curves the tracks use.
    let beziers: [CubicBezier]
    /// The distinct other timing functions (steps, `linear(…)`, springs, hold) the tracks use.
    let otherEasings: [TimingFunction]

    /// Compiles a timeline.
    public init(_ timeline: Timeline) {
        var compiler = TimelineCompiler()
        var columns = ["t", "progress"]
        var modelRow = [0.0, 0.0]
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
                compiler.add(animation, chain: [], columns: firstColumn)
            }
        }
        duration = timeline.duration
        columnNames = columns
        self.modelRow = modelRow
        tracks = compiler.tracks
        timings = compiler.timings
        numbers = compiler.numbers
        arcLengths = compiler.arcLengths
        segmentEasings = compiler.segmentEasings
        beziers = compiler.beziers
        otherEasings = compiler.otherEasings
    }

    /// A copy that applies only the tracks writing to one of `columns` (row indices); every other
    /// column keeps its model value.
    ///
    /// The kept columns sample to exactly the same numbers, sooner: a table of a few columns need not
    /// compute the others.
    public func keepingTracks(writingTo columns: Set<Int>) -> CompiledTimeline {
        var copy = self
        copy.tracks = tracks.filter { track in
            (track.column..<track.column + Int(track.width)).contains { columns.contains($0) }
        }
        return copy
    }
}
