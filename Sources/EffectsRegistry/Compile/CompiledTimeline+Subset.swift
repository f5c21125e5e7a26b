extension CompiledTimeline {
    /// One property's tracks (each inside its enclosing groups' timings, outermost first) compiled
    /// alone over the given model values of that property: the row is `t`, `progress`, then the
    /// property's components.
    ///
    /// It samples as a one-layer timeline of those tracks and model values does, without building
    /// that timeline, its layer or its column names.
    init(
        property: PropertyPath, modelValues: [ModelValue], tracks: [(track: Track, groups: [MediaTiming])],
        duration: Double
    ) {
        var modelRow = [0.0, 0.0] + property.defaultComponents
        for model in modelValues where model.target.property == property {
            let column = 2 + (model.target.component ?? 0)
            if let transform = model.transform {
                for (k, entry) in transform.matrix.entries.enumerated()
                where modelRow.indices.contains(column + k) {
                    modelRow[column + k] = entry
                }
                continue
            }
            for k in 0..<model.target.valueCount where modelRow.indices.contains(column + k) {
                modelRow[column + k] = model.value[k]
            }
        }
        var compiler = TimelineCompiler()
        let columns = [property.name: 2]
        for (track, groups) in tracks { compiler.add(.track(track), chain: groups, columns: columns) }
        self.init(duration: duration, columnNames: [], modelRow: modelRow, compiler: compiler)
    }

    /// The row columns track `index` (in compilation order) writes, or `nil` for no such track.
    func columns(ofTrack index: Int) -> Range<Int>? {
        guard tracks.indices.contains(index) else { return nil }
        let track = tracks[index]
        return track.column..<track.column + Int(track.width)
    }

    /// The numbers in `columns` of the row at `time` when only the tracks at `indices` (in that
    /// order) apply, each column starting from its model value.
    ///
    /// It is what a timeline of those tracks alone, with the same model values, samples there: the
    /// analysis reads one property's value from a few of its tracks without compiling them anew.
    /// `nil` when an index or column is out of range.
    func values(ofColumns columns: [Int], at time: Double, applyingTracks indices: [Int]) -> [Double]? {
        guard columns.allSatisfy(modelRow.indices.contains), indices.allSatisfy(tracks.indices.contains)
        else { return nil }
        var row = modelRow
        row.withUnsafeMutableBufferPointer { row in
            row[0] = time
            row[1] = duration > 0 ? time / duration : 0
            withSamplingView { view in
                guard let first = view.tracks.baseAddress else { return }
                for index in indices {
                    Self.apply(
                        first + index, of: view, at: time,
                        sharedChains: UnsafeBufferPointer(start: nil, count: 0), into: row)
                }
            }
        }
        return columns.map { row[$0] }
    }

    /// The value one animation (a track, perhaps inside groups) shows alone at `time`, compiled on its
    /// own: its property's default value under that one track.
    ///
    /// The same numbers as sampling a one-layer timeline of that animation alone, without the layer,
    /// column names and timeline a ``CompiledTimeline`` builds; `nil` when the animation has no track.
    static func probe(_ animation: Animation, at time: Double) -> [Double]? {
        var pending = [animation]
        var property: PropertyPath?
        while property == nil, let next = pending.popLast() {
            switch next {
            case .track(let track): property = track.target.property
            case .group(let group): pending += group.animations.reversed()
            }
        }
        guard let property else { return nil }
        var compiler = TimelineCompiler()
        compiler.add(animation, chain: [], columns: [property.name: 2])
        let compiled = CompiledTimeline(
            duration: 0, columnNames: [], modelRow: [0, 0] + property.defaultComponents, compiler: compiler)
        return compiled.values(at: time)
    }
}
