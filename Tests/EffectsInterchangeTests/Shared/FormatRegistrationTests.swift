import EffectDSL
import EffectsInterchange
import EffectsRegistry
import Testing

/// The one list of formats: the loader's sources, the writers and their names all come from
/// ``EffectFormats/all``, and each format's diagnostics are in its own domain.
@Suite struct FormatRegistrationTests {
    @Test func theWritersAreTheRegisteredFormatsInOrder() {
        #expect(
            InterchangeFormat.allCases.map(\.rawValue) == [
                "waapi", "css", "css-transitions", "html", "lottie", "view-transition", "scroll-driven",
            ])
        // A .css file is the css export's: view-transition and scroll-driven write CSS too, by --format.
        #expect(EffectFormats.writer(forFileExtension: "css")?.format == .css)
        #expect(EffectFormats.writer(forFileExtension: "json")?.format == .waapi)
        #expect(EffectFormats.writer(forFileExtension: "htm")?.format == .html)
        #expect(EffectFormats.writer(forFileExtension: "lottie")?.format == .lottie)
        #expect(EffectFormats.writer(forFileExtension: "fx") == nil)
    }

    @Test func theSourcesAreTheRegisteredReadersInOrder() {
        let sources = EffectFormats.sources()
        #expect(sources.map(\.fileExtensions) == [[".css"], [".json", ".lottie"]])
        #expect(sources.first is StylesheetFormat)
    }

    @Test func eachFormatsDiagnosticsAreInItsDomain() {
        for registration in EffectFormats.all {
            #expect(
                registration.diagnostics.allSatisfy { $0.domain == registration.name }, "\(registration.name)"
            )
        }
        #expect(EffectFormats.all.flatMap(\.diagnostics).count == 39)
    }

    @Test func exportingGoesThroughTheRegisteredWriter() throws {
        let timeline = try Timeline(
            duration: 1,
            layers: [
                Layer(
                    name: "card",
                    animations: [.track(try Track(keyPath: "opacity", values: [Value(0), Value(1)]))])
            ])
        let css = try EffectsInterchange.export(timeline, as: .css)
        #expect(css.contains("@keyframes"))
        #expect(throws: InterchangeError.self) {
            try EffectsInterchange.exportDocument(timeline, as: InterchangeFormat(rawValue: "gif"))
        }
    }
}
