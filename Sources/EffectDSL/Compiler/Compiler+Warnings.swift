import EffectsRegistry

extension Compiler {
    /// Warns when a track outlasts its group, which cuts it: where, and at what value.
    func cutPoint(_ track: Track, group: MediaTiming) -> (local: Double, value: Value)? {
        let groupEnd = group.simpleDuration
        guard track.timing.endTime > groupEnd + 1e-12, track.timing.beginTime < groupEnd else { return nil }
        guard let local = track.timing.localTime(atParentTime: groupEnd) else { return nil }
        return (local.time, Compiler.value(of: track, atParentTime: groupEnd))
    }

    /// Returns whether it warned.
    @discardableResult
    mutating func warnIfCut(_ track: Track, _ draft: TrackDraft, groups: [MediaTiming]) -> Bool {
        guard let group = groups.last, let cut = cutPoint(track, group: group) else { return false }
        let lasts = track.timing.endTime
        let fraction = cut.local / track.timing.simpleDuration
        report(
            .trackCutByGroup(
                draft.keyPath, lasts: DSLFormat.seconds(lasts),
                groupEnds: DSLFormat.seconds(group.simpleDuration),
                at: DSLFormat.percent(fraction), value: DSLFormat.value(cut.value, digits: 4)),
            at: draft.range)
        return true
    }

    /// Warns when a non-additive track ends and its property falls back to a model value nobody
    /// set: the classic Core Animation surprise.
    mutating func warnIfSnapsBack(
        _ track: Track, _ draft: TrackDraft, layer: LayerDraft, groups: [MediaTiming]
    ) {
        guard !track.isAdditive, !Compiler.isSet(draft.target, in: layer.modelValues),
            track.timing.repeatCount.isFinite, track.timing.repeatCount == track.timing.repeatCount.rounded(),
            !track.timing.fillMode.fillsForwards,
            groups.allSatisfy({ !$0.fillMode.fillsForwards && $0.repeatCount.isFinite })
        else { return }
        let end: Value
        if let group = groups.last, let cut = cutPoint(track, group: group) {
            end = cut.value
        } else if let last = track.values.last, let first = track.values.first {
            end = track.timing.autoreverses ? first : last
        } else {
            return
        }
        let model = Compiler.modelValue(of: draft.target, in: [])
        guard end.distance(to: model) > 1e-9 else { return }
        report(
            .propertySnapsBack(
                draft.keyPath, layer: layer.name, from: DSLFormat.value(end, digits: 4),
                to: DSLFormat.value(model, digits: 4)),
            at: draft.range)
    }

    /// The value a track alone shows at a moment of its parent's time (model values aside).
    static func value(of track: Track, atParentTime time: Double) -> Value {
        let probe: Track
        do {
            probe = try Track(
                target: track.target, values: track.values, keyTimes: track.keyTimes,
                timingFunctions: track.timingFunctions, timingFunction: track.timingFunction,
                calculationMode: track.calculationMode, tension: track.tension, continuity: track.continuity,
                bias: track.bias, isAdditive: false, isCumulative: track.isCumulative,
                timing: MediaTiming(
                    beginTime: track.timing.beginTime, duration: track.timing.duration,
                    repeatCount: track.timing.repeatCount, repeatDuration: track.timing.repeatDuration,
                    autoreverses: track.timing.autoreverses, fillMode: .both, speed: track.timing.speed,
                    timeOffset: track.timing.timeOffset))
        } catch {
            return track.values.first ?? Value(0)
        }
        let layer = Layer(name: "probe", animations: [.track(probe)])
        let row = Sampler(timeline: (try? Timeline(duration: time, layers: [layer])) ?? Timeline(duration: 0))
            .values(at: time)
        let start = 2 + (track.target.component ?? 0)
        let count = track.target.valueCount
        guard row.count >= start + count else { return track.values.first ?? Value(0) }
        return Value(components: Array(row[start..<(start + count)])) ?? Value(0)
    }
}
