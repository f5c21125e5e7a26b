import EffectsRegistry
import EffectsTesting
import TestSupport
import Testing

/// The Swift Testing front: a failed check is an issue at the caller's line, with the helper's message.
@Suite struct ExpectGoldenTableTests {
    @Test func aMatchingTablePassesWithoutAnIssue() throws {
        let directory = try TemporaryDirectory()
        try directory.create("fade.csv", Fixtures.fadeCSV)
        let golden = GoldenFile(path: "\(directory.path)/fade.csv", updates: false)
        #expect(expectGoldenTable(of: try Fixtures.fadeTimeline(), grid: .count(5), matches: golden))
        #expect(expectGoldenTable(of: Fixtures.Fade(), grid: .count(5), matches: golden))
        #expect(expectGoldenTable(try Fixtures.fadeTable(), matches: golden))
    }

    @Test func aWrongValueRecordsAnIssueAtTheCallersLine() throws {
        let directory = try TemporaryDirectory()
        try directory.create("fade.csv", Fixtures.fadeCSV.replacing("0.25,0.25,0.25", with: "0.25,0.25,0.3"))
        let golden = GoldenFile(path: "\(directory.path)/fade.csv", updates: false)
        let line = #line + 2
        withKnownIssue {
            expectGoldenTable(of: Fixtures.Fade(), grid: .count(5), matches: golden)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.line == line
                && text.contains("line 3 (row 1, t=0.25), box.opacity: expected 0.3, actual 0.25")
                && text.contains("FXKIT_UPDATE_GOLDEN=1")
        }
    }
}
