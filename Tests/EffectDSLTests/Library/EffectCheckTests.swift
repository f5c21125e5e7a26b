import EffectDSL
import EffectsRegistry
import TestSupport
import Testing

/// A check as a library call: each path's diagnostics, the summary and the editors' JSON.
@Suite struct EffectCheckTests {
    @Test func aBrokenFileAndAnUnknownWordAreReportedInOrder() throws {
        let directory = try EffectLoaderTests.scratch()
        let loader = try EffectLoaderTests.loader(in: directory)
        let report = loader.check(["effects/broken.fx", "slid-in"], standardInput: FixedInput())
        #expect(report.hasErrors)
        #expect(report.results.count == 2)
        #expect(report.diagnostics.last?.message == "no file or effect 'slid-in' (did you mean 'slide-in'?)")
        #expect(report.summary == "2 errors in 2 files")
        let named = loader.check(["slid-in"], standardInput: FixedInput(), listingCommand: "toastctl list")
        #expect(named.diagnostics.first?.message.hasSuffix("; 'toastctl list' shows the effects") == true)
    }

    @Test func aCleanFileHasNoSummaryAndAnEmptyJSONArray() throws {
        let directory = try EffectLoaderTests.scratch()
        let loader = try EffectLoaderTests.loader(in: directory)
        let report = loader.check(["effects/slide.fx"], standardInput: FixedInput())
        #expect(!report.hasErrors && report.summary == nil)
        #expect(report.json.text() == "[]\n")
    }

    @Test func theJSONPositionsEachDiagnostic() {
        let report = EffectCheckReport(
            results: [.failure("cannot read 'x.fx': no such file", file: "x.fx")], files: 1, effects: 0)
        let text = report.json.text()
        #expect(text.contains("\"file\": \"x.fx\""))
        #expect(text.contains("\"line\": 1"))
        #expect(text.contains("\"severity\": \"error\""))
        #expect(report.summary == "1 error in 1 file")
        #expect(report.rendered(colors: false) == "Error: cannot read 'x.fx': no such file\n")
    }
}
