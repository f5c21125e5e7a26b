import EffectsRegistry
import Testing

/// The moments the engines are compared at are where an export can be wrong.
@Suite struct ComparisonMomentsTests {
    @Test func boundariesTheirNeighboursMiddlesAndExtremesAreChosenNotEveryFrame() throws {
        // Opacity 0 → 1.5 → 1 from 0.2 s to 0.8 s of a 1 s timeline: its largest value at 0.5 s.
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1.5), Value(1)],
            timing: MediaTiming(beginTime: 0.2, duration: 0.6))
        let timeline = try Timeline(duration: 1, layers: [Layer(name: "box", animations: [.track(track)])])
        let compiled = CompiledTimeline(timeline)
        let moments = ComparisonMoments(timeline) { compiled.values(at: $0) }
        let chosen = moments.chosen.map { ($0 * 1e6).rounded() / 1e6 }
        #expect(
            chosen == [
                0, 0.001, 0.1, 0.199, 0.2, 0.201, 0.35, 0.499, 0.5, 0.501, 0.65, 0.799, 0.8, 0.801, 0.9,
                0.999, 1,
            ])
        #expect(moments.grid.count == 61)
        #expect(moments.gridValues.count == moments.grid.count)
    }

    @Test func anOvershootBetweenKeyframesIsChosenAtItsFrame() throws {
        // An ease that overshoots: the largest value is inside the only span, not at a boundary.
        let track = try Track(
            keyPath: "zPosition", values: [Value(0), Value(100)],
            timingFunction: .cubicBezier(CubicBezier(0.2, 1.8, 0.6, 1)), timing: MediaTiming(duration: 1))
        let timeline = try Timeline(duration: 1, layers: [Layer(name: "box", animations: [.track(track)])])
        let compiled = CompiledTimeline(timeline)
        // The export's columns only: not `t` and `progress`, whose extremes are the ends.
        let column = try #require(timeline.columnNames.firstIndex(of: "box.zPosition"))
        let moments = ComparisonMoments(timeline) { [compiled.values(at: $0)[column]] }
        let values = moments.gridValues.map { $0[0] }
        let peak = try #require(values.indices.max { values[$0] < values[$1] })
        #expect(values[peak] > 110)
        #expect(![0, 0.001, 0.5, 0.999, 1].contains(moments.grid[peak]))
        #expect(moments.chosen.contains(moments.grid[peak]))
        #expect(moments.chosen.count == 6)
    }
}
