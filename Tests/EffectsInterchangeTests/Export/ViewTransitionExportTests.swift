import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// What the view transition export writes and refuses, without a browser: the parts each layer
/// becomes, the shared elements' names and drawing order, and the refusals.
struct ViewTransitionExportTests {
    /// The export of an effect of still layers named `names`, in that order.
    static func export(_ names: [String]) throws(InterchangeError) -> String {
        let timeline: Timeline
        do {
            timeline = try Timeline(duration: 1, layers: names.map { Layer(name: $0, animations: []) })
        } catch {
            Issue.record("no timeline: \(error)")
            return ""
        }
        guard let writing = FormatRegistration.viewTransition.writing else { return "" }
        return try writing.write(timeline, InterchangeOptions(title: "t")).text
    }

    @Test func thePagesAreTheImagesAndEveryOtherLayerAGroupOfItsOwnName() throws {
        let css = try Self.export(["outgoing", "incoming", "card[0]", "2nd", "root", "none"])
        for selector in [
            "::view-transition-old(root) {", "::view-transition-new(root) {",
            "::view-transition-group(card-0-) {",
            "::view-transition-group(layer-2nd) {", "::view-transition-group(root-2) {",
            "::view-transition-group(none-2) {",
        ] {
            #expect(css.contains(selector), "\(selector)")
        }
        // Still layers replace the browser's animations; reduced motion turns every one off.
        #expect(css.contains("  animation: none;\n}"))
        #expect(css.contains("@media (prefers-reduced-motion: reduce) {\n  ::view-transition-group(root),"))
    }

    @Test func aSharedElementsGroupIsDrawnInLayerOrderAboveThePages() throws {
        let css = try Self.export(["outgoing", "incoming", "front", "back"])
        // Four layers, z 0: front is the third (index 2), back the fourth.
        #expect(css.contains("::view-transition-group(front) {") && css.contains("  z-index: 3;\n"))
        #expect(css.contains("  z-index: 4;\n"))
    }

    @Test func theOldImageIsLiftedWhereFxkitDrawsTheOutgoingLayerLast() throws {
        let css = try Self.export(["incoming", "outgoing"])
        let old = try #require(css.range(of: "::view-transition-old(root) {"))
        #expect(css[old.upperBound...].prefix(400).contains("z-index: 1;"))
    }

    @Test func aPageDrawnOverASharedElementIsRefused() {
        #expect(throws: InterchangeError.self) { try Self.export(["card", "incoming"]) }
        do {
            _ = try Self.export(["card", "incoming"])
        } catch {
            #expect(error.layer == "incoming")
            #expect(error.reason.contains("draws the pages' images under every shared element"), "\(error)")
        }
    }
}
