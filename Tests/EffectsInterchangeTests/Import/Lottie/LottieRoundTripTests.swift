import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// The round trip Lottie → fxkit → `export --format lottie`: ThorVG draws each exported layer where
/// it drew the original's (where it departs from the spec on the original, where the spec puts it),
/// the box's corners within 1e-2 pt, its opacity within ThorVG's 8 bits, and shows it when it showed
/// the original. (The export fits each property within its tolerance, 1e-3 pt; composed through the
/// rotation and scale of a long arm they put corners a few thousandths of a point further off.)
@Suite struct LottieRoundTripTests {
    @Test func thorVGDrawsTheExportWhereItDrewTheOriginal() throws {
        guard let prepared = try LottieThorVGProofTests.preparedOrSkip() else { return }
        var largest = (corner: 0.0, opacity: 0.0, samples: 0)
        for (file, departure) in LottieThorVGProofTests.cases {
            guard let placed = prepared.imports[file]?.placed, let effect = prepared.exports[file]?.effect,
                let original = prepared.player.results[file],
                let exported = prepared.player.results["export/" + file]
            else {
                Issue.record("\(file): no result from ThorVG")
                continue
            }
            #expect(exported.error == nil, "\(file): ThorVG refused the export: \(exported.error ?? "")")
            let sampler = Sampler(timeline: effect.builtTimeline, geometry: true)
            for ((frame, before), (_, after)) in zip(original.frames, exported.frames) {
                for layer in placed {
                    let seconds = frame / LottieThorVGProofTests.frameRate(file)
                    let label = "\(file): '\(layer.name)' at frame \(frame)"
                    let box = layer.model.box
                    let atBoundary = [layer.shown.lowerBound, layer.shown.upperBound].contains {
                        abs($0 - seconds) < 2e-3
                    }
                    guard !atBoundary else { continue }
                    let expected: (matrix: LottieAffine, opacity: Double)?
                    if departure == .none {
                        expected = (before[layer.model.name] ?? nil).map {
                            (LottieAffine(measure: $0), $0.opacity)
                        }
                    } else {
                        let sampled = SampledPlacement(sampler: sampler, layer: layer.name, box: box)
                        let visible = sampled.isShown(at: seconds) && sampled.opacity(at: seconds) > 0
                        expected = visible ? (sampled.matrix(at: seconds), sampled.opacity(at: seconds)) : nil
                    }
                    let drawn = after[layer.name] ?? nil
                    // A copy of a time-remapped precomposition's layer that does not show while
                    // another copy does is not the one ThorVG drew in the original.
                    let copyShows = placed.contains {
                        $0.model.offset == layer.model.offset && $0.name != layer.name
                            && $0.shown.contains(seconds)
                    }
                    if drawn == nil, copyShows, !layer.shown.contains(seconds) { continue }
                    guard let expected, let drawn else {
                        #expect(
                            (expected == nil) == (drawn == nil) || (expected?.opacity ?? 0) < 1.0 / 255,
                            "\(label): shown \(expected != nil) in the original, \(drawn != nil) in the export"
                        )
                        continue
                    }
                    largest.samples += 1
                    // The export's box runs from its layer's (0, 0); the original's from the box's corner.
                    let corners = [(0.0, 0.0), (box.width, 0), (0, box.height), (box.width, box.height)]
                    let exportMatrix = LottieAffine(measure: drawn)
                    let distance =
                        corners.map { x, y in
                            let (p, q) = (
                                exportMatrix.apply(x, y), expected.matrix.apply(box.x + x, box.y + y)
                            )
                            return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
                        }.max() ?? 0
                    largest.corner = max(largest.corner, distance)
                    largest.opacity = max(largest.opacity, abs(drawn.opacity - expected.opacity))
                    #expect(distance < 1e-2, "\(label): the export's corners are \(distance) pt away")
                    #expect(abs(drawn.opacity - expected.opacity) <= 2.0 / 255 + 1e-6, "\(label): opacity")
                }
            }
        }
        print(
            "Lottie round trip: ThorVG, \(LottieThorVGProofTests.cases.count) files exported back, \(largest.samples) "
                + "layer samples; largest corner distance \(LottieThorVGProofTests.short(largest.corner)) pt, "
                + "opacity \(LottieThorVGProofTests.short(largest.opacity))")
    }
}

extension LottieAffine {
    /// The map ThorVG measured.
    init(measure: LottieImportPlayer.Measure) {
        self.init(
            a: measure.matrix[0], b: measure.matrix[1], c: measure.matrix[2], d: measure.matrix[3],
            tx: measure.matrix[4], ty: measure.matrix[5])
    }
}
