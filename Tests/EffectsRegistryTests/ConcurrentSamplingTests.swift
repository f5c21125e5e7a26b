import EffectsRegistry
import Testing

/// The registry, the effects and the sampler are shared between tasks without locks: sampling one
/// effect from many tasks at once gives the same table as sampling it alone.
@Suite struct ConcurrentSamplingTests {
    /// An effect with every calculation mode, nested groups, repetition and timing functions, so
    /// that every sampling path runs concurrently.
    struct BusyEffect: TransitionEffect {
        let descriptor = EffectDescriptor(
            name: "busy", summary: "every sampling path at once",
            parameters: [.number("amplitude", default: 80, in: 0...1000, unit: "pt", help: "how far")],
            duration: 1.5, layerNames: ["card"])

        func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline {
            let amplitude = try parameters.number("amplitude")
            let spring: Spring
            do {
                spring = try Spring(mass: 1, stiffness: 180, damping: 12)
            } catch {
                throw .failed(error.description)
            }
            do {
                let path = [Value(0, 0), Value(amplitude, -20), Value(amplitude / 2, 40), Value(0, 0)]
                var tracks: [Animation] = []
                for mode in CalculationMode.allCases {
                    let track = try Track(
                        keyPath: "position", values: path, calculationMode: mode, isAdditive: true,
                        timing: MediaTiming(duration: 1.2, fillMode: .both))
                    tracks.append(.track(track))
                }
                tracks.append(
                    .track(
                        try Track(
                            keyPath: "transform.rotation", values: [Value(0), Value(0.3), Value(0)],
                            timingFunctions: [.easeInOut, .spring(spring)], isCumulative: true,
                            timing: MediaTiming(duration: 0.4, repeatCount: 2.5, autoreverses: true))))
                let group = try AnimationGroup(
                    timing: MediaTiming(beginTime: 0.1, duration: 1.2, fillMode: .forwards),
                    animations: tracks)
                let fade = try Track(
                    keyPath: "opacity", values: [Value(1), Value(0)], timingFunction: .ease,
                    timing: MediaTiming(duration: 1.5))
                return try Timeline(
                    duration: context.viewportWidth / 250,
                    layers: [Layer(name: "card", animations: [.group(group), .track(fade)])])
            } catch {
                throw EffectError(error)
            }
        }
    }

    private func registry() throws -> EffectRegistry {
        var registry = EffectRegistry()
        try registry.register(BusyEffect(), origin: .builtIn)
        return registry
    }

    /// The CSV of the effect named "busy" in `registry`, looked up, bound, built and sampled here.
    private static func csv(from registry: EffectRegistry, amplitude: Int) throws -> String {
        let effect = try registry.effect(named: "busy")
        let parameters = try effect.descriptor.bind(["amplitude=\(amplitude)"])
        let timeline = try effect.timeline(parameters, context: EffectContext())
        let table = try Sampler(timeline: timeline).table(.framesPerSecond(240))
        return TableWriter(format: .csv).string(table)
    }

    @Test func manyTasksSamplingOneEffectGetIdenticalTables() async throws {
        let registry = try registry()
        let expected = try Self.csv(from: registry, amplitude: 80)
        let results = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<64 {
                group.addTask { try? Self.csv(from: registry, amplitude: 80) }
            }
            var results: [String?] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected.split(separator: "\n").count == 362)
    }

    @Test func oneSamplerSharedByManyTasksGivesTheSameRows() async throws {
        let effect = try registry().effect(named: "busy")
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        let sampler = Sampler(timeline: timeline)
        let expected = try sampler.table(.count(500))
        let tables = await withTaskGroup(of: SampleTable?.self) { group in
            for _ in 0..<32 {
                group.addTask { try? sampler.table(.count(500)) }
            }
            var tables: [SampleTable?] = []
            for await table in group { tables.append(table) }
            return tables
        }
        #expect(tables.count == 32 && tables.allSatisfy { $0 == expected })
    }

    @Test func differentParametersInParallelMatchTheirSerialTables() async throws {
        let registry = try registry()
        let amplitudes = Array(stride(from: 0, through: 1000, by: 40))
        var serial: [Int: String] = [:]
        for amplitude in amplitudes { serial[amplitude] = try Self.csv(from: registry, amplitude: amplitude) }
        let parallel = await withTaskGroup(of: (Int, String?).self) { group in
            for amplitude in amplitudes {
                group.addTask { (amplitude, try? Self.csv(from: registry, amplitude: amplitude)) }
            }
            var results: [Int: String] = [:]
            for await (amplitude, csv) in group { results[amplitude] = csv }
            return results
        }
        #expect(parallel == serial)
        #expect(Set(serial.values).count == amplitudes.count)
    }
}
