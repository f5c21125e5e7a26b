import Effects
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// Every Lottie refusal's two texts, byte for byte: its ``InterchangeError/findingDescription``
/// (what `fxctl inspect` shows, `layer 'card': 'transform' …`) and its description (what `fxctl
/// export` prints, `cannot export 'card.transform' as lottie: …`), both built from one reason.
@Suite struct LottieExportErrorTests {
    /// An error, its finding's words and its description.
    struct Case: Sendable, CustomTestStringConvertible {
        var error: InterchangeError
        var message: String
        var exported: String
        var testDescription: String { message }

        init(_ error: InterchangeError, _ message: String, _ exported: String) {
            self.error = error
            self.message = message
            self.exported = exported
        }
    }

    static let flat =
        "turns the layer out of the viewport's plane in perspective: at 0.25 s its projected quad is "
        + "9.5 points from any flat map, and Lottie players flatten or disagree on 3D; raise "
        + "--tolerance above 19.0 for a flat approximation"
    static let behind =
        "turns the layer out of the viewport's plane in perspective: at 0.333333 s a corner of its "
        + "projected quad is behind the viewer, and Lottie players flatten or disagree on 3D; no "
        + "tolerance makes it flat"
    static let keyTimes =
        "reaches its keyframes more than 4096 times (too many keyframes or repetitions to export "
        + "exactly); use fewer repetitions or a longer duration"
    static let budget =
        "the effect needs more than 2000000 samples to export at this tolerance; raise --sample-budget "
        + "above 2000000 to let the export sample more (it takes longer), or --tolerance"
    static let moments =
        "the effect has 20001 moments where a track changes segment, more than the 20000 keyframes "
        + "one Lottie property may hold; use fewer keyframes or repetitions"

    @Test(arguments: [
        Case(
            .fractionalViewport(width: 375.5, height: 667),
            "Lottie needs a viewport of whole points (its w and h are integers), got 375.5 x 667.0",
            "cannot export the effect as lottie: Lottie needs a viewport of whole points (its w and h are "
                + "integers), got 375.5 x 667.0"),
        Case(
            .viewportOutOfRange(width: 0.5, height: 667, limit: 1e6),
            "Lottie needs a viewport of 1 to 1000000 points in each dimension, got 0.5 x 667.0",
            "cannot export the effect as lottie: Lottie needs a viewport of 1 to 1000000 points in each "
                + "dimension, got 0.5 x 667.0"),
        Case(
            .tooManyMoments(count: 20001, limit: 20000), moments,
            "cannot export the effect as lottie: " + moments),
        Case(
            .tooManyKeyframes(layer: "card", property: "position (ks.p)", limit: 20000),
            "layer 'card': 'position (ks.p)' needs more than 20000 keyframes at this tolerance; raise --tolerance",
            "cannot export 'card.position (ks.p)' as lottie: needs more than 20000 keyframes at this "
                + "tolerance; raise --tolerance"),
        Case(
            .tooManyKeyTimes(layer: "wheel", keyPath: "transform.rotation", limit: 4096),
            "layer 'wheel': 'transform.rotation' " + keyTimes,
            "cannot export 'wheel.transform.rotation' as lottie: " + keyTimes),
        Case(
            .tooComplex(samples: 2_000_000), budget, "cannot export the effect as lottie: " + budget),
        Case(
            .nonFinite(layer: "l", property: "opacity (ks.o)", time: 0.5),
            "layer 'l': 'opacity (ks.o)' is not a finite number at 0.5 s, which Lottie cannot hold",
            "cannot export 'l.opacity (ks.o)' as lottie: is not a finite number at 0.5 s, which Lottie "
                + "cannot hold"),
        Case(
            .notFlat(layer: "card", keyPath: "transform", time: 0.25, deviation: 9.5),
            "layer 'card': 'transform' " + flat, "cannot export 'card.transform' as lottie: " + flat),
        Case(
            .notFlat(layer: "card", keyPath: "transform", time: 1 / 3, deviation: .infinity),
            "layer 'card': 'transform' " + behind, "cannot export 'card.transform' as lottie: " + behind),
    ])
    func bothTextsAreTheOnesPrinted(_ test: Case) {
        #expect(test.error.findingDescription == test.message)
        #expect(test.error.description == test.exported)
        #expect(test.error.format == .lottie)
    }

    /// The sample budget is the user's to raise: an export that needs more rows than it gives is
    /// refused, naming the budget, and passes with a budget raised; a budget below 1 is refused.
    @Test func theSampleBudgetBoundsTheLottieExportAndCanBeRaised() throws {
        var registry = EffectRegistry()
        _ = registry.load(from: BuiltInEffects.provider)
        let timeline = try registry.effect(named: "swap-card").timeline(
            assignments: [], context: EffectContext())
        let small = try InterchangeOptions(framesPerSecond: 30).withSampleBudget(50)
        #expect(throws: InterchangeError.tooComplex(samples: 50)) {
            try LottieExporter.export(timeline, options: small)
        }
        let raised = try small.withSampleBudget(InterchangeOptions.standardSampleBudget)
        #expect(try LottieExporter.export(timeline, options: raised).text.hasPrefix("{"))
        #expect(throws: InterchangeError.self) { try small.withSampleBudget(0) }
    }

    /// An option out of range is refused where the options are made, before any format: both texts
    /// are its reason.
    @Test func anOptionsRefusalNamesNoFormat() {
        let error = InterchangeError.invalidOption(name: "fps", reason: "must be above 0")
        #expect(error.findingDescription == "--fps must be above 0")
        #expect(error.description == "--fps must be above 0")
        #expect(error.format == nil)
    }
}
