import Testing

@testable import EffectsTool

/// Past the cap of errors shown per file, `check`'s summary still counts every error of the file,
/// not the shown ones plus the "and N more" line.
@Suite struct ErrorCapSummaryTests {
    /// An effect whose layer sets opacity from `count` unknown names: one error each.
    static func source(errors count: Int) -> String {
        let sets = (0..<count).map { "        set opacity = x\($0)\n" }.joined()
        return "effect e {\n    summary \"e\"\n    layer l {\n\(sets)    }\n}\n"
    }

    @Test(arguments: [(3, "3 errors in 1 file"), (20, "20 errors in 1 file"), (25, "25 errors in 1 file")])
    func theSummaryCountsEveryError(errors: Int, summary: String) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.source(errors: errors), to: "many.fx")
        let result = fx.run(["check", "many.fx"])
        #expect(result.status == 1)
        #expect(result.error.hasSuffix("\n" + summary + "\n"), "\(result)")
        #expect(result.error.contains("and 5 more errors in this file") == (errors == 25))
    }
}
