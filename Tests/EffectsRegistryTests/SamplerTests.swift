import Testing

@testable import EffectsRegistry

@Suite struct SamplerTests {
    private func timeline(_ tracks: [Track], models: [ModelValue] = [], duration: Double = 1) throws
        -> Timeline
    {
        try Timeline(
            duration: duration,
            layers: [Layer(name: "box", modelValues: models, animations: tracks.map(Animation.track))])
    }

    @Test func columnsFollowLayersAndFirstMention() throws {
        let opacity = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: MediaTiming(duration: 1))
        let position = try Track(keyPath: "position.x", values: [Value(0), Value(10)])
        let sampler = Sampler(timeline: try timeline([opacity, position]))
        #expect(sampler.columnNames == ["t", "progress", "box.opacity", "box.position.x", "box.position.y"])
    }

    @Test func linearTrackInterpolatesAndSnapsBackAtTheEnd() throws {
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: MediaTiming(duration: 1))
        let sampler = Sampler(timeline: try timeline([track]))
        #expect(sampler.value(of: "box.opacity", at: 0.25) == 0.25)
        // Fill removed and no model value: the default opacity 1 shows from the end on.
        #expect(sampler.value(of: "box.opacity", at: 1) == 1)
        let faded = try timeline(
            [track], models: [ModelValue(target: PropertyTarget(keyPath: "opacity")!, value: Value(0.5))])
        #expect(Sampler(timeline: faded).value(of: "box.opacity", at: 2) == 0.5)
    }

    @Test func componentTrackLeavesTheOtherComponent() throws {
        let model = try ModelValue(
            target: try #require(PropertyTarget(keyPath: "position")), value: Value(3, 4))
        let track = try Track(
            keyPath: "position.y", values: [Value(10), Value(20)], timing: MediaTiming(duration: 1))
        let row = Sampler(timeline: try timeline([track], models: [model])).values(at: 0.5)
        #expect(row == [0.5, 0.5, 3, 15])
    }

    @Test func additiveTrackAddsToTheModelValue() throws {
        let model = try ModelValue(
            target: try #require(PropertyTarget(keyPath: "position")), value: Value(100, 200))
        let track = try Track(
            keyPath: "position", values: [Value(0, 0), Value(10, -10), Value(0, 0)], isAdditive: true,
            timing: MediaTiming(duration: 1))
        let sampler = Sampler(timeline: try timeline([track], models: [model]))
        #expect(sampler.values(at: 0.5) == [0.5, 0.5, 110, 190])
    }

    @Test func keyTimesPlaceKeyframes() throws {
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1), Value(0)], keyTimes: [0, 0.25, 1],
            timing: MediaTiming(duration: 1))
        let sampler = Sampler(timeline: try timeline([track]))
        #expect(sampler.value(of: "box.opacity", at: 0.125) == 0.5)
        #expect(sampler.value(of: "box.opacity", at: 0.625) == 0.5)
    }

    @Test func discreteHoldsEachValue() throws {
        let even = try Track(
            keyPath: "zPosition", values: [Value(1), Value(2), Value(3)], calculationMode: .discrete,
            timing: MediaTiming(duration: 1, fillMode: .forwards))
        let sampler = Sampler(timeline: try timeline([even]))
        #expect(sampler.value(of: "box.zPosition", at: 0.3) == 1)
        #expect(sampler.value(of: "box.zPosition", at: 0.34) == 2)
        #expect(sampler.value(of: "box.zPosition", at: 0.9) == 3)
        #expect(sampler.value(of: "box.zPosition", at: 1) == 3)
        let coreAnimationStyle = try Track(
            keyPath: "zPosition", values: [Value(1), Value(2)], keyTimes: [0, 0.5, 1],
            calculationMode: .discrete,
            timing: MediaTiming(duration: 1))
        #expect(
            Sampler(timeline: try timeline([coreAnimationStyle])).value(of: "box.zPosition", at: 0.5) == 2)
    }

    @Test func pacedMovesAtConstantSpeed() throws {
        let track = try Track(
            keyPath: "position.x", values: [Value(0), Value(10), Value(40)], keyTimes: [0, 0.9, 1],
            calculationMode: .paced, timing: MediaTiming(duration: 1))
        let sampler = Sampler(timeline: try timeline([track]))
        #expect(sampler.value(of: "box.position.x", at: 0.25) == 10)
        #expect(sampler.value(of: "box.position.x", at: 0.5) == 20)
    }

    @Test func cubicPassesThroughItsKeyframes() throws {
        let track = try Track(
            keyPath: "position", values: [Value(0, 0), Value(100, 50), Value(200, 0), Value(300, 80)],
            calculationMode: .cubic, timing: MediaTiming(duration: 3))
        let sampler = Sampler(timeline: try timeline([track], duration: 3))
        #expect(sampler.values(at: 1) == [1, 1.0 / 3, 100, 50])
        #expect(sampler.values(at: 2) == [2, 2.0 / 3, 200, 0])
        // Between keyframes 1 and 2 the Catmull-Rom tangents are (100, 0) and (100, 15):
        // the Hermite midpoint is (150, 25 − 15/8).
        let between = sampler.values(at: 1.5)
        #expect(abs(between[2] - 150) < 1e-12)
        #expect(abs(between[3] - 23.125) < 1e-12)
    }

    @Test func cubicPacedCoversEqualDistancesInEqualTimes() throws {
        let track = try Track(
            keyPath: "position", values: [Value(0, 0), Value(10, 30), Value(100, 0), Value(120, 90)],
            calculationMode: .cubicPaced, timing: MediaTiming(duration: 1, fillMode: .forwards))
        let sampler = Sampler(timeline: try timeline([track]))
        let points = (0...200).map { sampler.values(at: Double($0) / 200) }
        let steps = zip(points, points.dropFirst()).map { a, b in
            ((b[2] - a[2]) * (b[2] - a[2]) + (b[3] - a[3]) * (b[3] - a[3])).squareRoot()
        }
        let shortest = try #require(steps.min())
        let longest = try #require(steps.max())
        #expect(longest / shortest < 1.02)
        #expect(points[200][2] == 120 && points[200][3] == 90)
    }

    @Test func cumulativeBuildsOnEachRepetition() throws {
        let track = try Track(
            keyPath: "position.x", values: [Value(0), Value(10)], isCumulative: true,
            timing: MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards))
        let sampler = Sampler(timeline: try timeline([track], duration: 3))
        #expect(sampler.value(of: "box.position.x", at: 1.5) == 15)
        #expect(sampler.value(of: "box.position.x", at: 3) == 30)
    }

    @Test func groupClipsItsChildren() throws {
        let child = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: MediaTiming(duration: 2))
        let group = try AnimationGroup(timing: MediaTiming(duration: 1.2), animations: [.track(child)])
        let layer = Layer(name: "box", animations: [.group(group)])
        let sampler = Sampler(timeline: try Timeline(duration: 2, layers: [layer]))
        #expect(sampler.value(of: "box.opacity", at: 1.1) == 0.55)
        #expect(sampler.value(of: "box.opacity", at: 1.2) == 1)
        #expect(sampler.value(of: "box.opacity", at: 1.5) == 1)
    }

    @Test func gridsIncludeTheEnd() throws {
        let points = try SampleGrid.framesPerSecond(60).points(duration: 1.2)
        #expect(points.count == 73)
        #expect(points.time(at: 72) == 1.2)
        let odd = try SampleGrid.step(0.5).points(duration: 1.2)
        #expect((0..<odd.count).map(odd.time(at:)) == [0, 0.5, 1, 1.2])
        let counted = try SampleGrid.count(5).points(duration: 2)
        #expect((0..<counted.count).map(counted.time(at:)) == [0, 0.5, 1, 1.5, 2])
        let progress = try SampleGrid.progresses([0, 0.5]).points(duration: 0.3)
        #expect(progress.progress(at: 1) == 0.5 && progress.time(at: 1) == 0.15)
    }

    @Test func theEndRowOfAGridHasProgressOne() throws {
        // Three 0.3 s steps sum to 0.8999999999999999 s; the tenth frame at 10 fps is at 0.9 s.
        let duration = 0.3 + 0.3 + 0.3
        let frames = try SampleGrid.framesPerSecond(10).points(duration: duration)
        #expect(frames.count == 10)
        #expect(frames.time(at: 9) == 0.9)
        #expect(frames.progress(at: 9) == 1)
        #expect(frames.progress(at: 3) == 0.3 / duration)
        let counted = try SampleGrid.count(7).points(duration: duration)
        #expect(counted.progress(at: 6) == 1)
        #expect(counted.progress(at: 0) == 0)
        let single = try SampleGrid.count(1).points(duration: duration)
        #expect(single.progress(at: 0) == 0)
    }

    @Test func hugeGridsAreRefusedBeforeAllocating() throws {
        #expect(throws: SamplerError.self) { try SampleGrid.framesPerSecond(1e12).points(duration: 10) }
        #expect(throws: SamplerError.self) { try SampleGrid.count(Int(1e12)).points(duration: 1) }
        #expect(throws: SamplerError.self) { try SampleGrid.framesPerSecond(0).points(duration: 1) }
        let sampler = Sampler(timeline: Timeline(duration: 1))
        #expect(throws: SamplerError.self) { try sampler.table(.count(200_000_000)) }
    }

    @Test func streamingVisitsEveryRow() throws {
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: MediaTiming(duration: 1))
        let sampler = Sampler(timeline: try timeline([track]))
        var times: [Double] = []
        try StreamingSampler(sampler.compiled, grid: .count(3)).forEachRow { row in times.append(row[0]) }
        #expect(times == [0, 0.5, 1])
    }

    @Test func trackTimingAppliesBeforeSegmentTimings() throws {
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1), Value(0)], timingFunctions: [.easeOut, .linear],
            timingFunction: .easeIn, timing: MediaTiming(duration: 1))
        let sampler = Sampler(timeline: try timeline([track]))
        let u = TimingFunction.easeIn.value(at: 0.3)
        let expected = TimingFunction.easeOut.value(at: u / 0.5)
        let value = try #require(sampler.value(of: "box.opacity", at: 0.3))
        #expect(abs(value - expected) < 1e-15)
    }

    @Test func overshootingTimingExtrapolatesTheEndSegments() throws {
        let overshoot = TimingFunction.cubicBezier(try CubicBezier(0.3, -0.6, 0.7, 1.6))
        let track = try Track(
            keyPath: "position.x", values: [Value(0), Value(100)], timingFunction: overshoot,
            timing: MediaTiming(duration: 1))
        let sampler = Sampler(timeline: try timeline([track]))
        let early = try #require(sampler.value(of: "box.position.x", at: 0.1))
        let late = try #require(sampler.value(of: "box.position.x", at: 0.9))
        #expect(early < 0)
        #expect(late > 100)
    }

    @Test func backwardsFillSetsTheBeforeFlagForSteps() throws {
        let jumpStart = TimingFunction.steps(try Steps(count: 4, position: .jumpStart))
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timingFunction: jumpStart,
            timing: MediaTiming(beginTime: 0.5, duration: 1, fillMode: .backwards))
        let sampler = Sampler(timeline: try timeline([track], duration: 2))
        // Before the begin time the before flag holds the value below the first jump…
        #expect(sampler.value(of: "box.opacity", at: 0.25) == 0)
        // …and from the begin time on, jump-start jumps at once.
        #expect(sampler.value(of: "box.opacity", at: 0.5) == 0.25)
    }
}
