import EffectsRegistry

/// The moments at which an engine is compared with the sampler: where an export can be wrong,
/// rather than every frame.
///
/// An export goes wrong at a boundary (a track that begins, ends, repeats or is cut one frame early
/// or late, a fill that holds the wrong value), at an extreme (an overshoot clipped or a spring's
/// peak missed) or inside a segment (a wrong easing or solver); so the moments are every boundary
/// and keyframe time, a moment just after and just before each (where the next is more than two
/// frames away), the middle of every span between them longer than a frame, and the time of each
/// column's largest and smallest value on a 60 fps grid.
struct ComparisonMoments {
    /// The dense grid the extremes are sought on: every frame at 60 fps and every boundary.
    let grid: [Double]
    /// The values on ``grid``: per moment, per column.
    let gridValues: [[Double]]
    /// The moments to compare, sorted, each once.
    let chosen: [Double]

    /// How far from a boundary its neighbours are taken (seconds).
    static let nearBoundary = 1e-3

    /// The span under which neighbouring boundaries stand in for each other's neighbours (two
    /// frames), and half of it, for the middle between them.
    static let crowded = 2.0 / 60

    /// The moments of `timeline`, with each column's values on ``grid`` from `values`.
    init(_ timeline: Timeline, values: (Double) -> [Double]) {
        let analysis = TimelineAnalysis(timeline)
        var marks = [0, timeline.duration] + analysis.cutPoints.map(\.time)
        for track in analysis.tracks { marks += [track.begin, track.end] + track.keyTimes }
        let boundaries = Self.unique(marks, within: timeline.duration)
        grid = Self.unique(
            boundaries + stride(from: 0.0, through: timeline.duration, by: 1.0 / 60).map { $0 },
            within: timeline.duration)
        var chosen = boundaries
        for (start, end) in zip(boundaries, boundaries.dropFirst()) {
            let span = end - start
            chosen.append(start + span / 2)
            if span > 4 * Self.nearBoundary {
                chosen += [start + Self.nearBoundary, end - Self.nearBoundary]
            }
        }
        gridValues = grid.map(values)
        for column in gridValues.first?.indices ?? 0..<0 {
            let column = gridValues.map { $0[column] }
            if let highest = column.indices.max(by: { column[$0] < column[$1] }) {
                chosen.append(grid[highest])
            }
            if let lowest = column.indices.min(by: { column[$0] < column[$1] }) {
                chosen.append(grid[lowest])
            }
        }
        self.chosen = Self.unique(chosen, within: timeline.duration)
    }

    /// `times` within `0...duration`, finite, sorted, without near repeats.
    static func unique(_ times: [Double], within duration: Double) -> [Double] {
        let inside = times.filter { $0.isFinite && $0 >= 0 && $0 <= duration }.sorted()
        var unique: [Double] = []
        for time in inside where unique.last.map({ time - $0 > 1e-12 }) ?? true { unique.append(time) }
        return unique
    }
}
