import EffectsInterchange
import EffectsRegistry
import Testing

/// The web export's mapping of Core Animation's timing, checked on the values it writes, and its
/// errors.
@Suite struct WebExporterTests {
    static func timeline(
        _ timing: MediaTiming, keyPath: String = "opacity", values: [Value] = [Value(0), Value(1)],
        additive: Bool = false, cumulative: Bool = false, groups: [MediaTiming] = []
    ) throws -> Timeline {
        var animation = Animation.track(
            try Track(
                keyPath: keyPath, values: values, isAdditive: additive, isCumulative: cumulative,
                timing: timing))
        for group in groups.reversed() {
            animation = .group(try AnimationGroup(timing: group, animations: [animation]))
        }
        return try Timeline(duration: 2, layers: [Layer(name: "card", animations: [animation])])
    }

    static func onlyTiming(_ timeline: Timeline, _ format: InterchangeFormat = .waapi) throws -> WebTiming {
        let web = try WebExporter(format: format).export(timeline)
        return try #require(web.animations.first).timing
    }

    /// Two keys at one time make the value jump there.
    ///
    /// CSS merges keyframes that share an offset and
    /// an easing, the later winning, which would ease towards the value after the jump from the
    /// start: each jump is a ramp ending a nanosecond of the iteration early instead, in a number
    /// track and in a `transform` track alike.
    @Test func twoKeysAtOneTimeAreAJumpNotTwoKeyframesCSSMerges() throws {
        let number = try Track(
            keyPath: "opacity", values: [Value(0), Value(0.2), Value(0.8), Value(1)],
            keyTimes: [0, 0.5, 0.5, 1],
            timing: MediaTiming(duration: 1))
        let turn = try Track(
            transform: [0, 20, 90, 90].map { TransformList([.rotate($0 * .pi / 180)]) },
            keyTimes: [0, 0.25, 0.25, 1], isAdditive: true, timing: MediaTiming(duration: 1))
        let timeline = try Timeline(
            duration: 1, layers: [Layer(name: "card", animations: [.track(number), .track(turn)])])
        let web = try WebExporter(format: .css).export(timeline)
        #expect(web.animations.count == 2)
        for animation in web.animations {
            let offsets = animation.keyframes.map(\.offset)
            #expect(Set(offsets).count == offsets.count, "\(animation.keyPath): \(offsets)")
        }
        let turns = web.animations[1].keyframes
        #expect(
            turns.map(\.declarations.first?.value) == [
                "rotate(0deg)", "rotate(20deg)", "rotate(90deg)", "rotate(90deg)",
            ])
        #expect(abs(turns[1].offset - (0.25 - 2e-9)) < 1e-15 && abs(turns[2].offset - (0.25 - 1e-9)) < 1e-15)
    }

    @Test func autoreverseAlternatesWithTwiceTheIterations() throws {
        let timing = try Self.onlyTiming(
            Self.timeline(MediaTiming(duration: 0.4, repeatCount: 2, autoreverses: true)))
        #expect(timing.direction == "alternate")
        #expect(timing.iterations == 4)
        #expect(timing.duration == 400)
    }

    @Test func speedIsFoldedIntoTheDurationAndTheDelayStaysInTheParentsTime() throws {
        let timing = try Self.onlyTiming(Self.timeline(MediaTiming(beginTime: 0.3, duration: 1, speed: 2)))
        #expect(timing.duration == 500)
        #expect(abs(timing.delay - 300) < 1e-9, "the begin time as it is: readers read 1 ns late")
    }

    @Test func aTimeOffsetIsAnIterationStartModuloTheCycle() throws {
        let timing = try Self.onlyTiming(Self.timeline(MediaTiming(duration: 0.4, timeOffset: -0.1)))
        #expect(abs(timing.iterationStart - 0.75) < 1e-12)
        let reversing = try Self.onlyTiming(
            Self.timeline(MediaTiming(duration: 0.4, autoreverses: true, timeOffset: 1.3)))
        #expect(abs(reversing.iterationStart - 1.25) < 1e-12)
    }

    @Test func aGroupCutsItsChildByAFractionalIterationCount() throws {
        let timing = try Self.onlyTiming(
            Self.timeline(
                MediaTiming(duration: 2),
                groups: [MediaTiming(beginTime: 0.5, duration: 1.2, fillMode: .forwards)]))
        #expect(abs(timing.iterations - 0.6) < 1e-12)
        #expect(abs(timing.delay - 500) < 1e-9, "the begin time as it is: readers read 1 ns late")
        #expect(timing.fill == "forwards", "the group holds the cut value")
    }

    @Test func theChainsFillModesDecideWhatShowsAfterTheEnd() throws {
        // The seed-002 half-speed twin: an outer group that fills both around an inner one that does
        // not, ending together: nothing holds the track after the end, but before the begin the
        // outer group holds its start, where the inner group and the track have begun.
        let timing = try Self.onlyTiming(
            Self.timeline(
                MediaTiming(duration: 1.2),
                groups: [MediaTiming(duration: 1.2, fillMode: .both, speed: 0.5), MediaTiming(duration: 1.2)])
        )
        #expect(timing.fill == "backwards")
        #expect(timing.duration == 2400)
        // A forwards fill inside a group that does not fill: the track shows its end value only until
        // the group ends, which no fill mode says; the main animation fills nothing and a constant
        // animation holds the end value from 0.5 s to 1 s.
        let held = try WebExporter().export(
            Self.timeline(
                MediaTiming(duration: 0.5, fillMode: .forwards), groups: [MediaTiming(duration: 1)]))
        #expect(held.animations.count == 2)
        #expect(held.animations.first?.timing.fill == "none")
        let hold = try #require(held.animations.last)
        #expect(abs(hold.timing.delay - 500) < 1e-9)
        #expect(abs(hold.timing.duration - 500) < 1e-9)
        #expect(hold.timing.fill == "none")
        #expect(hold.keyframes.map { $0.declarations[0].value } == ["1", "1"])
    }

    @Test func additiveIsACompositeAddAndFillModesKeepTheirNames() throws {
        let timing = try Self.onlyTiming(Self.timeline(MediaTiming(fillMode: .backwards), additive: true))
        #expect(timing.composite == "add")
        #expect(timing.fill == "backwards")
    }

    @Test(arguments: [
        (
            "transform.rotation.x", true, false,
            "an additive transform.rotation.x is not exported yet (CSS would append it to the end "
                + "of the transform list)"
        ),
        ("transform.scale", true, false, "an additive scale adds in Core Animation but multiplies in CSS"),
        (
            "opacity", false, true,
            "cumulative repetition is unrolled only for linear keyframes without autoreverse, time offset or a "
                + "whole-track timing function"
        ),
    ])
    func refusesWhatItDoesNotMapNamingTheLayerAndKeyPath(
        _ keyPath: String, _ additive: Bool, _ cumulative: Bool, _ reason: String
    ) throws {
        let timeline = try Self.timeline(
            MediaTiming(repeatCount: 2, autoreverses: true), keyPath: keyPath, additive: additive,
            cumulative: cumulative)
        let error = #expect(throws: InterchangeError.self) { try export(timeline, as: .waapi) }
        #expect(error?.layer == "card")
        #expect(error?.keyPath == keyPath)
        #expect(error?.description == "cannot export 'card.\(keyPath)' as waapi: \(reason)")
    }

    @Test func aCumulativeTrackIsUnrolledIntoOneLongIteration() throws {
        let timeline = try Self.timeline(
            MediaTiming(duration: 0.4, repeatCount: 2.5), keyPath: "position.x",
            values: [Value(0), Value(50)],
            cumulative: true)
        let animation = try #require(
            try WebExporter().export(timeline).animations.first)
        #expect(animation.keyframes.map(\.offset) == [0, 1.0 / 3, 2.0 / 3, 1])
        #expect(
            animation.keyframes.map { $0.declarations[0].value } == [
                "0px 0px 0px", "50px 0px 0px", "100px 0px 0px", "150px 0px 0px",
            ])
        #expect(abs(animation.timing.duration - 1200) < 1e-9)
        #expect(abs(animation.timing.iterations - 2.5 / 3) < 1e-12)
    }

    @Test func cssRefusesATimeOffsetOnATrackThatBeginsLate() throws {
        let timeline = try Self.timeline(MediaTiming(beginTime: 0.2, timeOffset: 0.1))
        #expect(throws: InterchangeError.self) { try export(timeline, as: .css) }
        #expect(try Self.onlyTiming(timeline).iterationStart > 0)
    }

    @Test func aSpringStaysWithinTheToleranceAndNeedsMoreStopsForLess() throws {
        let spring = try TimingFunction.spring(Spring(duration: 0.8, bounce: 0.3))
        let track = try Track(
            keyPath: "position.x", values: [Value(0), Value(300)], timingFunction: spring,
            timing: MediaTiming(duration: 1.4))
        let timeline = try Timeline(duration: 1.4, layers: [Layer(name: "card", animations: [.track(track)])])
        var stops: [Int] = []
        for points in [0.01, 0.001] {
            let web = try WebExporter(
                options: InterchangeOptions(tolerance: try InterchangeTolerance(points: points))
            ).export(
                timeline)
            let approximation = try #require(web.report.approximations.first)
            #expect(approximation.largestError <= points)
            #expect(approximation.keyPath == "position.x")
            let easing = try #require(web.animations.first).timing.easing
            #expect(easing.hasPrefix("linear(0 0%, "))
            stops.append(easing.split(separator: ",").count)
        }
        #expect(stops[1] > stops[0])
    }

    @Test func endlessRepetitionIsTheStringInfinityInJSONAndInfiniteInCSS() throws {
        let timeline = try Self.timeline(MediaTiming(repeatCount: .infinity))
        #expect(try export(timeline, as: .waapi).contains("\"iterations\": \"Infinity\""))
        #expect(try export(timeline, as: .css).contains("animation-iteration-count: infinite;"))
    }

    @Test func thePreviewPageNeedsNoOtherFile() throws {
        let timeline = try Self.timeline(MediaTiming())
        let page = try export(timeline, as: .html, options: InterchangeOptions(title: "fade <in>"))
        for forbidden in ["http://", "https://", " src=", "<link", "@import"] {
            #expect(!page.contains(forbidden), "\(forbidden)")
        }
        #expect(page.contains("<div data-stage>"))
        #expect(page.contains("<div data-layer=\"card\""))
        #expect(page.contains("<title>fade &lt;in&gt; — fxkit preview</title>"))
    }
}
