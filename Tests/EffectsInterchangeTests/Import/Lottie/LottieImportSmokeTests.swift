import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

@Suite struct LottieImportSmokeTests {
    static func document(_ layers: String, assets: String = "[]", op: Int = 60) -> String {
        #"{"v":"5.7.0","fr":30,"ip":0,"op":\#(op),"w":400,"h":300,"nm":"Smoke Test","assets":\#(assets),"layers":[\#(layers)]}"#
    }

    static func shape(_ name: String, index: Int, ks: String, extra: String = "") -> String {
        #"{"ty":4,"nm":"\#(name)","ind":\#(index),"ip":0,"op":60,"st":0,"sr":1,"ks":{\#(ks)}\#(extra),"shapes":[{"ty":"rc","p":{"a":0,"k":[20,10]},"s":{"a":0,"k":[40,20]},"r":{"a":0,"k":0}}]}"#
    }

    /// Imports `text` and compares every layer's sampled placement with the spec's evaluation.
    static func compare(_ text: String, file: String = "smoke.json") throws -> LottieImportedEffect {
        let result = LottieImport.load(SourceFile(name: file, text: text))
        #expect(!result.hasErrors, "\(result.rendered())")
        let effect = try #require(result.effect)
        let document = try LottieReader().documentForTests(text)
        let built = try LottieTimelineBuilder(document: document, tolerance: .init()).build()
        let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
        for placed in built.placed {
            let reference = LottieReferenceEvaluation(placed: placed)
            let sampled = SampledPlacement(sampler: sampler, layer: placed.name, box: placed.model.box)
            // Every frame exactly (where holds end and keyframes meet), and moments between.
            let times = (0..<60).map { Double($0) / 30 } + (0..<240).map { Double($0) / 120 + 0.000_1 }
            for t in times {
                let (expected, got) = (reference.matrix(at: t), sampled.matrix(at: t))
                let entries = [
                    (expected.a, got.a), (expected.b, got.b), (expected.c, got.c), (expected.d, got.d),
                ]
                let worst = entries.map { abs($0.0 - $0.1) }.max() ?? 0
                let shift = max(abs(expected.tx - got.tx), abs(expected.ty - got.ty))
                let opacityError = abs(reference.opacity(at: t) - sampled.opacity(at: t))
                let shown = reference.isShown(at: t) == sampled.isShown(at: t)
                guard worst < 1e-9, shift < 2e-3, opacityError < 1e-9, shown else {
                    Issue.record(
                        "\(placed.name) at \(t): matrix \(expected) vs \(got), opacity off by \(opacityError), shown \(shown)"
                    )
                    break
                }
            }
        }
        return effect
    }

    @Test func readsAPlainLayerInCoreAnimationsTerms() throws {
        let ks =
            #""a":{"a":0,"k":[20,10]},"p":{"a":1,"k":[{"t":0,"s":[50,50],"o":{"x":[0.3,0.1],"y":[0,0]},"i":{"x":[0.7,0.6],"y":[1,1.4]}},{"t":30,"s":[250,150]}]},"s":{"a":1,"k":[{"t":10,"s":[100,100],"h":1},{"t":40,"s":[150,80]}]},"r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":0.4,"y":-0.5},"i":{"x":0.6,"y":1.5},"e":[90]},{"t":50}]},"o":{"a":0,"k":80}"#
        let effect = try Self.compare(Self.document(Self.shape("Box One", index: 1, ks: ks)))
        #expect(effect.descriptor.name == "smoke-test")
        #expect(effect.descriptor.layerNames == ["box-one"])
        let layer = try #require(effect.builtTimeline.layers.first)
        #expect(layer.properties.map(\.name).contains("position"))
    }

    @Test func readsParentsSkewAndPrecompositions() throws {
        let parent =
            #"{"ty":3,"nm":"Null","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[100,100],"o":{"x":0.2,"y":0},"i":{"x":0.8,"y":1}},{"t":60,"s":[300,200]}]},"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":60,"s":[45]}]}}}"#
        let child = Self.shape(
            "Child", index: 2,
            ks:
                #""p":{"a":0,"k":[30,0]},"sk":{"a":1,"k":[{"t":0,"s":[0]},{"t":30,"s":[30]}]},"sa":{"a":0,"k":20}"#,
            extra: #","parent":1"#)
        let inner = Self.shape(
            "Inner", index: 1,
            ks: #""p":{"a":1,"k":[{"t":0,"s":[0,0],"to":[40,0],"ti":[0,40]},{"t":20,"s":[100,100]}]}"#)
        let precomp =
            #"{"ty":0,"nm":"Pre","ind":3,"refId":"c1","w":200,"h":100,"ip":5,"op":55,"st":4,"sr":2,"ks":{"p":{"a":0,"k":[10,20]},"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":30,"s":[100]}]}}}"#
        let assets = #"[{"id":"c1","layers":[\#(inner)]}]"#
        let effect = try Self.compare(
            Self.document([child, parent, precomp].joined(separator: ","), assets: assets))
        #expect(effect.descriptor.layerNames == ["pre", "inner", "null", "child"])
        // The inner layer's curved path: its x and y, each a translation fitted by cubics.
        #expect(effect.report.approximatedTracks == ["inner.transform", "inner.transform"])
    }

    /// A shape layer's box is its content's rounded out to 64ths, Chromium's layout grid, so that
    /// the web export draws it at the size the import says; a line's thickness stays 0.
    @Test func aShapeBoxIsRoundedOutToTheLayoutGrid() throws {
        let ellipse =
            #"{"ty":"el","p":{"a":0,"k":[10.3,20.1]},"s":{"a":0,"k":[5.05,7]}}"#
        let line =
            #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[1.3,2.2],[9.7,2.2]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#
        let layers = [ellipse, line].enumerated().map { index, item in
            #"{"ty":4,"nm":"L\#(index)","ind":\#(index + 1),"ip":0,"op":60,"st":0,"ks":{},"shapes":[\#(item)]}"#
        }
        let document = try LottieReader().documentForTests(Self.document(layers.joined(separator: ",")))
        let boxes = document.root.layers.map(\.box)
        // 7.775…12.825 → 497/64…821/64; 16.6…23.6 → 1062/64…1511/64.
        #expect(
            boxes.first == LottieLayerModel.Box(x: 497 / 64, y: 1062 / 64, width: 324 / 64, height: 449 / 64))
        #expect(boxes.last == LottieLayerModel.Box(x: 83 / 64, y: 2.2, width: 538 / 64, height: 0))
    }
}

extension LottieReader {
    /// The document of `text`, for tests.
    func documentForTests(_ text: String) throws -> LottieDocument {
        var reader = LottieReader()
        return try reader.document(try JSONReader.read(text))
    }
}

/// A track matte's source: players draw it only through the layer below it, never as itself
/// (issue 32: it imported as an ordinary visible layer).
@Suite struct LottieMatteSourceTests {
    @Test func aMatteSourceIsNeverShownAndTheWarningSaysSo() throws {
        let ks = #""p":{"a":0,"k":[100,100]},"a":{"a":0,"k":[0,0]}"#
        let text = LottieImportSmokeTests.document(
            LottieImportSmokeTests.shape("Matte", index: 1, ks: ks, extra: #","td":1"#) + ","
                + LottieImportSmokeTests.shape("Clipped", index: 2, ks: ks, extra: #","tt":1"#))
        let result = LottieImport.load(SourceFile(name: "matte.json", text: text))
        let effect = try #require(result.effect, "\(result.rendered())")
        let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
        for time in [0.0, 0.5, 1.5] {
            #expect(sampler.value(of: "matte.visible", at: time) == 0, "at \(time)")
            #expect(sampler.value(of: "clipped.visible", at: time) == 1, "at \(time)")
        }
        let messages = result.diagnostics.map(\.message)
        #expect(
            messages.contains { $0.contains("matte sources") && $0.contains("imported hidden") },
            "\(messages)")
        #expect(messages.contains { $0.hasPrefix("mattes left out") }, "\(messages)")
    }
}
