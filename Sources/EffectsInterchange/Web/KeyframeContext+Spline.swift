import EffectsRegistry

extension KeyframeContext {
    /// A `cubic`-mode track written exactly: one animation per component, each segment a
    /// cubic-bezier easing; `nil` when the track cannot be written so (then it is sampled).
    ///
    /// Each component of a Kochanek–Bartels segment is a cubic polynomial p(s) of the segment's
    /// progress s. `cubic-bezier(1/3, y1, 2/3, y2)` has x(t) = t, so its output is the cubic y(t)
    /// from 0 to 1 with slopes 3·y1 and 3·(1 − y2) at the ends: any normalised cubic. The polynomial is
    /// read from four samples of the core's own spline (at s = 0, 1/3, 2/3, 1), and checked against
    /// it on a fine grid. Segments whose ends are equal in a component cannot be normalised, nor can
    /// components that share a CSS property be split, nor segment timing functions be composed: those
    /// tracks are sampled.
    mutating func splineCurves() throws(InterchangeError) -> [[WebKeyframe]]? {
        let count = track.values.count
        guard count >= 2, Set(slots.map { $0.0 }).count == slots.count else { return nil }
        if let functions = track.timingFunctions,
            functions.prefix(count - 1).contains(where: { $0 != .linear })
        {
            return nil
        }
        let curve = try probe()
        let times = track.keyTimes ?? (0..<count).map { Double($0) / Double(count - 1) }
        guard times.count == count else { return nil }
        var animations: [[WebKeyframe]] = []
        for (component, (property, _)) in slots.enumerated() {
            var frames: [WebKeyframe] = []
            for segment in 0..<(count - 1) {
                let (from, to) = (times[segment], times[segment + 1])
                let samples = [0.0, 1.0 / 3, 2.0 / 3, 1].map { curve(from + (to - from) * $0)[component] }
                let change = samples[3] - samples[0]
                guard to > from, abs(change) > 1e-9 * max(1, abs(samples[0])) else { return nil }
                // The cubic through the four samples: its slopes at s = 0 and s = 1, in Newton form.
                let startSlope = (-11 * samples[0] + 18 * samples[1] - 9 * samples[2] + 2 * samples[3]) / 2
                let endSlope = (-2 * samples[0] + 9 * samples[1] - 18 * samples[2] + 11 * samples[3]) / 2
                let y1 = startSlope / change / 3
                let y2 = 1 - endSlope / change / 3
                let easing =
                    "cubic-bezier(\(WebNumber.text(1.0 / 3)), \(WebNumber.text(y1)), \(WebNumber.text(2.0 / 3)), \(WebNumber.text(y2)))"
                // Check the curve against the core's on a fine grid.
                for step in 1..<32 {
                    let s = Double(step) / 32
                    let t = s
                    let y = 3 * y1 * t * (1 - t) * (1 - t) + 3 * y2 * t * t * (1 - t) + t * t * t
                    let expected = curve(from + (to - from) * s)[component]
                    if abs(samples[0] + change * y - expected) > tolerance * 1e-3 { return nil }
                }
                frames.append(
                    WebKeyframe(
                        offset: from, easing: easing,
                        declarations: [WebDeclaration(property.name, property.text([samples[0]]))]))
            }
            if let last = track.values.last {
                frames.append(
                    WebKeyframe(
                        offset: 1, easing: "linear",
                        declarations: [WebDeclaration(property.name, property.text([last[component]]))]))
            }
            animations.append(frames)
        }
        return animations
    }

    /// The track's own curve: its value at a progress in 0...1 of its iteration before its
    /// whole-track timing function, read from the core's compiled form of the track alone.
    func probe() throws(InterchangeError) -> (Double) -> [Double] {
        let duration = track.timing.simpleDuration
        let compiled: CompiledTimeline
        do {
            let alone = try Track(
                target: track.target, values: track.values, keyTimes: track.keyTimes,
                timingFunctions: track.timingFunctions, timingFunction: nil,
                calculationMode: track.calculationMode,
                tension: track.tension, continuity: track.continuity, bias: track.bias,
                timing: MediaTiming(duration: duration, fillMode: .both))
            compiled = CompiledTimeline(
                try Timeline(duration: duration, layers: [Layer(name: "probe", animations: [.track(alone)])]))
        } catch {
            throw exporter.failure(
                placed.layer, track.target.keyPath, "its curve cannot be sampled: \(error)")
        }
        let start = 2 + (track.target.component ?? 0)
        let count = track.target.valueCount
        return { progress in
            let row = compiled.values(at: progress * duration)
            return row.count >= start + count
                ? Array(row[start..<(start + count)]) : [Double](repeating: 0, count: count)
        }
    }
}
