import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectGraphics

/// Hand-built timelines for the chart and film strip tests, made with the core model.
enum GraphicsFixtures {
    /// A swap-card-like effect after seed 002, with two 200 × 300 cards.
    ///
    /// In a 1.2 s group the front card's zPosition goes 1 → −1 while it tilts (a 2 s rotation cut at 1.2 s) and swings out by (90, −20)
    /// and back; the back card mirrors it. Linear timing (the timing branch brings ease-in-out).
    static func swapCard() throws -> Timeline {
        func card(_ name: String, from: Double, to: Double, angle: Double, offset: Value) throws -> Layer {
            let group = try AnimationGroup(
                timing: MediaTiming(duration: 1.2),
                animations: [
                    .track(
                        try Track(
                            keyPath: "zPosition", values: [Value(from), Value(to)],
                            timing: MediaTiming(duration: 1.2))),
                    .track(
                        try Track(
                            keyPath: "transform.rotation", values: [Value(0), Value(angle), Value(0)],
                            timing: MediaTiming(duration: 2))),
                    .track(
                        try Track(
                            keyPath: "position", values: [Value(0, 0), offset, Value(0, 0)], isAdditive: true,
                            timing: MediaTiming(duration: 1.2))),
                ])
            return Layer(
                name: name,
                modelValues: [
                    try model("zPosition", Value(to)), try model("position", Value(187.5, 333.5)),
                    try model("bounds.size", Value(200, 300)),
                ],
                animations: [.group(group)])
        }
        return try Timeline(
            duration: 1.2,
            layers: [
                try card("front", from: 1, to: -1, angle: 0.15, offset: Value(90, -20)),
                try card("back", from: -1, to: 1, angle: -0.15, offset: Value(-90, 20)),
            ])
    }

    /// The keyframe times of ``swapCard()``: the rotation's middle keyframe at 1 s and the position's
    /// at 0.6 s, and the group's ends.
    static let swapCardKeyframes = [0, 0.6, 1, 1.2]

    /// A table of `timeline` on `grid`.
    static func table(_ timeline: Timeline, _ grid: SampleGrid) throws -> SampleTable {
        try Sampler(timeline: timeline).table(grid)
    }

    /// The table a film strip of `timeline` draws on `grid`: with geometry, full-screen defaults.
    static func stripTable(_ timeline: Timeline, _ grid: SampleGrid) throws -> SampleTable {
        try FilmStrip.table(of: timeline, grid: grid)
    }

    /// A layer that only sets values (constant columns).
    static func constantLayer(_ name: String, _ values: [(String, Value)]) throws -> Layer {
        Layer(name: name, modelValues: try values.map { try model($0.0, $0.1) })
    }

    /// A layer with one linear track from `from` to `to` over `duration`.
    static func animatedLayer(
        _ name: String, _ keyPath: String, _ from: Value, _ to: Value, duration: Double = 1
    )
        throws -> Layer
    {
        Layer(
            name: name,
            animations: [
                .track(
                    try Track(keyPath: keyPath, values: [from, to], timing: MediaTiming(duration: duration)))
            ])
    }

    static func model(_ keyPath: String, _ value: Value) throws -> ModelValue {
        let target = try #require(PropertyTarget(keyPath: keyPath), "unknown \(keyPath)")
        return try ModelValue(target: target, value: value)
    }

    /// Checks that `svg` is well-formed XML, with `xmllint` too when it is installed (it is not on CI).
    static func expectWellFormed(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(XMLChecker.problem(in: svg) == nil, sourceLocation: sourceLocation)
        #expect(svg.hasPrefix("<?xml"), sourceLocation: sourceLocation)
        let xmllint = "/usr/bin/xmllint"
        guard FileManager.default.isExecutableFile(atPath: xmllint) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout", "-"]
        let input = Pipe()
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        input.fileHandleForWriting.write(Data(svg.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "xmllint rejected the SVG", sourceLocation: sourceLocation)
    }

    /// Writes `svg` to `$FXCTL_PREVIEW_DIR/name` when that variable is set, to look at by hand
    /// (`rsvg-convert`); does nothing otherwise.
    static func preview(_ svg: String, name: String) {
        guard let directory = ProcessInfo.processInfo.environment["FXCTL_PREVIEW_DIR"], !directory.isEmpty
        else { return }
        try? svg.write(toFile: "\(directory)/\(name)", atomically: true, encoding: .utf8)
    }
}
