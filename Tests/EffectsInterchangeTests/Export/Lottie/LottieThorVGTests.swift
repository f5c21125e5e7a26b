import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// Every export is valid by the official Lottie schema, and ThorVG, a real player, computes what
/// the sampler computes: each layer's matrix and bounding box within 1e-3 points and its opacity
/// within ThorVG's 8-bit resolution where the export is exact, within the tolerance where it
/// approximates, at 60 fps and at every keyframe boundary; a rendered frame shows each rectangle
/// where `fxctl render` draws it, centre within 1 px.
///
/// Without Python or its packages the test passes and the end of the run says what did not run and
/// how to install it (``EngineSkips``), except under `CI=true`, where it fails: CI installs them
/// (`.ci/run`).
@Suite struct LottieThorVGTests {
    /// The last moment measured: just before `op`, which ThorVG renders as `op − 1`.
    static let beforeEnd = 1e-3

    /// How far ThorVG may be from the sampler, per property, exact and approximated.
    struct Limits {
        var points: Double
        var opacity: Double
    }

    /// The largest differences seen, for the summary line.
    struct Largest {
        var matrix = 0.0
        var box = 0.0
        var opacity = 0.0
        var centre = 0.0
        var approximatedMatrix = 0.0
        /// Of the effects refused at the default tolerance, exported at their own coarse one.
        var flattenedMatrix = 0.0
    }

    @Test func everyShippedEffectPlaysInThorVGAsTheSamplerSays() throws {
        let cases = try LottieCases.all()
        var requests: [LottiePlayerRun.Request] = []
        var exports: [String: LottieExport] = [:]
        var probes: [String: [LottieStackProbe]] = [:]
        for item in cases {
            let export = try LottieCases.export(item)
            exports[item.name] = export
            let frames = LottieThorVGTests.frames(item.timeline, fps: 60)
            let op = item.timeline.duration * 60
            let renders = [0, op / 2, op - LottieThorVGTests.beforeEnd].filter { $0 >= 0 }
            let sampler = Sampler(timeline: item.timeline, geometry: true)
            let stacks = renders.flatMap {
                LottieStackProbe.probes(
                    item.timeline, sampler: sampler, context: item.context, frame: $0, fps: 60)
            }
            probes[item.name] = stacks
            requests.append(
                LottiePlayerRun.Request(
                    id: item.name, lottie: export.text, layers: item.timeline.layers.map(\.name),
                    frames: frames,
                    renders: renders, probes: stacks.map { [$0.frame, Double($0.x), Double($0.y)] },
                    width: Int(item.context.viewportWidth), height: Int(item.context.viewportHeight)))
        }
        let run = try LottiePlayerRun(requests)
        if let missing = run.missing {
            EngineSkips.record(
                EngineSkips.Skip(check: "the Lottie player checks", missing: missing, install: run.install))
            return
        }
        var largest = Largest()
        var samples = 0
        var stacked = 0
        for item in cases {
            guard let result = run.results[item.name], let export = exports[item.name] else {
                Issue.record("\(item.name): no result from the player")
                continue
            }
            #expect(
                result.schemaErrors.isEmpty, "\(item.name): \(result.schemaErrors.joined(separator: "; "))")
            samples += compare(item, export: export, result: result, largest: &largest)
            // The layer on top where rectangles overlap is the one render draws on top.
            for (probe, colour) in zip(probes[item.name] ?? [], result.probes) {
                stacked += 1
                let off = zip(probe.colour, colour).map { abs($0 - $1) }.max() ?? 255
                #expect(
                    off <= 2 && colour.count == 4 && colour[3] == 255,
                    "\(item.name) at frame \(probe.frame), (\(probe.x), \(probe.y)): \(probe.layer) should be on top, got \(colour)"
                )
            }
        }
        print(
            "Lottie/ThorVG: \(cases.count) effects, \(samples) layer samples; largest difference: matrix "
                + "\(short(largest.matrix)) pt exact (\(short(largest.approximatedMatrix)) pt approximated, "
                + "\(short(largest.flattenedMatrix)) pt flattened from perspective), "
                + "bounding box \(short(largest.box)) pt, opacity \(short(largest.opacity)) of 255, "
                + "rendered centre \(short(largest.centre)) px; \(stacked) stacking probes")
    }

    /// Every frame from 0 to `op` and every keyframe boundary, in frames; a moment at `op` is taken
    /// just before it.
    static func frames(_ timeline: Timeline, fps: Double) -> [Double] {
        let op = timeline.duration * fps
        var frames = (0...Int(op.rounded(.down))).map(Double.init)
        frames += TimelineAnalysis(timeline).keyframeMarks.map { $0 * fps }
        frames.append(op)
        return Array(Set(frames.map { $0 >= op - beforeEnd ? op - beforeEnd : $0 }.filter { $0 >= 0 }))
            .sorted()
    }

    /// Compares every frame ThorVG measured with the sampler; returns how many layer samples it saw.
    private func compare(
        _ item: LottieCases.Case, export: LottieExport, result: LottiePlayerRun.Result, largest: inout Largest
    ) -> Int {
        let sampler = Sampler(timeline: item.timeline, geometry: true)
        let columns = sampler.columnNames
        let approximatedLayers = Set(export.properties.filter { !$0.isExact }.map(\.layer))
        var count = 0
        for (frame, layers) in result.frames {
            let row = sampler.values(at: frame / 60)
            for layer in item.timeline.layers.map(\.name) {
                let expected = LottieExpectedPose(
                    layer: layer, row: row, columns: columns, context: item.context,
                    sublayerTransform: item.timeline.sublayerTransform)
                if let own = expected.samplerCorners {
                    let off =
                        zip(own, expected.corners).map { max(abs($0.0 - $1.0), abs($0.1 - $1.1)) }.max() ?? 0
                    #expect(off <= 1e-9, "\(item.name).\(layer): the pose is not the sampler's geometry")
                }
                guard let measured = layers[layer], measured.matrix.count == 9, measured.aabb.count == 4
                else {
                    Issue.record("\(item.name): ThorVG has no layer '\(layer)' at frame \(frame)")
                    continue
                }
                count += 1
                let approximated = approximatedLayers.contains(layer)
                let limits = self.limits(expected, approximated: approximated, options: item.options)
                let opacity = abs(expected.opacity * 255 - measured.opacity)
                largest.opacity = max(largest.opacity, opacity)
                #expect(opacity <= limits.opacity, "\(item.name).\(layer) opacity at frame \(frame)")
                // A layer ThorVG does not draw (fully transparent) keeps a stale transform.
                guard expected.opacity * 255 >= 1 else { continue }
                let thor = [0, 1, 2, 3, 4, 5].map { measured.matrix[$0] }
                let matrix =
                    zip(expected.corners, expected.corners(thor)).map {
                        max(abs($0.0 - $1.0), abs($0.1 - $1.1))
                    }.max() ?? 0
                let box = zip(expected.box, measured.aabb).map { abs($0 - $1) }.max() ?? 0
                if LottieCases.refused[item.name] != nil {
                    largest.flattenedMatrix = max(largest.flattenedMatrix, matrix)
                } else if approximated {
                    largest.approximatedMatrix = max(largest.approximatedMatrix, matrix)
                } else {
                    largest.matrix = max(largest.matrix, matrix)
                    largest.box = max(largest.box, box)
                }
                #expect(
                    matrix <= limits.points,
                    "\(item.name).\(layer) matrix at frame \(frame): off by \(matrix) pt")
                #expect(
                    box <= limits.points,
                    "\(item.name).\(layer) bounding box at frame \(frame): off by \(box) pt")
            }
        }
        for (frame, layers) in result.renders {
            let row = sampler.values(at: frame / 60)
            for layer in item.timeline.layers.map(\.name) {
                let expected = LottieExpectedPose(
                    layer: layer, row: row, columns: columns, context: item.context,
                    sublayerTransform: item.timeline.sublayerTransform)
                guard expected.opacity * 255 >= 1, expected.width >= 1, expected.height >= 1 else { continue }
                guard let centre = layers[layer], centre.count == 2 else {
                    Issue.record("\(item.name).\(layer): nothing rendered at frame \(frame)")
                    continue
                }
                let distance = max(abs(centre[0] - expected.centre.0), abs(centre[1] - expected.centre.1))
                largest.centre = max(largest.centre, distance)
                #expect(
                    distance <= 1,
                    "\(item.name).\(layer) rendered centre at frame \(frame): off by \(distance) px")
            }
        }
        return count
    }

    /// 1e-3 points and under two steps of 255 where exact (ThorVG holds opacity keyframes in 8 bits
    /// and truncates both them and the value between them); where approximated, the tolerance as the
    /// rectangle's corners feel it (an error in scale or radians moves a corner by up to its
    /// distance from the anchor times the error).
    private func limits(_ pose: LottieExpectedPose, approximated: Bool, options: InterchangeOptions)
        -> Limits
    {
        guard approximated else { return Limits(points: 1e-3, opacity: 2) }
        let reach = 2 * (pose.width.magnitude + pose.height.magnitude)
        return Limits(
            points: 1e-3 + options.tolerance.points + 2 * options.tolerance.unitless * reach,
            opacity: 2 + options.tolerance.unitless * 255)
    }

    private func short(_ value: Double) -> String { String(format: "%.3g", value) }
}
