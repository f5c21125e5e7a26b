/// A value that jumps when an animation ends: with fill `none` the model value (or what the other
/// animations make of it) shows again, the classic Core Animation surprise.
public struct SnapBack: Hashable, Sendable {
    /// The track whose end makes the jump.
    public let address: TrackAddress
    /// When, in timeline seconds.
    public let time: Double
    /// The property's value just before (rounded to a millionth: the slope times an instant);
    /// `nil` for a `transform` track, whose value is ``fromMatrix``.
    public let from: Value?
    /// Its value from then on; `nil` for a `transform` track, whose value is ``toMatrix``.
    public let to: Value?
    /// A `transform` track's matrix just before (rounded as ``from``); `nil` for any other track.
    public let fromMatrix: Matrix3D?
    /// A `transform` track's matrix from then on; `nil` for any other track.
    public let toMatrix: Matrix3D?
}

/// Finds snap-backs by sampling, just before and at each track's end, the tracks of its property
/// that can show then, so additive tracks, fill modes, repetitions and the property's other tracks
/// all count.
///
/// A track that a later one hides is not sampled at all, and only the tracks that can show at the
/// moment are. The work is bounded (``workLimit`` track visits in all): past it, a timeline of
/// many thousands of overlapping tracks on one property is not searched further, so that no input
/// makes loading slow.
struct SnapBackProbe {
    /// The most tracks visited in all, scanning and sampling.
    static let workLimit = 2_000_000

    /// What the probe needs of a track, without its arrays.
    private struct Reach {
        var isAdditive: Bool
        var component: Int?
        var begin: Double
        var end: Double
        var fillsBackwards: Bool
        var fillsForwards: Bool
    }

    private let timeline: Timeline
    private let tracks: [PlacedTrack]
    private let reaches: [Reach]
    /// The indices of the tracks of each layer and property (a family), in application order.
    private let members: [[Int]]
    /// The family of each track, as its place in `members`: found once, not by hashing a property's
    /// name at every track end.
    private let familyOf: [Int]
    /// The place of each track in its family's `members` list.
    private let position: [Int]
    private var work = 0
    /// Each layer and property's tracks compiled alone, once one of their ends needs sampling: a
    /// moment's value comes from applying those of them that can show over the model values, as a
    /// timeline of those tracks alone would sample.
    private var families: [CompiledTimeline?]
    /// What has been reported, so that two tracks ending together on one property warn once.
    private var reported = Set<Key>()

    /// One layer's tracks of one property: their values combine, so their ends are judged together.
    private struct Family: Hashable {
        var layer: Int
        var property: String
    }

    /// A property's columns at a moment (the family's row columns name them, without building the
    /// names).
    private struct Key: Hashable {
        /// The family's place in `members`.
        var family: Int
        var time: Double
        var columns: [Int]
    }

    init(_ timeline: Timeline, tracks: [PlacedTrack]) {
        self.timeline = timeline
        self.tracks = tracks
        // By index, reading only the fields used: a whole placed track is large to copy.
        var reaches: [Reach] = []
        var slots: [Family: Int] = [:]
        var members: [[Int]] = []
        var familyOf: [Int] = []
        var position: [Int] = []
        reaches.reserveCapacity(tracks.count)
        slots.reserveCapacity(tracks.count)
        familyOf.reserveCapacity(tracks.count)
        position.reserveCapacity(tracks.count)
        for index in tracks.indices {
            let own = tracks[index].track.timing.fillMode
            let groups = tracks[index].groups
            reaches.append(
                Reach(
                    isAdditive: tracks[index].track.isAdditive,
                    component: tracks[index].track.target.component,
                    begin: tracks[index].begin, end: tracks[index].end,
                    fillsBackwards: own.fillsBackwards || groups.contains { $0.fillMode.fillsBackwards },
                    fillsForwards: own.fillsForwards || groups.contains { $0.fillMode.fillsForwards }))
            let key = Family(
                layer: tracks[index].address.layer, property: tracks[index].track.target.property.name)
            let slot: Int
            if let known = slots[key] {
                slot = known
            } else {
                slot = members.count
                slots[key] = slot
                members.append([])
            }
            familyOf.append(slot)
            position.append(members[slot].count)
            members[slot].append(index)
        }
        self.reaches = reaches
        self.members = members
        self.familyOf = familyOf
        self.position = position
        self.families = Array(repeating: nil, count: members.count)
    }

    /// The jump when the track at `index` of `tracks` ends, if its property's value changes there
    /// by more than rounding.
    mutating func snapBack(ofTrackAt index: Int) -> SnapBack? {
        let placed = tracks[index]
        let time = placed.end
        let layerIndex = placed.address.layer
        let slot = familyOf[index]
        let family = members[slot]
        guard time.isFinite, time > 0, timeline.layers.indices.contains(layerIndex),
            work < SnapBackProbe.workLimit, !isHidden(index, among: family, at: time)
        else { return nil }
        if placed.track.isAdditive {
            // An additive track that ends at 0 leaves nothing behind.
            let offset = TimelineAnalysis.value(of: placed, at: time)
            guard offset.distance(to: Value.zero(count: offset.count)) > 1e-9 else { return nil }
        }
        work += family.count
        let showing = family.filter { canShow(reaches[$0], at: time) }
        work += showing.count
        // A track starting at this moment takes over rather than letting the model value show: it is
        // left out of the moment after, so that only this track's end is measured.
        let tolerance = 1e-9 * max(1, time)
        let starting = showing.filter { !reaches[$0].fillsBackwards && reaches[$0].begin > time - tolerance }
        let remaining = starting.isEmpty ? showing : showing.filter { !starting.contains($0) }
        let moment = time - 1e-10 * max(1, time)
        // The family's tracks are numbered by their place in it.
        // A component its property has, as ``PlacedTrack/columns`` names (one column for a scalar).
        let columnCount = max(1, placed.track.target.property.columnSuffixes.count)
        guard placed.track.target.component.map({ (0..<columnCount).contains($0) }) ?? true,
            let (compiled, columns) = compiledFamily(ofTrackAt: index, family: slot),
            let from = compiled.values(
                ofColumns: columns, at: moment, applyingTracks: showing.map { position[$0] }),
            let to = compiled.values(
                ofColumns: columns, at: time, applyingTracks: remaining.map { position[$0] })
        else { return nil }
        func jumps(_ from: [Double]) -> Bool {
            zip(from, to).contains { a, b in abs(a - b) > 1e-6 * max(1, abs(a), abs(b)) }
        }
        // A spring ending an iteration is measured as if it had settled: one that did (at its
        // settling duration, within its tolerance of the end) does not jump to a model value equal to
        // its end value, and one cut short is the spring cut's finding, not a snap-back, unless the
        // model value differs from the value the spring heads for.
        if endsIteration(placed), let settled = probe(showing, for: placed, settling: index) {
            let settledColumns = placed.columns.compactMap { settled.columnNames.firstIndex(of: $0) }
            let settledBefore = settled.values(at: moment)
            guard settledColumns.count == columns.count,
                settledColumns.allSatisfy(settledBefore.indices.contains),
                jumps(settledColumns.map { settledBefore[$0] })
            else { return nil }
        }
        guard jumps(from), reported.insert(Key(family: slot, time: time, columns: columns)).inserted else {
            return nil
        }
        return SnapBack(address: placed.address, time: time, before: from, after: to)
    }

    /// The tracks of the property of the track at `index` compiled alone (over its layer's model
    /// values of that property, in `members` order), compiled once for all the property's track ends,
    /// and the row columns that track writes there; `nil` when the layer is not the timeline's.
    private mutating func compiledFamily(ofTrackAt index: Int, family slot: Int) -> (
        compiled: CompiledTimeline, columns: [Int]
    )? {
        let placed = tracks[index]
        guard timeline.layers.indices.contains(placed.address.layer) else { return nil }
        let compiled: CompiledTimeline
        if let known = families[slot] {
            compiled = known
        } else {
            compiled = CompiledTimeline(
                property: placed.track.target.property,
                modelValues: timeline.layers[placed.address.layer].modelValues,
                tracks: members[slot].map { (tracks[$0].track, tracks[$0].groups) },
                duration: timeline.duration)
            families[slot] = compiled
        }
        guard let range = compiled.columns(ofTrack: position[index]) else { return nil }
        return (compiled, Array(range))
    }

    /// The tracks at `indices` alone, with the model values of `placed`'s property on its layer; with
    /// `settling`, that track's springs settled, or `nil` when it has none.
    private func probe(_ indices: [Int], for placed: PlacedTrack, settling: Int? = nil) -> CompiledTimeline? {
        let layer = timeline.layers[placed.address.layer]
        let property = placed.track.target.property
        let models = layer.modelValues.filter { $0.target.property == property }
        var animations: [Animation] = []
        for index in indices {
            guard index == settling else {
                if let animation = tracks[index].isolated(holding: false) { animations.append(animation) }
                continue
            }
            guard let settled = tracks[index].track.withSpringsSettled,
                let animation = tracks[index].replacingTrack(with: settled).isolated(holding: false)
            else { return nil }
            animations.append(animation)
        }
        guard
            let probe = try? Timeline(
                duration: timeline.duration,
                layers: [Layer(name: layer.name, modelValues: models, animations: animations)])
        else { return nil }
        return CompiledTimeline(probe)
    }

    /// Whether a track of the same property applied later replaces the whole of this one's target
    /// on both sides of `time`, so that this one's end cannot show.
    private mutating func isHidden(_ index: Int, among family: [Int], at time: Double) -> Bool {
        let reach = reaches[index]
        let tolerance = 1e-9 * max(1, time)
        for later in family[(position[index] + 1)...] {
            work += 1
            let other = reaches[later]
            if !other.isAdditive && (other.component == nil || other.component == reach.component)
                && other.begin < time - tolerance && other.end > time + tolerance
            {
                return true
            }
        }
        return false
    }

    /// Whether `placed` ends where an iteration of its own ends (not cut by a group, a whole number
    /// of iterations), so that its springs have run their whole span there.
    private func endsIteration(_ placed: PlacedTrack) -> Bool {
        guard !placed.isCut else { return false }
        let timing = placed.track.timing
        let iterations = timing.activeDuration / timing.simpleDuration
        return iterations.isFinite && iterations == iterations.rounded()
    }

    /// Whether a track can show at `time`: inside its interval, or held there by a fill.
    private func canShow(_ reach: Reach, at time: Double) -> Bool {
        let tolerance = 1e-9 * max(1, abs(time))
        return (reach.begin <= time + tolerance || reach.fillsBackwards)
            && (reach.end >= time - tolerance || reach.fillsForwards)
    }
}

extension PlacedTrack {
    /// The track alone inside copies of its groups, where it samples as it does in its timeline.
    ///
    /// With `holding`, the track and the groups fill both ways and the track is not additive: it shows
    /// its own value at any moment, a cut one the value it was cut at.
    func isolated(holding: Bool) -> Animation? {
        do {
            var animation = Animation.track(track)
            if holding {
                var timing = track.timing
                timing.fillMode = .both
                guard
                    let held = track.replacing(
                        timing: timing, isAdditive: false, isCumulative: track.isCumulative)
                else { return nil }
                animation = .track(held)
            }
            for var group in groups.reversed() {
                if holding { group.fillMode = .both }
                animation = .group(try AnimationGroup(timing: group, animations: [animation]))
            }
            return animation
        } catch {
            return nil
        }
    }
}
