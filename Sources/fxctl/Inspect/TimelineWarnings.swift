import EffectsRegistry

/// What `inspect` warns about in a timeline: animations cut by their group, animations running past
/// the end, and properties that jump back to their model value when an animation ends.
enum TimelineWarnings {
    /// The warnings of `timeline`, in track order.
    static func warnings(for timeline: Timeline) -> [String] {
        let compiled = CompiledTimeline(timeline)
        var warnings: [String] = []
        var reportedJumps = Set<String>()
        for placed in PlacedTrack.all(in: timeline) {
            let name = "\(placed.layer).\(placed.track.target.keyPath)"
            if placed.isCut {
                let whole = placed.unclippedEnd - placed.begin
                let played = placed.end - placed.begin
                let share =
                    whole.isFinite && whole > 0
                    ? " at \(NumberText.shortest((played / whole * 1000).rounded() / 10)) %" : ""
                warnings.append(
                    "\(name): its group ends at \(NumberText.seconds(placed.end)) and cuts the animation\(share)"
                )
            }
            if placed.end > timeline.duration + 1e-9 * max(1, timeline.duration) {
                let until = placed.end.isFinite ? "until \(NumberText.seconds(placed.end))" : "forever"
                warnings.append(
                    "\(name): runs \(until), past the end of the timeline at \(NumberText.seconds(timeline.duration))"
                )
                continue
            }
            for column in placed.columns where !reportedJumps.contains("\(column)@\(placed.end)") {
                guard let jump = jump(in: compiled, column: column, at: placed.end) else { continue }
                reportedJumps.insert("\(column)@\(placed.end)")
                warnings.append(
                    "\(column): jumps from \(NumberText.shortest(jump.before)) to \(NumberText.shortest(jump.after)) "
                        + "at \(NumberText.seconds(placed.end)) when its animation ends (the model value shows "
                        + "again: set it to the end value, or fill forwards)")
            }
        }
        return warnings
    }

    /// The values of `column` just before and at `time`, when they differ by more than rounding.
    private static func jump(in compiled: CompiledTimeline, column: String, at time: Double) -> (
        before: Double, after: Double
    )? {
        guard time.isFinite, time > 0, let index = compiled.columnNames.firstIndex(of: column) else {
            return nil
        }
        let earlier = time - 1e-10 * max(1, time)
        let before = compiled.values(at: earlier)
        let after = compiled.values(at: time)
        guard before.indices.contains(index), after.indices.contains(index) else { return nil }
        let (a, b) = (before[index], after[index])
        guard abs(a - b) > 1e-6 * max(1, abs(a), abs(b)) else { return nil }
        // The value an instant before the end differs from the end value by the slope times that
        // instant: round it away.
        return ((a * 1e6).rounded() / 1e6, b)
    }
}
