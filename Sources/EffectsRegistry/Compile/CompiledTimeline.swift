/// A timeline compiled once into flat arrays, so that sampling a frame allocates nothing.
///
/// A row is `t`, `progress`, then one number per column of ``columnNames`` after those two. Each frame
/// starts from the layers' model values and applies every track that is active (or filled) at that
/// time, in order: a non-additive track replaces its target's value, an additive one adds to it.
///
/// Tracks are plain records of offsets into a few shared arrays (see ``CompiledTrack``), and equal
/// timing functions are stored once: the sampling loop reads contiguous memory and retains nothing.
///
/// Compiled with geometry (``init(_:geometry:)``), each layer's columns are followed by its
/// geometry columns, worked out from the row once every track has been applied.
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
    /// Which tracks can apply when, for a timeline of many tracks in short windows; `nil` when every
    /// frame visits every track.
    var windows: TrackWindows?
    /// The timing chains a frame resolves once for every track under them (see
    /// ``CompiledTrack/chainSlot``), as ranges of ``timings``.
    private(set) var sharedChains: [Range<Int>]
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
    /// Every `transform` track's segment interpolations, planned at compile time, track by track.
    let transformSegments: [TransformInterpolation]
    /// Per layer, when compiled with geometry, where its geometry reads and writes; empty otherwise.
    let geometries: [CompiledGeometry]
    /// The timeline's ``Timeline/sublayerTransform``.
    let sublayerTransform: Matrix3D
    /// The timeline's ``Timeline/viewportSize``.
    let viewportSize: (width: Double, height: Double)

    /// Compiles a timeline: its rows are `t`, `progress` and each layer's properties.
    public init(_ timeline: Timeline) {
        self.init(timeline, geometry: false)
    }

    /// Compiles a timeline; with `geometry`, each layer's columns are followed by its geometry
    /// columns (``LayerGeometry/columnSuffixes``: the composed matrix, the projected corners of its
    /// bounds, whether it faces the viewer and whether it shows), computed from the row's
    /// properties after the tracks are applied.
    ///
    /// Without `geometry` the rows are exactly those of ``init(_:)``.
    public init(_ timeline: Timeline, geometry: Bool) {
        var compiler = TimelineCompiler()
        var columns = ["t", "progress"]
        var modelRow = [0.0, 0.0]
        var geometries: [CompiledGeometry] = []
        for layer in timeline.layers {
            var firstColumn: [String: Int] = [:]
            for property in layer.properties {
                firstColumn[property.name] = columns.count
                columns += property.columnNames(layer: layer.name)
                modelRow += property.defaultComponents
            }
            for model in layer.modelValues {
                guard let start = firstColumn[model.target.property.name] else { continue }
                let column = start + (model.target.component ?? 0)
                if let transform = model.transform {
                    for (k, entry) in transform.matrix.entries.enumerated() { modelRow[column + k] = entry }
                    continue
                }
                for k in 0..<model.target.valueCount { modelRow[column + k] = model.value[k] }
            }
            for animation in layer.animations {
                compiler.add(animation, chain: [], columns: firstColumn)
            }
            if geometry {
                geometries.append(
                    CompiledGeometry(
                        output: columns.count, columns: firstColumn,
                        viewportSize: (timeline.viewportSize.x, timeline.viewportSize.y)))
                columns += LayerGeometry.columnNames(layer: layer.name)
                modelRow += [Double](repeating: 0, count: LayerGeometry.columnSuffixes.count)
            }
        }
        self.init(
            duration: timeline.duration, columnNames: columns, modelRow: modelRow, compiler: compiler,
            geometries: geometries, sublayerTransform: timeline.sublayerTransform,
            viewportSize: (timeline.viewportSize.x, timeline.viewportSize.y))
    }

    /// A timeline of `compiler`'s tracks, without geometry, whose rows start from `modelRow`.
    init(duration: Double, columnNames: [String], modelRow: [Double], compiler: TimelineCompiler) {
        self.init(
            duration: duration, columnNames: columnNames, modelRow: modelRow, compiler: compiler,
            geometries: [],
            sublayerTransform: .identity, viewportSize: (0, 0))
    }

    /// The one place a timeline takes `compiler`'s tables; its shared chains compacted.
    private init(
        duration: Double, columnNames: [String], modelRow: [Double], compiler: TimelineCompiler,
        geometries: [CompiledGeometry], sublayerTransform: Matrix3D,
        viewportSize: (width: Double, height: Double)
    ) {
        self.duration = duration
        self.columnNames = columnNames
        self.modelRow = modelRow
        timings = compiler.timings
        var tracks = compiler.tracks
        sharedChains = Self.compactingSharedChains(compiler.sharedChains, of: &tracks)
        self.tracks = tracks
        windows = TrackWindows(tracks, timings: compiler.timings)
        numbers = compiler.numbers
        arcLengths = compiler.arcLengths
        segmentEasings = compiler.segmentEasings
        beziers = compiler.beziers
        otherEasings = compiler.otherEasings
        transformSegments = compiler.transformSegments
        self.geometries = geometries
        self.sublayerTransform = sublayerTransform
        self.viewportSize = viewportSize
    }

    /// A copy that applies only the tracks writing to one of `columns` (row indices); every other
    /// column keeps its model value.
    ///
    /// The kept columns sample to exactly the same numbers, sooner: a table of a few columns need not
    /// compute the others.
    ///
    /// A kept geometry column keeps every track its layer's geometry reads.
    public func keepingTracks(writingTo kept: Set<Int>) -> CompiledTimeline {
        var columns = kept
        for geometry in geometries where geometry.outputColumns.contains(where: kept.contains) {
            columns.formUnion(geometry.inputColumns)
        }
        var copy = self
        copy.tracks = tracks.filter { track in
            (track.column..<track.column + Int(track.width)).contains { columns.contains($0) }
        }
        // Only the kept tracks' chains are resolved per frame.
        copy.sharedChains = Self.compactingSharedChains(sharedChains, of: &copy.tracks)
        copy.windows = TrackWindows(copy.tracks, timings: timings)
        return copy
    }

    /// The chains of `chains` that more than one of `tracks` reads, renumbering the tracks' slots;
    /// a chain only one track reads is resolved by that track, with no result stored and read back.
    static func compactingSharedChains(
        _ chains: [Range<Int>], of tracks: inout [CompiledTrack]
    ) -> [Range<Int>] {
        var uses = [Int](repeating: 0, count: chains.count)
        for track in tracks where chains.indices.contains(Int(track.chainSlot)) {
            uses[Int(track.chainSlot)] += 1
        }
        var slots = [Int16](repeating: -1, count: chains.count)
        var kept: [Range<Int>] = []
        for (slot, count) in uses.enumerated() where count > 1 {
            slots[slot] = Int16(kept.count)
            kept.append(chains[slot])
        }
        for index in tracks.indices {
            let slot = Int(tracks[index].chainSlot)
            tracks[index].chainSlot = chains.indices.contains(slot) ? slots[slot] : -1
        }
        return kept
    }
}
