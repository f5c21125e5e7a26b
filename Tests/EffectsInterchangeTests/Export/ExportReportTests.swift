import EffectsInterchange
import EffectsRegistry
import Testing

/// Every exporter returns the one per-track report, and ``exportFacts(_:options:)`` gathers them.
@Suite struct ExportReportTests {
    /// A card that turns red (Lottie's fill colour; the web leaves it out), springs along x
    /// (approximated) and fades in (exact), with a shadow no export writes.
    static let tint = """
        effect tint {
            duration 1s
            layer card {
                set backgroundColor = (0, 0, 1, 1)
                set shadowOpacity = 0.5
                animate backgroundColor from (0, 0, 1, 1) to (1, 0, 0, 1)
                animate position.x timing spring(duration: 0.8s, bounce: 0.3) from 0 to 100
                animate opacity from 0 to 1
            }
        }
        """

    @Test func lottieSaysWhatItLeavesOutApproximatesAndHoldsExactly() throws {
        let report = try LottieExporter.export(WebTransformExportTests.timeline(Self.tint)).report
        #expect(
            report.tracks.map(\.name) == [
                "card.backgroundColor", "card.position.x", "card.opacity", "card.shadowOpacity",
            ])
        #expect(report.tracks.map(\.isAnimated) == [true, true, true, false])
        // Issue 24: Lottie writes the fill colour's animation, and leaves out only the shadow.
        #expect(report.skippedTracks == ["card.shadowOpacity"])
        #expect(report.exactTracks == ["card.backgroundColor", "card.opacity"])
        let spring = try #require(report.approximations.first)
        #expect(report.approximations.count == 1)
        #expect(spring.layer == "card" && spring.keyPath == "position.x")
        #expect(spring.method.hasPrefix("ks.p as ") && spring.method.hasSuffix(" straight pieces"))
        // Half the tolerance is the fitting's, the other half the player's rounding.
        #expect(spring.tolerance == 0.001)
        #expect(spring.largestError > 0 && spring.largestError <= spring.tolerance / 2)
    }

    @Test func theWebReportsEachAnimatedTrackOnce() throws {
        // Browsers round animated colours to 8 bits and have no shadowOpacity: both go.
        let plain = Self.tint.split(separator: "\n").filter {
            !$0.contains("shadow") && !$0.contains("Color")
        }
        let timeline = try WebTransformExportTests.timeline(plain.joined(separator: "\n"))
        let report = try WebExporter().export(timeline).report
        #expect(report.tracks.map(\.name) == ["card.position.x", "card.opacity"])
        #expect(report.exactTracks == ["card.opacity"])
        #expect(report.approximatedTracks == ["card.position.x"])
        #expect(report.approximations.allSatisfy { $0.largestError <= $0.tolerance })
    }

    @Test func theFactsAreLottiesThenTheWebFormatsEachSayingWhatItLeavesOut() throws {
        let facts = exportFacts(try WebTransformExportTests.timeline(Self.tint))
        #expect(facts.map(\.format) == [.lottie, .waapi, .css])
        #expect(facts.allSatisfy { $0.options == InterchangeOptions() })
        #expect((try? facts[0].result.get())?.approximatedTracks == ["card.position.x"])
        // Issue 24: the web formats write the rest and leave the colour and the shadow out, each
        // named, instead of refusing the effect.
        for web in facts.dropFirst() {
            let report = try web.result.get()
            #expect(report.skippedTracks == ["card.backgroundColor", "card.shadowOpacity"], "\(web.format)")
            #expect(report.tracks.filter(\.isAnimated).map(\.name).contains("card.backgroundColor"))
            #expect(report.tracks.first { $0.name == "card.shadowOpacity" }?.isAnimated == false)
        }
    }
}
