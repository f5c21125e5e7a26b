import Testing

@testable import EffectsRegistry

/// Tracks under the same timing chain, which a frame resolves once for all of them.
@Suite struct SharedTimingChainTests {
    /// Every layer of a timeline with more distinct chains than are shared (some resolved once per
    /// frame, the rest track by track) samples as a timeline of that layer alone, whose chains are
    /// all shared.
    @Test func sharedChainsSampleAsEachLayerAlone() throws {
        var layers: [Layer] = []
        for index in 0..<40 {
            let own = MediaTiming(
                beginTime: 0.01 * Double(index % 36), duration: 0.5, repeatCount: 2,
                autoreverses: index % 2 == 0,
                fillMode: .both)
            let opacity = try Track(keyPath: "opacity", values: [Value(0), Value(1)], timing: own)
            let position = try Track(
                keyPath: "position", values: [Value(0, 0), Value(10, 20)], timingFunction: .easeInOut,
                timing: MediaTiming(duration: 1, fillMode: .forwards))
            let group = try AnimationGroup(
                timing: MediaTiming(beginTime: 0.1 * Double(index % 3), duration: 1.5, speed: 2),
                animations: [.track(position)])
            layers.append(Layer(name: "l\(index)", animations: [.track(opacity), .group(group)]))
        }
        let whole = CompiledTimeline(try Timeline(duration: 2, layers: layers))
        // Of the first 32 chains, the groups' three and the first four layers' own (which the last four
        // repeat) are read by more than one track; the other layers' resolve track by track.
        #expect(whole.sharedChains.count == 7)
        for layer in layers {
            let alone = CompiledTimeline(try Timeline(duration: 2, layers: [layer]))
            let columns = alone.columnNames.dropFirst(2).compactMap { whole.columnNames.firstIndex(of: $0) }
            try #require(columns.count == alone.columnNames.count - 2)
            for time in [0, 0.05, 0.3, 0.5, 0.74, 1, 1.2, 2] {
                let row = whole.values(at: time)
                #expect(columns.map { row[$0] } == Array(alone.values(at: time).dropFirst(2)))
            }
        }
    }

    /// A timeline keeping two layers' tracks resolves only their chains (each read by two tracks), and
    /// their columns sample as before.
    @Test func keptTracksResolveOnlyTheirChains() throws {
        var layers: [Layer] = []
        for index in 0..<4 {
            let timing = MediaTiming(beginTime: 0.2 * Double(index), duration: 0.5, fillMode: .both)
            let opacity = try Track(keyPath: "opacity", values: [Value(0), Value(1)], timing: timing)
            let depth = try Track(keyPath: "zPosition", values: [Value(0), Value(5)], timing: timing)
            layers.append(Layer(name: "l\(index)", animations: [.track(opacity), .track(depth)]))
        }
        let whole = CompiledTimeline(try Timeline(duration: 2, layers: layers))
        let names = ["l1.opacity", "l1.zPosition", "l3.opacity", "l3.zPosition"]
        let columns = names.compactMap { whole.columnNames.firstIndex(of: $0) }
        try #require(columns.count == 4)
        let kept = whole.keepingTracks(writingTo: Set(columns))
        #expect(whole.sharedChains.count == 4)
        #expect(kept.sharedChains.count == 2)
        for time in [0, 0.3, 0.5, 0.7, 0.9, 1.2, 2] {
            let row = kept.values(at: time)
            #expect(columns.map { row[$0] } == columns.map { whole.values(at: time)[$0] })
        }
    }
}
