import EffectsInterchange
import EffectsRegistry
import Testing

/// The one error's texts: the conversion's message, its location prefix, and the finding's words.
@Suite struct InterchangeErrorTests {
    static let scale = InterchangeError(
        layer: "front", keyPath: "transform.scale", format: .waapi, reason: "additive scale multiplies in CSS"
    )

    @Test func anExportNamesTheTrackAndTheFormat() {
        #expect(
            Self.scale.description
                == "cannot export 'front.transform.scale' as waapi: additive scale multiplies in CSS")
        #expect(
            Self.scale.findingDescription
                == "layer 'front': 'transform.scale' additive scale multiplies in CSS")
    }

    @Test func aProblemOfTheWholeEffectSaysSo() {
        let error = InterchangeError(format: .lottie, reason: "too long")
        #expect(error.description == "cannot export the effect as lottie: too long")
        #expect(error.findingDescription == "too long")
    }

    @Test func anImportSaysFromWhichFormatAndWhere() {
        let error = InterchangeError(
            layer: "element", keyPath: "transform", format: .css, direction: .import,
            reason: "is not a box's motion",
            location: SourceFileLocation(path: "site.css", line: 3, column: 5))
        #expect(
            error.description
                == "site.css:3:5: cannot import 'element.transform' from css: is not a box's motion")
    }

    @Test func anEffectFromAFileIsRefusedAtItsDefinition() {
        let file = Self.scale.located(at: .file(path: "tilt.fx", line: 1))
        #expect(file.description.hasPrefix("tilt.fx:1: cannot export 'front.transform.scale' as waapi: "))
        #expect(file.location == SourceFileLocation(path: "tilt.fx", line: 1))
        #expect(Self.scale.located(at: .builtIn) == Self.scale)
        #expect(Self.scale.located(at: .swift(provider: "app")) == Self.scale)
    }
}
