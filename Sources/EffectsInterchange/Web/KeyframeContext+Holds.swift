import EffectsRegistry

extension KeyframeContext {
    /// Constant animations for the times the track's chain shows it outside its active interval
    /// where no fill mode of its own animation can (a backwards fill inside a group that begins
    /// earlier and does not fill backwards shows only from the group's begin, say).
    ///
    /// Each holds the value the core's sampler gives the track alone (in its groups, without the
    /// layer's model values) inside the interval, with the track's composite: a delay and a duration for a bounded interval, a backwards fill before a begin
    /// for one from the start of time, a forwards fill after a begin for one for ever.
    func holdAnimations(_ holds: [HoldInterval], timing: WebTiming) throws(InterchangeError) -> [WebAnimation]
    {
        guard !holds.isEmpty else { return [] }
        var animation = Animation.track(track)
        do {
            for group in placed.groups.reversed() {
                animation = .group(try AnimationGroup(timing: group, animations: [animation]))
            }
            let probe = CompiledTimeline(
                try Timeline(duration: 0, layers: [Layer(name: "probe", animations: [animation])]))
            let start = 2 + (track.target.component ?? 0)
            let count = track.target.valueCount
            let base = track.isAdditive ? track.target.property.defaultValue : Value.zero(count: count)
            return holds.map { hold in
                let row = probe.values(at: hold.probe)
                var components = row.count >= start + count ? Array(row[start..<(start + count)]) : []
                if track.isAdditive {
                    let offset = track.target.component ?? 0
                    components = components.enumerated().map { $0.element - base[offset + $0.offset] }
                }
                let value = Value(components: components) ?? Value.zero(count: count)
                var held = WebTiming(
                    delay: hold.from * 1000, duration: (hold.to - hold.from) * 1000, iterations: 1,
                    direction: "normal", fill: "none", iterationStart: 0, composite: timing.composite,
                    easing: "linear")
                if !hold.from.isFinite {
                    held.delay = hold.to * 1000
                    held.duration = 0
                    held.fill = "backwards"
                } else if !hold.to.isFinite {
                    held.duration = 0
                    held.fill = "forwards"
                }
                let frames = [
                    WebKeyframe(offset: 0, easing: "linear", declarations: declarations(value)),
                    WebKeyframe(offset: 1, easing: "linear", declarations: declarations(value)),
                ]
                return WebAnimation(
                    layer: placed.layer, keyPath: track.target.keyPath, keyframes: frames, timing: held)
            }
        } catch {
            throw exporter.failure(
                placed.layer, track.target.keyPath, "its held value cannot be read: \(error)")
        }
    }
}
