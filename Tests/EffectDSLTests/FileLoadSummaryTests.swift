import Testing

@testable import EffectDSL

/// The one-line summary of a file's errors counts the errors the cap's "and N more" stands for.
@Suite struct FileLoadSummaryTests {
    @Test func countsTheErrorsTheCapLeavesOut() {
        let source = SourceFile(name: "e.fx", text: "effect e { let a = w; let b = x; let c = y; let d = z }")
        let result = DSLLoader.load(source, limits: DSLLimits(errors: 2))
        #expect(result.diagnostics.count == 3)
        #expect(result.diagnostics.reduce(0) { $0 + $1.errorCount } == 4)
        #expect(
            DSLFileLoad.summary(of: result.diagnostics) == "4 errors, the first at 1:20: unknown name 'w'")
    }

    @Test func warningsCountForNoError() {
        let source = SourceFile(name: "e.fx", text: "effect e { let a = w }")
        let result = DSLLoader.load(source)
        #expect(DSLFileLoad.summary(of: result.diagnostics) == "1 error, the first at 1:20: unknown name 'w'")
    }
}
