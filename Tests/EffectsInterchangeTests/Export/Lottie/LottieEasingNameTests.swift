import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// Keyframe easing names (`n`): ThorVG shares one easing among the keyframes of a file whose names
/// agree in their first 20 characters, so names that agree there must belong to equal handles.
@Suite struct LottieEasingNameTests {
    /// Each name's first 20 characters against the handles (`o` and `i`) of every keyframe so named.
    static func handlesByPrefix(_ text: String) throws -> [String: Set<[Double]>] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var found: [String: Set<[Double]>] = [:]
        for list in LottieDocumentTests.keyframeLists(document) {
            for keyframe in list {
                guard let name = keyframe["n"] as? String, let out = keyframe["o"] as? [String: Any],
                    let into = keyframe["i"] as? [String: Any]
                else { continue }
                let handles = [out["x"], out["y"], into["x"], into["y"]].map { ($0 as? Double) ?? .nan }
                found[String(name.prefix(20)), default: []].insert(handles)
            }
        }
        return found
    }

    @Test func namesThatAgreeWhereThorVGLooksBelongToEqualHandles() throws {
        // A curved path's x and y share their pieces' time handles and differ in the value's.
        let text = try String(
            contentsOfFile: Repository.path("Tests/EffectsInterchangeTests/Import/LottieCorpus/curved.json"),
            encoding: .utf8)
        let effect = try #require(LottieImport.load(SourceFile(name: "curved.json", text: text)).effect)
        let export = try LottieExporter.export(
            effect.builtTimeline,
            options: try InterchangeOptions(
                context: EffectContext(viewportWidth: 400, viewportHeight: 300), framesPerSecond: 30))
        let names = try Self.handlesByPrefix(export.text)
        #expect(names.count > 100, "the curved paths' many pieces are named")
        for (prefix, handles) in names {
            #expect(handles.count == 1, "'\(prefix)…' names \(handles.count) different easings")
        }
    }
}
