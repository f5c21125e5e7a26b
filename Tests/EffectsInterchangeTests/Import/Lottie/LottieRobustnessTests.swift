import EffectDSL
import EffectsRegistry
import EffectsText
import Testing

@testable import EffectsInterchange

/// Robustness: a few hundred generated files with random features switched on and off (parents,
/// precompositions, every keyframe form, expressions, 3D, masks, values of the wrong kind or beyond
/// range, keyframes out of order, cut-off text) are each imported, sampling to finite numbers, or
/// refused with one positioned error.
@Suite struct LottieRobustnessTests {
    /// Builds one random file from the generator's draws.
    struct Generator {
        var random: SplitMixGenerator
        /// How many faults the file being made may still get (one at most: a file with faults
        /// everywhere would only ever show its first).
        var faults = 0

        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        /// Whether to put a fault here: `percent` of the time while the file may still get one.
        mutating func fault(_ percent: UInt64) -> Bool {
            guard faults > 0, chance(percent) else { return false }
            faults -= 1
            return true
        }
        mutating func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(count, 1))) }
        mutating func number(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(random.next() >> 11) * 0x1p-53 * (range.upperBound - range.lowerBound)
        }

        /// A number, now and then of the wrong kind or out of range.
        mutating func value(_ range: ClosedRange<Double>) -> JSONValue {
            if fault(2) { return [.string("NaN"), .null, .number(1e300), .bool(true)][pick(4)] }
            return .number((number(range) * 100).rounded() / 100)
        }

        mutating func property(dimensions: Int, range: ClosedRange<Double>) -> JSONValue {
            func values(_ generator: inout Generator) -> JSONValue {
                dimensions == 1 && generator.chance(50)
                    ? generator.value(range) : .array((0..<dimensions).map { _ in generator.value(range) })
            }
            guard chance(60) else { return .object([("a", .number(0)), ("k", values(&self))]) }
            var time = number(0...10)
            var frames: [JSONValue] = []
            for index in 0..<(1 + pick(4)) {
                time += fault(8) ? -number(1...5) : (chance(15) ? 0 : number(1...20))
                var members: [(String, JSONValue)] = [("t", .number(time.rounded())), ("s", values(&self))]
                if chance(20) { members.append(("h", .number(1))) }
                if chance(70) {
                    let count = chance(30) ? dimensions : 1
                    let x = { (g: inout Generator) -> JSONValue in
                        .array((0..<count).map { _ in g.value(g.fault(3) ? -1...2 : 0...1) })
                    }
                    let y = { (g: inout Generator) -> JSONValue in
                        .array((0..<count).map { _ in g.value(-1...2) })
                    }
                    members.append(("o", .object([("x", x(&self)), ("y", y(&self))])))
                    members.append(("i", .object([("x", x(&self)), ("y", y(&self))])))
                }
                if dimensions == 2, chance(25) {
                    members.append(("to", .array([value(-50...50), value(-50...50)])))
                    members.append(("ti", .array([value(-50...50), value(-50...50)])))
                }
                if chance(10) { members.append(("e", values(&self))) }
                if index > 0, chance(5) { members = [("t", .number(time.rounded()))] }
                frames.append(.object(members))
            }
            var property: [(String, JSONValue)] = [("a", .number(1)), ("k", .array(frames))]
            if fault(3) { property.append(("x", .string("wiggle(1, 2)"))) }
            return .object(property)
        }

        mutating func transform() -> JSONValue {
            var members: [(String, JSONValue)] = []
            if chance(70) { members.append(("p", property(dimensions: 2, range: -200...600))) }
            if chance(50) { members.append(("a", property(dimensions: 2, range: -50...50))) }
            if chance(50) { members.append(("s", property(dimensions: 2, range: -50...200))) }
            if chance(50) { members.append(("r", property(dimensions: 1, range: -360...360))) }
            if chance(50) { members.append(("o", property(dimensions: 1, range: 0...100))) }
            if chance(15) { members.append(("sk", property(dimensions: 1, range: -60...60))) }
            if chance(15) { members.append(("sa", property(dimensions: 1, range: -90...90))) }
            if fault(3) { members.append(("rx", property(dimensions: 1, range: 0...90))) }
            return .object(members)
        }

        mutating func layers(_ count: Int, assets: Int, nested: Bool = false) -> JSONValue {
            .array(
                (0..<count).map { index in
                    var type = [0, 1, 2, 3, 4, 4, 4, 5, 6][pick(9)]
                    // A precomposition inside one could show itself; only as a fault.
                    if nested, type == 0, !fault(30) { type = 4 }
                    var members: [(String, JSONValue)] = [
                        ("ty", .number(Double(type))), ("ind", .number(Double(index + 1))),
                        ("ip", value(0...10)), ("op", value(20...60)), ("ks", transform()),
                    ]
                    if chance(80) {
                        members.append(("nm", .string(["Layer", "Layer", "Ünïcödé 1", "  ", "2d"][pick(5)])))
                    }
                    if index + 1 < count, chance(30) {
                        // A later layer (no circle), or as a fault the layer itself.
                        members.append(
                            (
                                "parent",
                                .number(Double(fault(20) ? index + 1 : index + 2 + pick(count - index - 1)))
                            ))
                    }
                    if chance(20) { members.append(("st", value(-10...10))) }
                    if chance(20) { members.append(("sr", .number(fault(20) ? -1 : number(0.5...3)))) }
                    if type == 0 {
                        members.append(("refId", .string("comp\(fault(20) ? assets : pick(max(assets, 1)))")))
                        members += [("w", value(0...200)), ("h", value(0...200))]
                        if chance(10) {
                            members.append(
                                (
                                    "tm",
                                    fault(50)
                                        ? property(dimensions: 1, range: 0...2)
                                        : .object([("a", .number(0)), ("k", value(0...2))])
                                ))
                        }
                    }
                    if type == 1 { members += [("sw", value(0...100)), ("sh", value(0...100))] }
                    if type == 4 {
                        members.append(
                            (
                                "shapes",
                                .array([
                                    .object([
                                        ("ty", .string("rc")),
                                        ("p", property(dimensions: 2, range: -20...20)),
                                        ("s", property(dimensions: 2, range: 0...80)),
                                    ])
                                ])
                            ))
                    }
                    if fault(5) { members.append(("ddd", .number(1))) }
                    if fault(5) { members.append(("ao", .number(1))) }
                    if chance(10) {
                        members.append(("masksProperties", .array([.object([("mode", .string("a"))])])))
                    }
                    if chance(10) { members.append(("ef", .array([.object([("ty", .number(5))])]))) }
                    return .object(members)
                })
        }

        /// One file's text.
        mutating func file() -> String {
            faults = chance(50) ? 1 : 0
            let assets = pick(3)
            var members: [(String, JSONValue)] = [
                ("fr", fault(3) ? .number(0) : .number(30)), ("ip", .number(0)),
                ("op", fault(3) ? .number(-1) : .number(60)), ("w", value(1...500)), ("h", value(1...500)),
                ("layers", layers(1 + pick(6), assets: assets)),
            ]
            if fault(3) { members.removeLast() }
            members.append(
                (
                    "assets",
                    .array(
                        (0..<assets).map { index in
                            .object([
                                ("id", .string("comp\(index)")),
                                ("layers", layers(1 + pick(3), assets: assets, nested: true)),
                            ])
                        })
                ))
            var text = JSONValue.object(members).text()
            if fault(20) { text = String(text.prefix(pick(text.count))) }
            return text
        }
    }

    @Test func importsOrRefusesEveryGeneratedFileWithAPositionedMessage() throws {
        var generator = Generator(random: SplitMixGenerator(seed: 2026))
        let options = LottieImportOptions(tolerance: try InterchangeTolerance(points: 0.05, unitless: 0.005))
        var imported = 0
        var refused = 0
        for index in 0..<300 {
            let text = generator.file()
            let source = SourceFile(name: "generated-\(index).json", text: text)
            // A coarse tolerance keeps the curved paths of hundreds of files quick to sample.
            let result = LottieImport.load(source, options: options)
            if let effect = result.effect {
                imported += 1
                #expect(!result.hasErrors)
                let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
                for time in [0, 0.3, 1, 1.7, 2] {
                    let values = sampler.values(at: time)
                    #expect(
                        values.allSatisfy { $0.isFinite }, "generated-\(index) at \(time): \(values)\n\(text)"
                    )
                }
                continue
            }
            refused += 1
            let errors = result.diagnostics.filter(\.isError)
            #expect(errors.count == 1, "generated-\(index): \(result.rendered())")
            for error in errors {
                let location = error.range.start
                #expect(
                    location.line >= 1 && location.column >= 1 && location.offset <= source.bytes.count
                        && !error.message.isEmpty, "generated-\(index): \(error)")
            }
        }
        print("Lottie robustness: 300 generated files, \(imported) imported, \(refused) refused")
        #expect(imported >= 60 && refused >= 60, "imported \(imported), refused \(refused)")
    }
}
