import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// Curved motion paths, each axis fitted by cubics in the easing's parameter: within the tolerance
/// of the spec's arc-length evaluation, and with few keys.
@Suite struct LottieCurveFitTests {
    typealias Smoke = LottieImportSmokeTests

    /// A shape layer whose position takes the curved keyframes `keyframes`.
    static func moving(_ name: String, index: Int, _ keyframes: String, extra: String = "") -> String {
        Smoke.shape(name, index: index, ks: #""p":{"a":1,"k":[\#(keyframes)]}"#, extra: extra)
    }

    /// Paths in the shapes After Effects writes them: one handle pulled and the other at its key
    /// (`ti: [0, 0, 0]`), an S whose handles cross, a loop, an easing that overshoots, a chord
    /// that turns back on one axis, and a curved child of a moving null.
    static let layers = [
        moving(
            "Swoop", index: 1,
            #"{"t":0,"s":[40,260,0],"o":{"x":[0.333],"y":[0]},"i":{"x":[0.667],"y":[1]},"to":[60,-140,0],"ti":[0,0,0]},{"t":24,"s":[340,60,0],"o":{"x":[0.167],"y":[0.167]},"i":{"x":[0.833],"y":[0.833]},"to":[0,0,0],"ti":[80,-40,0]},{"t":50,"s":[200,200,0]}"#
        ),
        moving(
            "S Curve", index: 2,
            #"{"t":0,"s":[20,150],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]},"to":[300,-200],"ti":[-300,200]},{"t":40,"s":[380,150]}"#
        ),
        moving(
            "Loop", index: 3,
            #"{"t":5,"s":[100,150],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]},"to":[250,-150],"ti":[-250,-150]},{"t":55,"s":[200,150]}"#
        ),
        moving(
            "Overshoot", index: 4,
            #"{"t":0,"s":[50,50],"o":{"x":[0.3],"y":[-0.4]},"i":{"x":[0.7],"y":[1.4]},"to":[100,0],"ti":[0,-100]},{"t":45,"s":[300,250]}"#
        ),
        moving(
            "Turn Back", index: 5,
            #"{"t":0,"s":[100,100],"o":{"x":[0.25],"y":[0.1]},"i":{"x":[0.25],"y":[1]},"to":[200,80],"ti":[200,-80]},{"t":30,"s":[100,250]}"#
        ),
        #"{"ty":3,"nm":"Rig","ind":6,"ip":0,"op":60,"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[50,50],"o":{"x":0.2,"y":0},"i":{"x":0.8,"y":1}},{"t":60,"s":[150,100]}]},"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":60,"s":[30]}]}}}"#,
        moving(
            "Rigged", index: 7,
            #"{"t":10,"s":[0,0],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.2],"y":[1]},"to":[0,90],"ti":[-120,0]},{"t":50,"s":[160,40]}"#,
            extra: #","parent":6"#),
    ]

    /// How a track was approximated; none for any other outcome.
    static func approximations(_ track: TrackReport) -> [Approximation] {
        if case .approximated(let list) = track.outcome { return list }
        return []
    }

    @Test func curvedPathsFollowTheSpecWithinTheTolerance() throws {
        let text = Smoke.document(Self.layers.joined(separator: ","))
        let result = LottieImport.load(SourceFile(name: "curves.json", text: text))
        let effect = try #require(result.effect, "\(result.rendered())")
        let document = try LottieReader().documentForTests(text)
        let built = try LottieTimelineBuilder(document: document, tolerance: .init()).build()
        let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
        var largest = 0.0
        var samples = 0
        for placed in built.placed {
            let reference = LottieReferenceEvaluation(placed: placed)
            let sampled = SampledPlacement(sampler: sampler, layer: placed.name, box: placed.model.box)
            for step in 0...600 {
                let t = Double(step) / 300
                let (expected, got) = (reference.matrix(at: t), sampled.matrix(at: t))
                let (dx, dy) = (expected.tx - got.tx, expected.ty - got.ty)
                largest = max(largest, (dx * dx + dy * dy).squareRoot())
                samples += 1
            }
        }
        print("curved motion paths: \(samples) samples, largest distance \(largest) points")
        // The default tolerance is 0.001 points: each axis within half of it.
        #expect(largest <= 0.001 * 0.5.squareRoot())
        #expect(largest > 0, "the paths are approximated, so some distance is expected")
        for approximation in effect.report.tracks.flatMap(Self.approximations) {
            #expect(approximation.largestError <= approximation.tolerance, "\(approximation)")
        }
    }

    @Test func eachAxisOfACurvedPathIsATrackOfFewKeys() throws {
        let text = Smoke.document(Self.layers.joined(separator: ","))
        let effect = try #require(LottieImport.load(SourceFile(name: "curves.json", text: text)).effect)
        let keys = { (layer: String) -> [String: Int] in
            let found = effect.builtTimeline.layers.first { $0.name == layer }
            let tracks = found?.animations.flatMap(\.tracks) ?? []
            return Dictionary(tracks.map { ($0.target.keyPath, $0.keyframeCount) }, uniquingKeysWith: +)
        }
        // Chords within 0.8 of the tolerance took 513 keys for the swoop (76 now) and 649 for the
        // loop (110). The S took one straight chord, 43 points off at a third of the way: the
        // chords were checked at their arc's middle, which an S's symmetry puts on the chord.
        let swoop = keys("swoop")
        #expect(Set(swoop.keys) == ["position.x", "position.y"])
        #expect(swoop.values.reduce(0, +) < 200, "\(swoop)")
        let curve = keys("s-curve")
        #expect(curve.values.reduce(0, +) < 200, "\(curve)")
        let loop = keys("loop")
        #expect(loop.values.reduce(0, +) < 200, "\(loop)")
        // In a parent chain each axis is a translation of its own.
        let rigged = effect.report.tracks.filter { $0.name.hasPrefix("rigged.") && $0.isApproximated }
        #expect(rigged.count == 2)
        #expect(
            rigged.flatMap(Self.approximations).allSatisfy {
                $0.method.contains("travelled by arc length in")
            },
            "\(rigged)")
    }
}
