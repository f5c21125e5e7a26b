import EffectDSL
import EffectsRegistry
import Foundation
import Testing

@testable import EffectsInterchange

/// Auto-orient's turn (``LottieOrientation``): the direction of travel by ThorVG's rule, a curve's
/// tangent where its handle vanishes, and the refusals where the direction is not one rule.
struct LottieOrientationTests {
    /// A straight segment from `from` to `to` over frames `start` to `end`.
    static func straight(_ start: Double, _ end: Double, _ from: [Double], _ to: [Double], hold: Bool = false)
        -> LottieSegment
    {
        LottieSegment(
            start: start, end: end, from: from, to: to, hold: hold, easing: [.linear], tangents: nil)
    }

    static func property(_ segments: [LottieSegment]) -> LottieProperty {
        LottieProperty(
            initial: segments.first?.from ?? [0, 0], segments: segments, final: segments.last?.to ?? [0, 0],
            offset: 0)
    }

    @Test func aStraightPathTurnsAtEachKeyAndPointsAtTheNextWhileHeld() {
        let path = Self.property([
            Self.straight(0, 10, [0, 0], [10, 10]),
            Self.straight(10, 20, [10, 10], [10, 30], hold: true),
            Self.straight(20, 30, [10, 30], [10, 30]),
            Self.straight(30, 40, [10, 30], [0, 30]),
        ])
        let at = { (frame: Double) in LottieOrientation.degrees(of: path, at: frame) }
        #expect(abs(at(-5) - 45) < 1e-12)  // before the first key: the first segment's direction
        #expect(abs(at(5) - 45) < 1e-12)
        #expect(abs(at(10) - 90) < 1e-12)  // held: towards the next key, as ThorVG turns it
        #expect(at(25) == 0)  // a segment that does not move: 0
        #expect(abs(at(35) - 180) < 1e-12)
        #expect(abs(at(99) - 180) < 1e-12)  // after the last: the last segment's
        let (property, sampled) = LottieOrientation.property(of: path, tolerance: 1e-6)
        #expect(sampled == nil)
        #expect(property.value(at: 15) == [90])
        #expect(property.value(at: 25) == [0])
    }

    @Test func aCurveTurnsWithItsTangentAndAZeroHandleLeavesAlongTheOtherOne() {
        // A quarter of a circle, near enough: from (100, 0) round to (0, 100), clockwise on screen.
        let k = 0.552_284_749_831 * 100
        var arc = Self.straight(0, 30, [100, 0], [0, 100])
        arc.tangents = (out: [0, k], in: [k, 0])
        let path = Self.property([arc])
        #expect(abs(LottieOrientation.degrees(of: path, at: 0) - 90) < 1e-9)
        #expect(abs(LottieOrientation.degrees(of: path, at: 30) - 180) < 1e-9)
        #expect(abs(LottieOrientation.degrees(of: path, at: 15) - 135) < 1e-6)
        // The out handle is zero: the first derivative vanishes at the start, and the curve leaves
        // along the second, towards the in handle's point.
        var cusp = Self.straight(0, 30, [0, 0], [100, 0])
        cusp.tangents = (out: [0, 0], in: [-100, 50])
        let leaving = LottieOrientation.degrees(of: Self.property([cusp]), at: 0)
        #expect(abs(leaving - atan2(50.0, 0) * 180 / .pi) < 1e-9, "\(leaving)")
        let (property, sampled) = LottieOrientation.property(of: path, tolerance: 1e-3)
        #expect((sampled?.points ?? 0) > 2)
        #expect((sampled?.largestError ?? 1) <= 1e-3)
        for frame in stride(from: 0.0, through: 30, by: 0.37) {
            let exact = LottieOrientation.degrees(of: path, at: frame)
            let played = property.value(at: frame).first ?? .nan
            #expect(abs((played - exact).remainder(dividingBy: 360)) <= 1e-3 + 1e-9, "frame \(frame)")
        }
    }

    /// A file whose only layer moves along `position` with `ao: 1`.
    static func file(position: String) -> String {
        #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":4,"nm":"a","ind":1,"ip":0,"op":30,"st":0,"ao":1,"#
            + #""ks":{"p":\#(position)},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}}]}]}"#
    }

    @Test func aSplitPositionOrDimensionsEasingApartAreRefusedAtAo() throws {
        let split = Self.file(
            position: #"{"s":true,"x":{"a":1,"k":[{"t":0,"s":[0]},{"t":30,"s":[50]}]},"y":{"a":0,"k":10}}"#)
        let apart = Self.file(
            position:
                #"{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0.1,0.5],"y":[0,0]},"i":{"x":[0.9,0.5],"y":[1,1]}},{"t":30,"s":[50,50]}]}"#
        )
        for (text, words) in [(split, "split into x and y"), (apart, "ease apart")] {
            let result = LottieImport.load(SourceFile(name: "ao.json", text: text))
            let diagnostic = try #require(result.diagnostics.first)
            #expect(result.effect == nil)
            #expect(diagnostic.message.contains(words), "\(diagnostic.message)")
            #expect(diagnostic.message.hasSuffix("(at layers[0].ao)"), "\(diagnostic.message)")
        }
        let moving = Self.file(position: #"{"a":1,"k":[{"t":0,"s":[0,0]},{"t":30,"s":[0,50]}]}"#)
        let result = LottieImport.load(SourceFile(name: "ao.json", text: moving))
        #expect(!result.hasErrors, "\(result.rendered())")
    }
}
