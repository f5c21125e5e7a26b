import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// The import's proof: ThorVG draws every corpus file (`Tests/EffectsInterchangeTests/Import/LottieCorpus`,
/// written for fxkit by `make_corpus.py`), and each layer's matrix and opacity, composed through
/// the precompositions around it, agree with the import sampled as `fxctl sample --geometry`
/// samples it, at every frame and between frames: matrix entries within 1e-4, translation within
/// 1e-3 pt, opacity within ThorVG's 8 bits.
///
/// Where ThorVG departs from the spec, the import follows the spec (as lottie-web does) and is
/// checked against the spec's evaluation of the file (``LottieReferenceEvaluation``) instead; the
/// suite states ThorVG's error in each such case.
@Suite struct LottieThorVGProofTests {
    /// How ThorVG departs from the spec in a case, if it does.
    enum Departure: String, Sendable {
        case none
        /// Per-dimension easing evaluated with the first dimension's curve.
        case perDimension = "per-dimension easing (ThorVG eases every dimension along the first one's curve)"
        /// The arc length of curved motion paths approximated.
        case arcLength = "curved motion paths (ThorVG approximates the arc length)"
        /// Easing curves whose handles agree to two decimals shared.
        case roundedHandles = "easing handles that agree to two decimals (ThorVG keeps one curve for both)"
        /// A legacy end value `e` the next keyframe's `s` does not continue.
        case legacyJump =
            "a legacy 'e' the next 's' does not continue (ThorVG eases to the next 's', lottie-web to 'e')"
        /// Auto-orient's direction found by ThorVG's fast arctangent.
        case orientation = "auto-orient's direction (ThorVG's arctangent is a fast approximation)"
    }

    static let cases: [(file: String, departure: Departure)] = [
        ("transforms", .none), ("overshoot", .none), ("holds", .none), ("legacy", .none),
        ("parenting", .none),
        ("precomp", .none), ("skew", .none), ("boxes", .none), ("per-dimension", .perDimension),
        ("curved", .arcLength), ("rounded-handles", .roundedHandles), ("legacy-jumps", .legacyJump),
        ("after-effects", .arcLength), ("auto-orient", .orientation),
        ("auto-orient-curved", .arcLength), ("fades", .none), ("time-remap", .none),
        ("eased-remap", .arcLength),
    ]

    /// The layers a file's departure applies to, where not all of its layers: the others are
    /// compared with ThorVG itself.
    static let departingLayers: [String: Set<String>] = ["eased-remap": ["Curve"]]

    /// A corpus file's frame rate (`fr`): ThorVG's frames are the file's, 29.97 a second in
    /// After Effects' default.
    static func frameRate(_ file: String) -> Double {
        let path = Repository.path("Tests/EffectsInterchangeTests/Import/LottieCorpus/\(file).json")
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let rate = (object["fr"] as? NSNumber)?.doubleValue
        else { return 30 }
        return rate
    }

    /// The largest differences seen.
    struct Largest {
        /// The layers that already failed, `file/name`: a layer's first failure is the one shown.
        var failed: Set<String> = []
        var entry = 0.0
        var translation = 0.0
        var opacity = 0.0
        var samples = 0
        var departures: [String: Double] = [:]
    }

    /// Every corpus file imported, exported back to Lottie, and both drawn by ThorVG in one Python
    /// process: what the proof and the round trip read.
    struct Prepared: Sendable {
        var imports: [String: (effect: LottieImportedEffect, placed: [LottiePlacedLayer])] = [:]
        /// The exports, and the imports they were made from: at a coarse tolerance, which only
        /// curved motion paths feel, so that exporting their many keys stays quick.
        var exports: [String: (text: String, effect: LottieImportedEffect)] = [:]
        var player: LottieImportPlayer
    }

    /// The frames compared: every frame, and a moment between each two.
    static let frames = Array(stride(from: 0.0, to: 60, by: 1)) + Array(stride(from: 0.37, to: 60, by: 1))

    /// The corpus drawn once for every test that reads it.
    static let prepared: Result<Prepared, TestFailure> = {
        do {
            var imports: [String: (effect: LottieImportedEffect, placed: [LottiePlacedLayer])] = [:]
            var exports: [String: (text: String, effect: LottieImportedEffect)] = [:]
            let coarse = LottieImportOptions(
                tolerance: try InterchangeTolerance(points: 0.05, unitless: 0.005))
            var requests: [LottieImportPlayer.Request] = []
            for (file, _) in cases {
                let text = try String(
                    contentsOfFile: Repository.path(
                        "Tests/EffectsInterchangeTests/Import/LottieCorpus/\(file).json"),
                    encoding: .utf8)
                let result = LottieImport.load(SourceFile(name: "\(file).json", text: text))
                guard let effect = result.effect else { throw TestFailure("\(file): \(result.rendered())") }
                var reader = LottieReader()
                let document = try reader.document(try JSONReader.read(text))
                let placed = try LottieTimelineBuilder(document: document, tolerance: .init()).build().placed
                imports[file] = (effect, placed)
                requests.append(
                    LottieImportPlayer.Request(
                        id: file, lottie: text, layers: placed.map { ($0.model.name, $0.fades.map(\.layer)) },
                        frames: frames))
                let options = try InterchangeOptions(
                    context: EffectContext(viewportWidth: document.width, viewportHeight: document.height),
                    framesPerSecond: document.frameRate)
                let source = try #require(
                    LottieImport.load(SourceFile(name: file, text: text), options: coarse).effect)
                let export = try LottieExporter.export(source.builtTimeline, options: options)
                exports[file] = (export.text, source)
                requests.append(
                    LottieImportPlayer.Request(
                        id: "export/" + file, lottie: export.text, layers: placed.map { ($0.name, []) },
                        frames: frames))
            }
            return .success(
                Prepared(imports: imports, exports: exports, player: try LottieImportPlayer(requests)))
        } catch let failure as TestFailure {
            return .failure(failure)
        } catch {
            return .failure(TestFailure("\(error)"))
        }
    }()

    /// The prepared corpus, or `nil` (recorded under CI) when ThorVG cannot run.
    static func preparedOrSkip() throws -> Prepared? {
        let prepared = try Self.prepared.get()
        guard let missing = prepared.player.missing else { return prepared }
        let reason = "Lottie import proof skipped: \(missing) (pip install thorvg-python==1.1.3)"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("\(reason); under CI=true it must run")
        } else {
            print(reason)
        }
        return nil
    }

    @Test func thorVGDrawsEveryLayerWhereTheImportPutsIt() throws {
        guard let prepared = try Self.preparedOrSkip() else { return }
        let (imports, player) = (prepared.imports, prepared.player)
        var largest = Largest()
        for (file, departure) in Self.cases {
            guard let (effect, placed) = imports[file], let result = player.results[file] else {
                Issue.record("\(file): no result from ThorVG")
                continue
            }
            #expect(result.error == nil, "\(file): \(result.error ?? "")")
            let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
            for (frame, layers) in result.frames {
                for layer in placed {
                    compare(
                        layer, measure: layers[layer.model.name] ?? nil, frame: frame, sampler: sampler,
                        file: file, departure: departure,
                        copies: placed.filter {
                            $0.model.offset == layer.model.offset && $0.name != layer.name
                        },
                        largest: &largest)
                }
            }
        }
        let departures = largest.departures.sorted { $0.key < $1.key }.map {
            "\($0.key): ThorVG off by up to \(Self.short($0.value)) pt"
        }
        print(
            "Lottie import proof: ThorVG, \(Self.cases.count) files, \(largest.samples) layer samples; largest "
                + "matrix entry difference \(Self.short(largest.entry)), translation \(Self.short(largest.translation)) pt, "
                + "opacity \(Self.short(largest.opacity)); where ThorVG departs from the spec: "
                + departures.joined(separator: "; "))
    }

    /// Compares one layer at one frame.
    ///
    /// ThorVG draws one paint for a layer of a time-remapped precomposition, the import a copy for
    /// each stretch of the remapping (`copies`, the others): a copy that is hidden while another
    /// one shows is not the one ThorVG draws.
    func compare(
        _ layer: LottiePlacedLayer, measure: LottieImportPlayer.Measure?, frame: Double, sampler: Sampler,
        file: String, departure: Departure, copies: [LottiePlacedLayer] = [], largest: inout Largest
    ) {
        let seconds = frame / Self.frameRate(file)
        let sampled = SampledPlacement(sampler: sampler, layer: layer.name, box: layer.model.box)
        if !sampled.isShown(at: seconds),
            copies.contains(where: {
                SampledPlacement(sampler: sampler, layer: $0.name, box: $0.model.box).isShown(at: seconds)
            })
        {
            return
        }
        let key = "\(file)/\(layer.model.name)"
        guard !largest.failed.contains(key) else { return }
        var failed = false
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard !condition, !failed else { return }
            failed = true
            largest.failed.insert(key)
            Issue.record(Comment(rawValue: message()))
        }
        let departure =
            Self.departingLayers[file].map { $0.contains(layer.model.name) } == false ? .none : departure
        let reference = LottieReferenceEvaluation(placed: layer)
        let label = "\(file): '\(layer.model.name)' at frame \(frame)"
        // ThorVG's float32 frame can land on the other side of an in or out point it meets exactly.
        let atBoundary = [layer.shown.lowerBound, layer.shown.upperBound].contains {
            abs($0 - seconds) < 1e-6
        }
        let shown = sampled.isShown(at: seconds)
        let matrix = sampled.matrix(at: seconds)
        guard let measure else {
            let invisible =
                // Below one step of ThorVG's 8 bits (truncated) it draws nothing; nor does any
                // player at or below 0 (an overshooting easing).
                !shown || sampled.opacity(at: seconds) < 1.0 / 255
                || abs(matrix.a * matrix.d - matrix.b * matrix.c) < 1e-12
            expect(invisible || atBoundary, "\(label): ThorVG draws nothing, the import shows the layer")
            return
        }
        guard !atBoundary else { return }
        expect(shown, "\(label): ThorVG draws the layer, the import hides it")
        largest.samples += 1
        let player = LottieAffine(
            a: measure.matrix[0], b: measure.matrix[1], c: measure.matrix[2], d: measure.matrix[3],
            tx: measure.matrix[4], ty: measure.matrix[5])
        if departure != .none {
            let (agrees, off) = Self.departure(
                reference.matrix(at: seconds), matrix, player: player, box: layer.model.box,
                turnsAlongACurve: layer.chain.contains { $0.transform.autoOrients })
            largest.departures[departure.rawValue] = max(largest.departures[departure.rawValue] ?? 0, off)
            expect(agrees, "\(label): \(matrix) against the spec's \(reference.matrix(at: seconds))")
            // A sanity bound: ThorVG still draws the layer in the frame, only elsewhere in it.
            expect(off < 400, "\(label): ThorVG is \(off) pt away, more than its departure explains")
        } else {
            let entries = Self.entryDifference(player, matrix)
            let translation = max(abs(player.tx - matrix.tx), abs(player.ty - matrix.ty))
            largest.entry = max(largest.entry, entries)
            largest.translation = max(largest.translation, translation)
            expect(entries < 1e-4 && translation < 1e-3, "\(label): ThorVG \(player), the import \(matrix)")
        }
        // ThorVG keeps opacity in 8 bits, truncating (twice): never above, at most 2/255 below.
        // A null (a box of no size) draws nothing: ThorVG leaves its opacity at 1 whatever the
        // file says (After Effects writes 0 for a null), and nothing shows either way.
        guard layer.model.box.width > 0 || layer.model.box.height > 0 else { return }
        // An overshooting curve is drawn held to 0…1, by ThorVG as by every player and browser.
        let opacity = min(max(sampled.opacity(at: seconds), 0), 1)
        largest.opacity = max(largest.opacity, abs(opacity - measure.opacity))
        expect(
            measure.opacity <= opacity + 1e-6 && opacity - measure.opacity <= 2.0 / 255 + 1e-6,
            "\(label): ThorVG's opacity \(measure.opacity), the import's \(opacity)")
    }

    /// Whether the import agrees with the spec's evaluation `exact`, and how far ThorVG is from it.
    ///
    /// A layer that auto-orients along a curve has its turn sampled within half the tolerance (and
    /// the reference's found by finite differences) besides its path: its entries agree within
    /// 5e-5 rather than exactly, its translation within 1.5e-3 pt (the two samplings' bounds).
    static func departure(
        _ exact: LottieAffine, _ matrix: LottieAffine, player: LottieAffine, box: LottieLayerModel.Box,
        turnsAlongACurve: Bool = false
    )
        -> (agrees: Bool, off: Double)
    {
        let translation = max(abs(exact.tx - matrix.tx), abs(exact.ty - matrix.ty))
        let agrees =
            entryDifference(exact, matrix) < (turnsAlongACurve ? 5e-5 : 1e-9)
            && translation < (turnsAlongACurve ? 1.5e-3 : 1e-3)
        return (agrees, max(pointDistance(player, matrix, box: box), entryDifference(player, matrix)))
    }

    static func entryDifference(_ x: LottieAffine, _ y: LottieAffine) -> Double {
        [abs(x.a - y.a), abs(x.b - y.b), abs(x.c - y.c), abs(x.d - y.d)].max() ?? 0
    }

    /// How far apart the two maps put the box's corners and centre.
    static func pointDistance(_ x: LottieAffine, _ y: LottieAffine, box: LottieLayerModel.Box) -> Double {
        let points = [
            (box.x, box.y), (box.x + box.width, box.y), (box.x, box.y + box.height),
            (box.x + box.width, box.y + box.height), (box.x + box.width / 2, box.y + box.height / 2),
        ]
        return points.map { point in
            let (p, q) = (x.apply(point.0, point.1), y.apply(point.0, point.1))
            return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        }.max() ?? 0
    }

    static func short(_ value: Double) -> String {
        String(format: "%.2g", value)
    }
}
