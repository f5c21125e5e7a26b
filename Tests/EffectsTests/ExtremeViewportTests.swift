import EffectDSL
import Effects
import EffectsRegistry
import TestSupport
import Testing

/// Every effect, built in or in `effects/`, at tiny, huge and lopsided viewports: finite tables,
/// and geometry that scales with the viewport where the effect is defined by it.
@Suite struct ExtremeViewportTests {
    static let viewports: [(width: Double, height: Double)] = [
        (1e-6, 1e-6), (1, 1), (1e-3, 1e3), (1e3, 1e-3), (375, 667), (1e6, 1e6), (1e9, 1e9),
    ]

    static let registry: EffectRegistry = shippedRegistry()

    static let names = registry.names

    @Test(arguments: names)
    func everyViewportSamplesToFiniteNumbers(_ name: String) throws {
        let effect = try Self.registry.effect(named: name)
        for viewport in Self.viewports {
            let context = EffectContext(viewportWidth: viewport.width, viewportHeight: viewport.height)
            let timeline = try effect.timeline(effect.descriptor.defaults(), context: context)
            let table = try Sampler(timeline: timeline).table(.count(61))
            #expect(table.rowCount == 61)
            #expect(table.values.allSatisfy { $0.isFinite }, "\(name) at \(viewport)")
        }
    }

    @Test(arguments: ["left", "right", "top", "bottom"])
    func revealTravelsOneViewportAtEveryScale(_ side: String) throws {
        let effect = try Self.registry.effect(named: "reveal")
        let parameters = try effect.descriptor.bind(["from=\(side)"])
        var shapes: [[Double]] = []
        for viewport in Self.viewports {
            let context = EffectContext(viewportWidth: viewport.width, viewportHeight: viewport.height)
            let table = try Sampler(timeline: effect.timeline(parameters, context: context)).table(.count(21))
            let x = try #require(table.column(named: "outgoing.position.x"))
            let y = try #require(table.column(named: "outgoing.position.y"))
            // The path in viewport units is the same at every scale.
            shapes.append(x.map { $0 / viewport.width } + y.map { $0 / viewport.height })
        }
        let reference = try #require(shapes.first)
        for shape in shapes {
            #expect(zip(shape, reference).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) })
        }
        let last = try #require(
            Sampler(
                timeline: effect.timeline(
                    parameters, context: EffectContext(viewportWidth: 1e9, viewportHeight: 1e9))
            ).table(.count(2)).column(named: "outgoing.position.x")?.last)
        #expect(last == (side == "left" ? 1.5e9 : side == "right" ? -0.5e9 : 0.5e9))
    }
}
