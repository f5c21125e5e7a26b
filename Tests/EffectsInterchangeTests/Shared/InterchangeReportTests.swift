import EffectsInterchange
import Testing

/// The report's lists are its entries' outcomes, in order.
@Suite struct InterchangeReportTests {
    static let spring = Approximation(
        layer: "card", keyPath: "position", method: "spring as linear() with 24 stops", largestError: 4e-4,
        tolerance: 1e-3)
    static let report = InterchangeReport(tracks: [
        TrackReport(layer: "card", keyPath: "opacity", outcome: .exact),
        TrackReport(layer: "card", keyPath: "position", outcome: .approximated([spring])),
        TrackReport(
            layer: "card", keyPath: "backgroundColor", outcome: .skipped(reason: "no colour"),
            isAnimated: false),
        TrackReport(layer: "badge", keyPath: "transform.scale", outcome: .exact),
    ])

    @Test func eachListHoldsItsOutcomeInOrder() {
        #expect(Self.report.exactTracks == ["card.opacity", "badge.transform.scale"])
        #expect(Self.report.approximatedTracks == ["card.position"])
        #expect(Self.report.skippedTracks == ["card.backgroundColor"])
        #expect(Self.report.approximations == [Self.spring])
    }

    @Test func aReportIsExactOnlyWhenEveryTrackIs() {
        #expect(!Self.report.isExact)
        #expect(InterchangeReport(tracks: [Self.report.tracks[0], Self.report.tracks[3]]).isExact)
        #expect(!InterchangeReport(tracks: [Self.report.tracks[2]]).isExact, "a skipped track is not exact")
        #expect(InterchangeReport(tracks: []).isExact)
    }
}
