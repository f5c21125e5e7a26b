extension Track {
    /// The same track with another timing, and additive or cumulative as given.
    ///
    /// The analysis' probes change only these; `nil` if the core refuses the timing.
    func replacing(timing: MediaTiming, isAdditive: Bool, isCumulative: Bool) -> Track? {
        try? replacing(isAdditive: isAdditive, isCumulative: isCumulative, timing: timing)
    }

    /// The value `animation` (this track, perhaps inside groups) shows alone at `time`.
    ///
    /// It has no model values: it is what the analysis reads at a cut or an end. The first keyframe
    /// value when the probe cannot be built.
    func probedValue(of animation: Animation, at time: Double) -> Value {
        let fallback = values.first ?? Value.zero(count: target.valueCount)
        guard let row = CompiledTimeline.probe(animation, at: time) else { return fallback }
        // `t` and `progress`, then the property's components.
        let start = 2 + (target.component ?? 0)
        let count = target.valueCount
        guard row.count >= start + count else { return fallback }
        return Value(components: Array(row[start..<(start + count)])) ?? fallback
    }
}
