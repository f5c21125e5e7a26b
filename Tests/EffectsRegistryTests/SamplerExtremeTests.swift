import Testing

@testable import EffectsRegistry

/// Sampling at the extremes: no NaN or infinity ever reaches a table.
///
/// Extreme but valid inputs sample to finite, correct numbers; inputs whose results a `Double`
/// cannot hold are refused with an error that names the column and time.
@Suite struct SamplerExtremeTests {
    private func sampler(_ animations: [Animation], models: [ModelValue] = [], duration: Double = 1) throws
        -> Sampler
    {
        Sampler(
            timeline: try Timeline(
                duration: duration, layers: [Layer(name: "box", modelValues: models, animations: animations)])
        )
    }

    private func track(
        _ keyPath: String, _ values: [Double], additive: Bool = false, cumulative: Bool = false,
        timing: MediaTiming = MediaTiming(duration: 1)
    ) throws -> Animation {
        .track(
            try Track(
                keyPath: keyPath, values: values.map { Value($0) }, isAdditive: additive,
                isCumulative: cumulative, timing: timing))
    }

    // Fuzz finding (timeline target): keyframes near the largest Double overflowed `to − from` and
    // sampled as NaN, though every value in between is representable.
    @Test func keyframesNearTheLargestDoubleInterpolateWithoutOverflow() throws {
        let largest = Double.greatestFiniteMagnitude
        let sampler = try sampler([try track("position.x", [-largest, largest])])
        let column = try #require(
            try sampler.table(at: [0, 0.25, 0.5, 0.75]).column(named: "box.position.x"))
        let expected = [-largest, -largest / 2, 0, largest / 2]
        #expect(zip(column, expected).allSatisfy { abs($0 - $1) <= 1e-15 * largest })
    }

    // Fuzz finding (timeline target): a timeline of 1e-300 s sampled at 1e9 s had an infinite
    // progress in its table.
    @Test func aProgressTooLargeForADoubleIsAnError() throws {
        let sampler = try sampler([], duration: 1e-300)
        #expect(throws: SamplerError.nonFinite(column: "progress", time: 1e9)) {
            try sampler.table(at: [0, 1e9])
        }
        let message = SamplerError.nonFinite(column: "progress", time: 1e9).description
        #expect(
            message
                == "the progress at t=1000000000 is not a finite number (a division by zero or an overflow)")
    }

    @Test func anOverflowingSumIsAnErrorNamingTheColumn() throws {
        let big = Double.greatestFiniteMagnitude
        let sampler = try sampler([
            try track("zPosition", [big, big], additive: true),
            try track("zPosition", [big, big], additive: true),
        ])
        #expect(throws: SamplerError.nonFinite(column: "box.zPosition", time: 0.5)) {
            try sampler.table(at: [0.5])
        }
        var row = [Double](repeating: 0, count: sampler.compiled.rowWidth)
        #expect(throws: SamplerError.nonFinite(column: "box.zPosition", time: 0.5)) {
            try row.withUnsafeMutableBufferPointer { buffer in
                try sampler.compiled.checkedSample(at: 0.5, progress: 0.5, into: buffer)
            }
        }
    }

    @Test func aCumulativeTrackRepeatedForeverSampledFarOutIsFiniteOrRefused() throws {
        let forever = MediaTiming(duration: 1e-9, repeatCount: .infinity)
        let modest = try sampler([try track("zPosition", [0, 1], cumulative: true, timing: forever)])
        // 1e9 s of 1 ns iterations: 1e18 of them, each adding 1.
        let far = try #require(try modest.table(at: [1e9]).column(named: "box.zPosition"))
        #expect(far.count == 1 && far.allSatisfy { $0.isFinite } && (far.first ?? 0) > 0.99e18)
        let huge = try sampler([try track("zPosition", [0, 1e300], cumulative: true, timing: forever)])
        #expect(throws: SamplerError.nonFinite(column: "box.zPosition", time: 1e9)) {
            try huge.table(at: [1e9])
        }
    }

    @Test func theShortestAndLongestDurationsSampleCorrectly() throws {
        let short = try sampler(
            [try track("opacity", [0, 1], timing: MediaTiming(duration: 1e-9))], duration: 1e-9)
        #expect(try short.table(.count(3)).column(named: "box.opacity") == [0, 0.5, 1])
        let long = try sampler(
            [try track("opacity", [0, 1], timing: MediaTiming(duration: 1e9))], duration: 1e9)
        let table = try long.table(.count(5))
        #expect(table.column(named: "box.opacity") == [0, 0.25, 0.5, 0.75, 1])
        #expect(table.column(named: "progress") == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test func speedZeroFreezesAtTheTimeOffset() throws {
        let frozen = MediaTiming(duration: 1, fillMode: .both, speed: 0, timeOffset: 0.25)
        let sampler = try sampler([try track("opacity", [0, 1], timing: frozen)])
        let table = try sampler.table(at: [-1, 0, 0.5, 1e9])
        #expect(table.column(named: "box.opacity") == [0.25, 0.25, 0.25, 0.25])
    }

    @Test func repeatForeverSampledFarOutStaysWithinTheCycle() throws {
        let forever = MediaTiming(duration: 1, repeatCount: .infinity, autoreverses: true)
        let sampler = try sampler([try track("opacity", [0, 1], timing: forever)])
        let table = try sampler.table(at: [1e9 + 0.25, 1e9 + 1.5, 1e15])
        let opacity = try #require(table.column(named: "box.opacity"))
        #expect(opacity.count == 3 && opacity.allSatisfy { (0...1).contains($0) })
        #expect(abs((opacity.first ?? 0) - 0.25) < 1e-6)
        #expect(abs(opacity[1] - 0.5) < 1e-6)
    }

    @Test func hugeAndTinyMagnitudesInOneTableAreFinite() throws {
        let sampler = try sampler([
            try track("bounds.size.width", [1e-300, 1e300]),
            try track("position.y", [-1e300, 1e-300]),
        ])
        let table = try sampler.table(.count(11))
        #expect(table.values.allSatisfy { $0.isFinite })
    }
}
