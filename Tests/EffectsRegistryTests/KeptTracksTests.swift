import Testing

@testable import EffectsRegistry

/// `CompiledTimeline.keepingTracks(writingTo:)`: the kept columns sample as before, the rest keep
/// their model values.
@Suite struct KeptTracksTests {
    private func compiled() throws -> CompiledTimeline {
        let opacity = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: MediaTiming(duration: 1))
        let position = try Track(
            keyPath: "position", values: [Value(0, 0), Value(10, 20)], timingFunction: .easeInOut,
            timing: MediaTiming(duration: 1))
        let nudge = try Track(
            keyPath: "position.y", values: [Value(0), Value(5)], isAdditive: true,
            timing: MediaTiming(duration: 1))
        let layer = Layer(name: "box", animations: [opacity, position, nudge].map(Animation.track))
        return CompiledTimeline(try Timeline(duration: 1, layers: [layer]))
    }

    @Test func keptColumnsSampleExactlyAsBefore() throws {
        let full = try compiled()
        // Columns: t, progress, box.opacity, box.position.x, box.position.y.
        let kept = full.keepingTracks(writingTo: [4])
        for time in stride(from: 0.0, through: 1.2, by: 0.1) {
            let before = full.values(at: time)
            let after = kept.values(at: time)
            #expect(after[4] == before[4])
            #expect(after[0...1] == before[0...1])
        }
    }

    @Test func tracksWritingNoKeptColumnAreLeftOut() throws {
        let kept = try compiled().keepingTracks(writingTo: [4])
        #expect(kept.tracks.count == 2)
        // Opacity keeps its model value, 1; position.x is written by the kept position track.
        #expect(kept.values(at: 0.5)[2] == 1)
        #expect(kept.values(at: 0.5)[3] == 5)
    }
}
