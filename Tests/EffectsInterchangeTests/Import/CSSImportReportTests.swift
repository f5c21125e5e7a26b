import EffectDSL
import EffectsInterchange
import Testing

/// The import reports in the interchange model: what it read exactly, what it skipped and why,
/// and what stopped it, read from CSS and positioned.
@Suite struct CSSImportReportTests {
    @Test func theReportListsEveryTrackReadAndEveryPropertySkipped() throws {
        let css = """
            .card { animation: rise 1s ease-out both; }
            @keyframes rise {
              from { opacity: 0; transform: translateY(20px); background-color: red; }
              to { opacity: 1; transform: none; color: blue; }
            }
            """
        let result = CSSImport.load(SourceFile(name: "card.css", text: css))
        let effect = try #require(result.effects.first)
        let report = try effect.report()
        #expect(report.exactTracks == ["element.opacity", "element.transform"])
        #expect(report.skippedTracks == ["element.background-color", "element.color"])
        #expect(!report.isExact)
        let skipped = report.tracks.filter { $0.outcome != .exact }.map(\.outcome)
        #expect(
            skipped.allSatisfy {
                $0 == .skipped(reason: "not geometry: fxkit samples no colour or filter values")
            })
        // The diagnostics stay as they were: the one warning that names the properties.
        #expect(result.diagnostics.map(\.id) == [.cssPropertiesSkipped])
        #expect(result.errors.isEmpty)
    }

    @Test func aRefusalIsAnImportErrorWithItsPosition() throws {
        let css = """
            .card { animation: turn 1s both; }
            @keyframes turn { from { margin-left: 0; } to { margin-left: 10px; } }
            """
        let result = CSSImport.load(SourceFile(name: "turn.css", text: css))
        let error = try #require(result.errors.first)
        #expect(result.errors.count == result.diagnostics.filter(\.isError).count)
        #expect(error.direction == .import)
        #expect(error.format == .css)
        #expect(error.location == SourceFileLocation(path: "turn.css", line: 2, column: 26))
        #expect(error.reason == result.diagnostics.first(where: \.isError)?.message)
    }
}
