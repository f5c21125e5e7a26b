import EffectsRegistry
import TestSupport
import Testing

@testable import EffectDSL

/// The seed-002 numbers reproduced by `effects/seeds/swap-card.fx`.
@Suite struct SwapCardScriptTests {
    static let path = "effects/seeds/swap-card.fx"

    static func load() throws -> DSLLoadResult {
        DSLLoader.load(SourceFile(name: path, bytes: try FileReader.read(Repository.path(path))))
    }

    static func sampler(_ assignments: [String] = []) throws -> Sampler {
        let effect = try #require(try load().effects.first)
        return Sampler(timeline: try effect.timeline(assignments: assignments))
    }

    @Test func declaresTheSeedParameters() throws {
        let effect = try #require(try SwapCardScriptTests.load().effects.first)
        #expect(effect.descriptor.name == "swap-card-fx")
        #expect(effect.descriptor.parameterNames == ["angle", "offset", "forward", "swing", "card"])
        #expect(effect.descriptor.parameter(named: "angle")?.defaultValue == .number(0.15))
        #expect(effect.descriptor.parameter(named: "offset")?.defaultValue == .vector(Value(90, -20)))
        #expect(effect.descriptor.parameter(named: "forward")?.defaultValue == .bool(true))
        #expect(effect.descriptor.parameter(named: "swing")?.defaultValue == .number(2))
        #expect(effect.descriptor.parameter(named: "swing")?.unit == "s")
        #expect(effect.descriptor.duration == 1.2)
        #expect(effect.descriptor.layerNames == ["front", "back"])
    }

    @Test func rotationJustBeforeTheGroupEndsIsTheCutValue() throws {
        let sampler = try SwapCardScriptTests.sampler()
        let easeInOut = TimingFunction.easeInOut.value(at: 0.2)
        #expect(abs(easeInOut - 0.0816598) < 1e-7)
        let time = 1.2 - 1e-12
        let back = try #require(sampler.value(of: "back.transform.rotation", at: time))
        let front = try #require(sampler.value(of: "front.transform.rotation", at: time))
        #expect(abs(back - -0.15 * (1 - easeInOut)) < 1e-9)
        #expect(abs(front - 0.15 * (1 - easeInOut)) < 1e-9)
        // At 1.2 s the group has ended: the rotation shows its model value again.
        #expect(sampler.value(of: "front.transform.rotation", at: 1.2) == 0)
    }

    @Test func additivePositionPeaksAtTheOffsetHalfWay() throws {
        let sampler = try SwapCardScriptTests.sampler()
        // The model position is the viewport's centre (187.5, 333.5); the swing adds to it.
        #expect(sampler.value(of: "front.position.x", at: 0.6) == 187.5 + 90)
        #expect(sampler.value(of: "front.position.y", at: 0.6) == 333.5 - 20)
        #expect(sampler.value(of: "back.position.x", at: 0.6) == 187.5 - 90)
        #expect(sampler.value(of: "back.position.y", at: 0.6) == 333.5 + 20)
    }

    @Test func zPositionCrossesZeroHalfWay() throws {
        let sampler = try SwapCardScriptTests.sampler()
        #expect(sampler.value(of: "front.zPosition", at: 0) == 1)
        #expect(sampler.value(of: "front.zPosition", at: 0.6) == 0)
        #expect(sampler.value(of: "back.zPosition", at: 0.6) == 0)
        #expect(sampler.value(of: "front.zPosition", at: 1.2) == -1)
        #expect(sampler.value(of: "back.zPosition", at: 1.2) == 1)
    }

    @Test func forwardFalseMirrorsTheTilt() throws {
        let sampler = try SwapCardScriptTests.sampler(["forward=false"])
        #expect(sampler.value(of: "front.transform.rotation", at: 1) == -0.15)
        #expect(sampler.value(of: "back.transform.rotation", at: 1) == 0.15)
    }

    @Test func warnsThatTheGroupCutsTheRotation() throws {
        let warnings = try SwapCardScriptTests.load().diagnostics
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(
            warnings.map(\.id) == [
                .trackCutByGroup, .propertySnapsBack, .trackCutByGroup, .propertySnapsBack,
            ])
        #expect(
            warnings.first?.message
                == "'front.transform.rotation' is cut by its group at 1.2 s, 60% into its run, at the value 0.1378"
        )
        #expect(
            warnings.dropFirst().first?.message
                == "'front.transform.rotation' jumps from 0.1378 to 0 at 1.2 s when its animation ends")
        #expect(warnings.map(\.range.start.line) == [27, 27, 46, 46])
        let effect = try #require(try SwapCardScriptTests.load().effects.first)
        #expect(effect.warnings.count == 4)
    }

    @Test func aSwingThatFitsTheGroupIsNotCut() throws {
        let text = try FileReader.read(Repository.path(SwapCardScriptTests.path))
        let shortened = String(decoding: text, as: UTF8.self).replacing("2s in 0.01s", with: "1.2s in 0.01s")
        let result = DSLLoader.load(SourceFile(name: "swap.fx", text: shortened))
        // The shorter swing changes the rotations the file's examples expect; nothing else is said.
        #expect(result.diagnostics.allSatisfy { $0.id == .exampleValueMismatch }, "\(result.rendered())")
    }
}
