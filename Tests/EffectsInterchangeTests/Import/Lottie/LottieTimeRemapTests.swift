import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// A time remapping (`tm`) in pieces a clock can say: linear and held stretches are read, each a
/// copy of the precomposition's layers; one that eases, runs backwards or sits on a stretched
/// precomposition is refused at `tm` with why.
struct LottieTimeRemapTests {
    /// A file whose precomposition layer has the time remapping `tm` (JSON) and stretch `sr`.
    static func file(tm: String, stretch: Double = 1) -> String {
        #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":200,"h":200,"assets":[{"id":"c","layers":["#
            + #"{"ty":4,"nm":"box","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":30,"s":[90,0]}]}},"#
            + #""shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}}]}]}],"#
            + #""layers":[{"ty":0,"nm":"p","ind":1,"refId":"c","w":200,"h":200,"ip":0,"op":60,"st":0,"sr":\#(stretch),"tm":\#(tm)}]}"#
    }

    static let linear = #""o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"#

    @Test func linearAndHeldStretchesPlayTheContentAtTheirFrames() throws {
        // 0 → 0.5 s over frames 0–15, held until 30, then from 0.2 s to 1 s over 30–60.
        let text = Self.file(
            tm: #"{"a":1,"k":[{"t":0,"s":[0],\#(Self.linear)},{"t":15,"s":[0.5],"h":1},"#
                + #"{"t":30,"s":[0.2],\#(Self.linear)},{"t":60,"s":[1]}]}"#)
        let result = LottieImport.load(SourceFile(name: "tm.json", text: text))
        let effect = try #require(result.effect, "\(result.rendered())")
        let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
        // The box's x is 3 points a content frame, up to frame 30 of the content (its 10-point
        // rectangle centred there, so its corner 5 left of it); one copy of the box shows at a time.
        func x(at seconds: Double) -> Double? {
            effect.builtTimeline.layers.map(\.name).filter { $0.hasPrefix("box") }.compactMap { name in
                sampler.value(of: "\(name).visible", at: seconds) == 1
                    ? sampler.value(of: "\(name).corners.topLeft.x", at: seconds) : nil
            }.first
        }
        #expect(abs((x(at: 0.25) ?? .nan) - (22.5 - 5)) < 1e-9)  // frame 7.5 → content 0.25 s = frame 7.5
        #expect(abs((x(at: 0.75) ?? .nan) - (45 - 5)) < 1e-9)  // held at content frame 15
        #expect(abs((x(at: 1.5) ?? .nan) - (54 - 5)) < 1e-9)  // frame 45 → content 0.2 + 0.4 s = frame 18
    }

    @Test(arguments: [
        (
            #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},{"t":30,"s":[1]}]}"#,
            1.0,
            "an eased time remapping 'tm'"
        ),
        (
            #"{"a":1,"k":[{"t":0,"s":[1],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[0]}]}"#,
            1.0, "runs backwards"
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
