import EffectsRegistry
import Foundation
import Testing

@testable import EffectsInterchange

/// The file's shape: what every player reads alike (`v`, `ddd` before `ks`, `st` on every layer, one
/// easing per property, no hold ending on a frame), the mapping of each construct, exact or not, and
/// the errors.
@Suite struct LottieDocumentTests {
    static func document(_ export: LottieExport) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
    }

    static func features() throws -> LottieCases.Case {
        try #require(try LottieCases.all().first { $0.name == "lottie-features" })
    }

    @Test func everyFileCarriesWhatEveryPlayerNeeds() throws {
        for item in try LottieCases.all() {
            let export = try LottieCases.export(item)
            let document = try Self.document(export)
            #expect(document["v"] as? String == "5.7.0", "\(item.name)")
            #expect(document["fr"] as? Double == 60)
            #expect(document["w"] as? Double == 375 && document["h"] as? Double == 667)
            #expect((document["op"] as? Double).map { abs($0 - item.timeline.duration * 60) < 1e-9 } == true)
            let layers = try #require(document["layers"] as? [[String: Any]])
            #expect(Set(layers.compactMap { $0["nm"] as? String }) == Set(item.timeline.layers.map(\.name)))
            for layer in layers {
                #expect(layer["st"] as? Double == 0, "\(item.name): st on every layer")
            }
            // ddd comes before ks in the text of every layer (rlottie reads a rotation only then).
            var rest = Substring(export.text)
            while let ks = rest.range(of: "\"ks\": {") {
                let before = rest[..<ks.lowerBound]
                let layerStart = try #require(before.range(of: "\"ddd\": 0", options: .backwards))
                #expect(!before[layerStart.upperBound...].contains("\"ty\": 3"))
                rest = rest[ks.upperBound...]
            }
        }
    }

    @Test func noHoldEndsOnAFrameAndEveryJumpIsOnItsMoment() throws {
        let item = try Self.features()
        let export = try LottieCases.export(item)
        let keyframes = Self.keyframeLists(try Self.document(export))
        #expect(!keyframes.isEmpty)
        var holds = 0
        for list in keyframes {
            for (index, keyframe) in list.enumerated() where keyframe["h"] as? Double == 1 {
                holds += 1
                let end = try #require(list.dropFirst(index + 1).first?["t"] as? Double)
                #expect(abs(end - end.rounded()) > 1e-6, "a hold ends on frame \(end)")
            }
        }
        // discrete position.x and steps() opacity on layer 'held'.
        #expect(holds >= 2)
        // The discrete keyframe at 40 % of 1 s is at frame 24 exactly, and holds 160 from there.
        let sampler = Sampler(timeline: item.timeline)
        #expect(sampler.value(of: "held.position.x", at: 0.4) == 160)
    }

    @Test func aHoldBeforeAJumpJustPastAFrameDoesNotEndOnIt() throws {
        // Jumps at 0.5 s + 0.001 frame: the piece before would end exactly on frame 30.
        let jump = (30 + LottieKeyframes.jumpLead) / 60
        let track = try Track(
            keyPath: "opacity", values: [Value(1), Value(0.5), Value(0.25)], keyTimes: [0, jump, 1],
            calculationMode: .discrete, timing: MediaTiming(duration: 1))
        let timeline = try Timeline(duration: 1, layers: [Layer(name: "dot", animations: [.track(track)])])
        let lists = Self.keyframeLists(try Self.document(LottieExporter.export(timeline)))
        for list in lists {
            for (index, keyframe) in list.enumerated() where keyframe["h"] as? Double == 1 {
                let end = try #require(list.dropFirst(index + 1).first?["t"] as? Double)
                #expect(abs(end - end.rounded()) > 1e-6, "a hold ends on frame \(end)")
            }
        }
    }

    @Test func saysWhichPropertiesAreExact() throws {
        let item = try Self.features()
        let export = try LottieCases.export(item)
        let approximated = export.properties.filter { !$0.isExact }.map { "\($0.layer).\($0.property)" }
        // A spring and the foreshortening of a rotation about y are not Bézier curves; discrete,
        // steps, repeats, autoreverse, speed, offset, delay, a cutting group, additive, paced,
        // linear() and animated bounds all are exact.
        #expect(approximated == ["approximated.ks.s"])
        // Per track: the spring on transform.scale and the rotation about y drive ks.s.
        let tracks = export.report.approximatedTracks
        #expect(tracks == ["approximated.transform.scale", "approximated.transform.rotation.y"])
        #expect(!export.isExact)
        let document = try Self.document(export)
        let metadata = try #require(document["fxkit"] as? [String: Any])
        #expect(metadata["approximated"] as? [String] == ["approximated.ks.s"])
        #expect(metadata["exact"] as? Bool == false)
    }

    @Test func layersTradePlacesWhenTheirZPositionsCross() throws {
        let item = try #require(try LottieCases.all().first { $0.name == "swap-card" })
        let export = try LottieCases.export(item)
        let layers = try #require(try Self.document(export)["layers"] as? [[String: Any]])
        // Top first: the front card over the back one until their zPositions meet at 0.6 s
        // (frame 36), then the back card on top (equal zPositions keep layer order) to the end.
        let shown = layers.map { "\($0["nm"] ?? "") \($0["ip"] ?? "")...\($0["op"] ?? "")" }
        #expect(shown == ["front 0...36", "back 0...36", "back 36...72", "front 36...72"])
        let metadata = try #require(try Self.document(export)["fxkit"] as? [String: Any])
        let order = try #require(metadata["drawingOrder"] as? [[String: Any]])
        #expect(order.map { $0["layers"] as? [String] ?? [] } == [["back", "front"], ["front", "back"]])
    }

    @Test func aCutBezierIsItsExactSubCurve() throws {
        let curve = LottieEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        let piece = try #require(curve.piece(from: 0.2, to: 0.7))
        let (y0, y1) = (curve.value(atTime: 0.2), curve.value(atTime: 0.7))
        for step in 0...20 {
            let x = Double(step) / 20
            let whole = (curve.value(atTime: 0.2 + 0.5 * x) - y0) / (y1 - y0)
            #expect(abs(piece.value(atTime: x) - whole) < 1e-12)
        }
        // Backwards (the second half of an autoreversing cycle): the same curve, reversed.
        let back = try #require(curve.piece(from: 1, to: 0))
        #expect(abs(back.x1 - 0.42) < 1e-12 && abs(back.y1) < 1e-12 && abs(back.x2 - 0.58) < 1e-12)
    }

    @Test func aLineThatEndsWithTheEffectIsExact() throws {
        // Its value just before the end is sampled a nanosecond early: still a line, still exact.
        let track = try Track(
            keyPath: "position.x", values: [Value(0), Value(100)], timing: MediaTiming(duration: 1))
        let timeline = try Timeline(duration: 1, layers: [Layer(name: "panel", animations: [.track(track)])])
        let export = try LottieExporter.export(timeline)
        #expect(export.isExact)
        #expect(export.report.exactTracks == ["panel.position.x"] && export.report.approximatedTracks.isEmpty)
    }

    @Test func aPositionWhoseDimensionsNeedDifferentCurvesIsSplit() throws {
        let x = try Track(
            keyPath: "position.x", values: [Value(0), Value(100)], timingFunctions: [.easeIn],
            timing: MediaTiming(duration: 1))
        let y = try Track(
            keyPath: "position.y", values: [Value(0), Value(50)], timingFunctions: [.easeOut],
            timing: MediaTiming(duration: 1))
        let timeline = try Timeline(
            duration: 1,
            layers: [Layer(name: "box", animations: [.track(x), .track(y)])])
        let export = try LottieExporter.export(timeline)
        let report = try #require(export.properties.first { $0.property == "ks.p" })
        #expect(report.isSplit && report.isExact)
        #expect(export.text.contains("\"s\": true"))
    }

    /// Options out of range are refused where they are made, so no export sees them.
    @Test func refusesOptionsOutOfRange() {
        #expect(throws: InterchangeError.self) { try InterchangeOptions(framesPerSecond: 0) }
        #expect(throws: InterchangeError.self) { try InterchangeTolerance(points: -1) }
        do {
            _ = try InterchangeOptions(framesPerSecond: 0)
        } catch {
            #expect(error.description == "--fps must be a number of frames above 0 and at most 1000")
        }
        do {
            _ = try InterchangeTolerance(points: -1)
        } catch {
            #expect(error.description == "--tolerance must be above 0")
        }
    }

    @Test func aTimelineOfNoDurationShowsItsFirstMoment() throws {
        let layer = Layer(
            name: "dot", modelValues: [try ModelValue(keyPath: "position", value: Value(10, 20))])
        let export = try LottieExporter.export(try Timeline(duration: 0, layers: [layer]))
        let document = try Self.document(export)
        #expect(document["op"] as? Double == 0)
        let layers = try #require(document["layers"] as? [[String: Any]])
        let transform = try #require(layers.first?["ks"] as? [String: Any])
        #expect((transform["p"] as? [String: Any])?["k"] as? [Double] == [10, 20])
    }

    @Test func refusesAViewportOfPartPoints() throws {
        do {
            _ = try LottieExporter.export(
                Timeline(duration: 1),
                options: InterchangeOptions(context: EffectContext(viewportWidth: 375.5)))
            Issue.record("exported")
        } catch {
            #expect(error == .fractionalViewport(width: 375.5, height: 667))
        }
    }

    @Test func refusesWhatWouldNeedTooManyKeyframes() throws {
        let timeline = try LottieFixtures.ringingWheel()
        do {
            _ = try LottieExporter.export(
                timeline, options: InterchangeOptions(tolerance: try InterchangeTolerance(unitless: 1e-12)))
            Issue.record("exported")
        } catch {
            #expect(
                error.findingDescription.contains("layer 'wheel'")
                    || error.findingDescription.contains("samples"))
        }
    }

    /// Every keyframe list in the document.
    static func keyframeLists(_ object: Any) -> [[[String: Any]]] {
        var found: [[[String: Any]]] = []
        if let dictionary = object as? [String: Any] {
            if dictionary["a"] as? Double == 1, let list = dictionary["k"] as? [[String: Any]] {
                found.append(list)
            }
            for value in dictionary.values { found += keyframeLists(value) }
        } else if let array = object as? [Any] {
            for value in array { found += keyframeLists(value) }
        }
        return found
    }
}
