import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// A time remapping (`tm`) in pieces a clock can say: linear, held and eased stretches are read,
/// forwards or backwards, each a copy of the precomposition's layers; one whose handles overshoot
/// back, that sits on a stretched precomposition or eases inside another eased one is refused at
/// `tm` with why.
struct LottieTimeRemapTests {
    /// A file whose precomposition layer has the time remapping `tm` (JSON) and stretch `sr`.
    static func file(tm: String, stretch: Double = 1) -> String {
        #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":200,"h":200,"assets":[{"id":"c","layers":["#
            + #"{"ty":4,"nm":"box","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":30,"s":[90,0]}]}},"#
            + #""shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}}]}]}],"#
            + #""layers":[{"ty":0,"nm":"p","ind":1,"refId":"c","w":200,"h":200,"ip":0,"op":60,"st":0,"sr":\#(stretch),"tm":\#(tm)}]}"#
    }

    static let linear = #""o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"#

    /// `tm` easing from 0 s at frame 0 to 1 s at frame 30 along (0.4, 0, 0.6, 1).
    static let eased =
        #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},{"t":30,"s":[1]}]}"#

    /// The box's top-left x at `seconds` in the copy of it that shows.
    static func x(_ effect: LottieImportedEffect, at seconds: Double) -> Double? {
        let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
        return effect.builtTimeline.layers.map(\.name).filter { $0.hasPrefix("box") }.compactMap { name in
            sampler.value(of: "\(name).visible", at: seconds) == 1
                ? sampler.value(of: "\(name).corners.topLeft.x", at: seconds) : nil
        }.first
    }

    @Test func anEasedStretchKeepsALinearKeyframeExact() throws {
        // The box moves 3 points a content frame; the content frame eases along tm's curve, so the
        // box's x is 90 · E(t), E the remapping's easing, and its key segment is that curve.
        let result = LottieImport.load(SourceFile(name: "tm.json", text: Self.file(tm: Self.eased)))
        let effect = try #require(result.effect, "\(result.rendered())")
        let easing = LottieEasing(x1: 0.4, y1: 0, x2: 0.6, y2: 1)
        for seconds in [0.1, 0.25, 0.5, 0.77, 0.95] {
            let expected = 90 * easing.value(atTime: seconds) - 5
            #expect(abs((Self.x(effect, at: seconds) ?? .nan) - expected) < 1e-9, "at \(seconds) s")
        }
        let track = try #require(
            effect.builtTimeline.layers.flatMap(\.animations).compactMap { animation -> Track? in
                guard case .track(let track) = animation, track.transforms != nil, track.keyframeCount == 2
                else { return nil }
                return track
            }.first)
        #expect(track.timingFunctions == [easing.timingFunction])
        #expect(effect.report.approximations.isEmpty, "\(effect.report.approximations)")
    }

    @Test func anEasedKeyframeThroughAnEasedStretchIsFittedAndSaysSo() throws {
        // The content's own keyframe eases too: two curves in a row, fitted.
        let tm =
            #"{"a":1,"k":[{"t":5,"s":[0.1],"o":{"x":[0.333],"y":[0]},"i":{"x":[0.667],"y":[1]}},{"t":40,"s":[0.9]}]}"#
        let text = Self.file(tm: tm).replacingOccurrences(
            of: #"{"t":0,"s":[0,0]}"#,
            with: #"{"t":0,"s":[0,0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}}"#)
        let result = LottieImport.load(SourceFile(name: "tm.json", text: text))
        let effect = try #require(result.effect, "\(result.rendered())")
        let (remap, content) = (
            LottieEasing(x1: 0.333, y1: 0, x2: 0.667, y2: 1), LottieEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        )
        var largest = 0.0
        for step in 0...200 {
            let seconds = 5.0 / 30 + Double(step) / 200 * 35 / 30
            let frame = 3 + 24 * remap.value(atTime: (seconds * 30 - 5) / 35)
            let expected = 90 * content.value(at: frame / 30) - 5
            largest = max(largest, abs((Self.x(effect, at: seconds) ?? .nan) - expected))
        }
        // Within a ten-millionth of the 90-point change.
        #expect(largest < 9e-6, "\(largest)")
        let approximation = try #require(effect.report.approximations.first)
        #expect(
            approximation.method.contains("played through an eased or backward time remapping"),
            "\(approximation.method)"
        )
        #expect(approximation.largestError < 9e-6)
    }

    @Test func aBackwardStretchPlaysTheContentInReverse() throws {
        // From 1 s back to 0 over frames 0–30: the content frame is 30 − F, the box at 3 points a
        // content frame; eased, at 90 · (1 − E(t)).
        let linear = #"{"a":1,"k":[{"t":0,"s":[1],\#(Self.linear)},{"t":30,"s":[0]}]}"#
        let eased =
            #"{"a":1,"k":[{"t":0,"s":[1],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},{"t":30,"s":[0]}]}"#
        let easing = LottieEasing(x1: 0.4, y1: 0, x2: 0.6, y2: 1)
        for (tm, progress) in [(linear, { (t: Double) in t }), (eased, { easing.value(atTime: $0) })] {
            let result = LottieImport.load(SourceFile(name: "tm.json", text: Self.file(tm: tm)))
            let effect = try #require(result.effect, "\(result.rendered())")
            for seconds in [0.1, 0.25, 0.5, 0.77, 0.95] {
                let expected = 90 * (1 - progress(seconds)) - 5
                #expect(abs((Self.x(effect, at: seconds) ?? .nan) - expected) < 1e-9, "at \(seconds) s")
            }
            #expect(effect.report.approximations.isEmpty, "\(effect.report.approximations)")
        }
    }

    @Test func anEasedKeyframePlayedBackwardsAtOneSpeedStaysExact() throws {
        // The box eases along (0.42, 0, 0.58, 1); played from 1 s back to 0, its x is 90 · G(1 − t),
        // its easing reversed: one key segment, no approximation.
        let linear = #"{"a":1,"k":[{"t":0,"s":[1],\#(Self.linear)},{"t":30,"s":[0]}]}"#
        let text = Self.file(tm: linear).replacingOccurrences(
            of: #"{"t":0,"s":[0,0]}"#,
            with: #"{"t":0,"s":[0,0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}}"#)
        let result = LottieImport.load(SourceFile(name: "tm.json", text: text))
        let effect = try #require(result.effect, "\(result.rendered())")
        let content = LottieEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        for seconds in [0.1, 0.25, 0.5, 0.77, 0.95] {
            let expected = 90 * content.value(at: 1 - seconds) - 5
            #expect(abs((Self.x(effect, at: seconds) ?? .nan) - expected) < 1e-9, "at \(seconds) s")
        }
        #expect(effect.report.approximations.isEmpty, "\(effect.report.approximations)")
    }

    @Test func aHoldPlayedBackwardsJumpsJustAfterItsKeyframe() throws {
        // The box holds x 0 until content frame 15, then 45. Played backwards, the frame is on 15
        // at 0.5 s and shows 45 there (the keyframe's own value), 0 just after.
        let linear = #"{"a":1,"k":[{"t":0,"s":[1],\#(Self.linear)},{"t":30,"s":[0]}]}"#
        let text = Self.file(tm: linear).replacingOccurrences(
            of: #"{"t":0,"s":[0,0]},{"t":30,"s":[90,0]}"#,
            with: #"{"t":0,"s":[0,0],"h":1},{"t":15,"s":[45,0]}"#)
        let result = LottieImport.load(SourceFile(name: "tm.json", text: text))
        let effect = try #require(result.effect, "\(result.rendered())")
        #expect(Self.x(effect, at: 0.25) == 40)
        #expect(Self.x(effect, at: 0.5) == 40)
        #expect(Self.x(effect, at: 0.5 + 1e-9) == -5)
        #expect(Self.x(effect, at: 0.75) == -5)
    }

    @Test func aFadePlayedBackwardsJumpsJustAfterItsKeyframeInTheProduct() throws {
        // The box's opacity holds 20 until content frame 15, then 80; the precomposition fades
        // from 100 to 50 over frames 0–30 as its content plays backwards: at 0.5 s the frame is on
        // 15, and the product is 80 % × 75 %.
        let linear = #"{"a":1,"k":[{"t":0,"s":[1],\#(Self.linear)},{"t":30,"s":[0]}]}"#
        let text = Self.file(tm: linear)
            .replacingOccurrences(
                of: #""ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":30,"s":[90,0]}]}}"#,
                with: #""ks":{"o":{"a":1,"k":[{"t":0,"s":[20],"h":1},{"t":15,"s":[80]}]}}"#
            )
            .replacingOccurrences(
                of: #""sr":1.0,"#,
                with:
                    #""sr":1.0,"ks":{"o":{"a":1,"k":[{"t":0,"s":[100],\#(Self.linear)},{"t":30,"s":[50]}]}},"#
            )
        let result = LottieImport.load(SourceFile(name: "tm.json", text: text))
        let effect = try #require(result.effect, "\(result.rendered())")
        let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
        let box = try #require(effect.builtTimeline.layers.map(\.name).first { $0.hasPrefix("box") })
        func opacity(_ seconds: Double) -> Double { sampler.value(of: "\(box).opacity", at: seconds) ?? .nan }
        #expect(abs(opacity(0.25) - 0.8 * 0.875) < 1e-4)
        #expect(abs(opacity(0.5) - 0.8 * 0.75) < 1e-4)
        #expect(abs(opacity(0.5 + 1e-9) - 0.2 * 0.75) < 1e-4)
        #expect(abs(opacity(0.75) - 0.2 * 0.625) < 1e-4)
    }

    @Test func aHairOfChangeOnALargeValueIsNotHalvedWithoutEnd() throws {
        // Eased keyframes between 1000 and 1000 + 1e-9 under an eased remapping: a bound of a
        // ten-millionth of such a change is below what rounding leaves of 1000, and the segments
        // were halved over and over (6,716 keys for these 40; 8 MB of CSS for 400).
        let keys = (0..<41).map { index in
            #"{"t":\#(Double(index) * 0.75),"s":[\#(index % 2 == 0 ? "1000" : "1000.000000001"),0],"#
                + #""o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}}"#
        }
        let text = Self.file(tm: Self.eased).replacingOccurrences(
            of: #"[{"t":0,"s":[0,0]},{"t":30,"s":[90,0]}]"#, with: "[" + keys.joined(separator: ",") + "]")
        let result = LottieImport.load(SourceFile(name: "tm.json", text: text))
        let effect = try #require(result.effect, "\(result.rendered())")
        let keyframes = effect.builtTimeline.layers.flatMap(\.animations).reduce(0) { count, animation in
            guard case .track(let track) = animation else { return count }
            return count + track.keyframeCount
        }
        #expect(keyframes < 41 * 8, "\(keyframes) keyframes")
    }

    @Test func anEasedStretchInsideAnotherRunsThroughBoth() throws {
        // The outer precomposition eases along (0.4, 0, 0.6, 1), the one in its content along
        // (0.1, 0.5, 0.3, 1): the box's x is 90 · E2(E1(t)), two curves in a row, fitted.
        let inner =
            #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.1],"y":[0.5]},"i":{"x":[0.3],"y":[1]}},{"t":30,"s":[1]}]}"#
        let text =
            #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":200,"h":200,"assets":["#
            + #"{"id":"inner","layers":[{"ty":4,"nm":"box","ind":1,"ip":0,"op":60,"st":0,"#
            + #""ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":30,"s":[90,0]}]}},"#
            + #""shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}}]}]},"#
            + #"{"id":"outer","layers":[{"ty":0,"nm":"q","ind":1,"refId":"inner","w":200,"h":200,"ip":0,"op":60,"st":0,"tm":\#(inner)}]}],"#
            + #""layers":[{"ty":0,"nm":"p","ind":1,"refId":"outer","w":200,"h":200,"ip":0,"op":60,"st":0,"tm":\#(Self.eased)}]}"#
        let result = LottieImport.load(SourceFile(name: "tm.json", text: text))
        let effect = try #require(result.effect, "\(result.rendered())")
        let (outer, nested) = (
            LottieEasing(x1: 0.4, y1: 0, x2: 0.6, y2: 1), LottieEasing(x1: 0.1, y1: 0.5, x2: 0.3, y2: 1)
        )
        var largest = 0.0
        for step in 1..<100 {
            let seconds = Double(step) / 100
            let expected = 90 * nested.value(atTime: outer.value(atTime: seconds)) - 5
            largest = max(largest, abs((Self.x(effect, at: seconds) ?? .nan) - expected))
        }
        #expect(largest < 9e-6, "\(largest)")
        let approximation = try #require(effect.report.approximations.first)
        #expect(approximation.largestError < 9e-6)
    }

    @Test(arguments: [
        (
            #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.4],"y":[-0.5]},"i":{"x":[0.6],"y":[1]}},{"t":30,"s":[1]}]}"#,
            1.0,
            "handles overshoot turns the precomposition's time back"
        ),
        (
            #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[1]}]}"#,
            2.0, "stretched"
        ),
    ])
    func whatAStartAndASpeedCannotSayIsRefusedAtTm(tm: String, stretch: Double, words: String) throws {
        let result = LottieImport.load(SourceFile(name: "tm.json", text: Self.file(tm: tm, stretch: stretch)))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.effect == nil)
        #expect(diagnostic.message.contains(words), "\(diagnostic.message)")
        #expect(diagnostic.message.hasSuffix("(at layers[0].tm)"), "\(diagnostic.message)")
    }
}
