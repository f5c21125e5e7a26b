import EffectDSL
import EffectsRegistry
import EffectsTesting
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// The stylesheet fxkit ships in `effects/examples/`: it imports without a diagnostic, and each of
/// its effects samples to the golden table in `Golden/Tables/` (`FXKIT_UPDATE_GOLDEN=1` rewrites them).
@Suite struct ShippedStylesheetTests {
    static let path = "effects/examples/web-motion.css"
    static let names = ["toast-in", "badge-pulse", "card-flip", "shake"]

    static func imported() throws -> CSSImportResult {
        let text = try String(contentsOfFile: Repository.path(path), encoding: .utf8)
        return CSSImport.load(SourceFile(name: path, text: text))
    }

    @Test func importsEveryEffectWithoutADiagnostic() throws {
        let result = try Self.imported()
        #expect(result.diagnostics.isEmpty, "\(result.rendered())")
        #expect(result.effects.map(\.descriptor.name) == Self.names)
    }

    @Test(arguments: names)
    func samplesToItsGoldenTable(_ name: String) throws {
        let effect = try #require(try Self.imported().effects.first { $0.descriptor.name == name })
        let file = GoldenFile(
            path: Repository.path("Tests/EffectsInterchangeTests/Import/Golden/Tables/\(name).csv"))
        #expect(expectGoldenTable(of: effect, grid: .framesPerSecond(60), matches: file))
    }

    @Test func theCardTurnsInTheStagesPerspectiveAndHidesItsBack() throws {
        let effect = try #require(try Self.imported().effects.first { $0.descriptor.name == "card-flip" })
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        #expect(timeline.sublayerTransform.m34 == -1.0 / 600)
        let sampler = Sampler(timeline: timeline, geometry: true)
        #expect(sampler.value(of: "element.visible", at: 0) == 1)
        #expect(sampler.value(of: "element.visible", at: 0.8) == 0)
    }
}
