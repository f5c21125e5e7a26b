import EffectsRegistry
import Testing

/// Tracks whose keyframes are transform lists: interpolated as CSS Transforms Level 2 says, held
/// when discrete, concatenated when additive or cumulative.
struct TransformTrackTests {
    private func matrix(of layer: Layer, at time: Double, duration: Double = 1) throws -> Matrix3D {
        let row = CompiledTimeline(try Timeline(duration: duration, layers: [layer])).values(at: time)
        return try #require(Matrix3D(entries: Array(row.dropFirst(2).prefix(16))))
    }

    private func expectClose(_ a: Matrix3D, _ b: Matrix3D, _ location: SourceLocation = #_sourceLocation) {
        for (x, y) in zip(a.entries, b.entries) {
            #expect(abs(x - y) <= 1e-9, "\(a.entries) is not \(b.entries)", sourceLocation: location)
        }
    }

    @Test func keyframesInterpolateAsCSSSays() throws {
        // Matching lists interpolate function by function; the last segment's lists do not match
        // (rotate against scale), so it goes through the decomposed matrices.
        let lists = [
            TransformList([.translateX(0), .rotate(0)]),
            TransformList([.translateX(100), .rotate(.pi)]),
            TransformList([.scale(x: 2, y: 2)]),
        ]
        let track = try Track(
            transform: lists, keyTimes: [0, 0.4, 1], timingFunctions: [.easeIn, .linear],
            timing: MediaTiming(duration: 1))
        let layer = Layer(name: "box", animations: [.track(track)])
        for time in stride(from: 0.0, through: 0.95, by: 0.05) {
            let expected: Matrix3D
            if time < 0.4 {
                let s = TimingFunction.easeIn.value(at: time / 0.4)
                expected = lists[0].interpolated(to: lists[1], amount: s)
            } else {
                expected = lists[1].interpolated(to: lists[2], amount: (time - 0.4) / 0.6)
            }
            expectClose(try matrix(of: layer, at: time), expected)
        }
        // Half way through the first segment's eased progress: translateX(50) rotate(90deg).
        let middle = TransformList([.translateX(50), .rotate(.pi / 2)]).matrix
        expectClose(lists[0].interpolated(to: lists[1], amount: 0.5), middle)
    }

    @Test func discreteKeyframesHold() throws {
        let lists = [TransformList([.translateX(10)]), TransformList([.rotate(1)])]
        let track = try Track(transform: lists, calculationMode: .discrete, timing: MediaTiming(duration: 1))
        let layer = Layer(name: "box", animations: [.track(track)])
        expectClose(try matrix(of: layer, at: 0.49), lists[0].matrix)
        expectClose(try matrix(of: layer, at: 0.5), lists[1].matrix)
    }

    @Test func anAdditiveTrackIsConcatenatedOntoTheModelValue() throws {
        // The model value moves the layer by 100 points; the additive rotation applies to a point
        // first (CSS `composite: add`), so the translation stays 100 along x.
        let track = try Track(
            transform: [.none, TransformList([.rotate(.pi / 2)])], isAdditive: true,
            timing: MediaTiming(duration: 1))
        let layer = Layer(
            name: "box", modelValues: [try ModelValue(transform: TransformList([.translateX(100)]))],
            animations: [.track(track)])
        let halfway = try matrix(of: layer, at: 0.5)
        let r = 0.5.squareRoot()
        expectClose(
            halfway,
            Matrix3D(
                m11: r, m12: r, m13: 0, m14: 0, m21: -r, m22: r, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
                m34: 0,
                m41: 100, m42: 0, m43: 0, m44: 1))
        // The point (10, 0) turns by 45° about the origin, then moves by 100.
        let point = halfway.project(x: 10, y: 0, z: 0)
        #expect(abs(point.x - (100 + 10 * r)) <= 1e-9)
        #expect(abs(point.y - 10 * r) <= 1e-9)
    }

    @Test func aNonAdditiveTrackReplacesTheModelValue() throws {
        let track = try Track(
            transform: [.none, TransformList([.rotate(.pi / 2)])], timing: MediaTiming(duration: 1))
        let layer = Layer(
            name: "box", modelValues: [try ModelValue(transform: TransformList([.translateX(100)]))],
            animations: [.track(track)])
        expectClose(try matrix(of: layer, at: 0.5), TransformList([.rotate(.pi / 4)]).matrix)
        // Outside the track (fill removed), the model value shows.
        expectClose(try matrix(of: layer, at: 1), TransformList([.translateX(100)]).matrix)
    }

    @Test func cumulativeIterationsConcatenateTheChange() throws {
        let track = try Track(
            transform: [TransformList([.translateX(0)]), TransformList([.translateX(10)])],
            isCumulative: true,
            timing: MediaTiming(duration: 1, repeatCount: 3))
        let layer = Layer(name: "box", animations: [.track(track)])
        // Iteration 2 at half way: translateX(5) after two whole changes of 10.
        #expect(abs(try matrix(of: layer, at: 2.5, duration: 3).m41 - 25) <= 1e-9)
        // A rotation accumulates as a matrix: a quarter turn per iteration, so the third iteration
        // starts half a turn round.
        let turn = try Track(
            transform: [.none, TransformList([.rotate(.pi / 2)])], isCumulative: true,
            timing: MediaTiming(duration: 1, repeatCount: 3))
        let turning = Layer(name: "box", animations: [.track(turn)])
        expectClose(
            try matrix(of: turning, at: 2.5, duration: 3), TransformList([.rotate(1.25 * .pi)]).matrix)
    }
}
