import EffectsRegistry
import EffectsTesting
import TestSupport
import Testing

/// Checking against files on disk, and rewriting them on request.
@Suite struct GoldenFileTests {
    @Test func aMatchingFileMatches() throws {
        let directory = try TemporaryDirectory()
        try directory.create("fade.csv", Fixtures.fadeCSV)
        let golden = GoldenFile(path: "\(directory.path)/fade.csv", updates: false)
        #expect(try golden.check(Fixtures.fadeTimeline(), grid: .count(5)) == .matched)
        #expect(try golden.check(Fixtures.Fade(), grid: .count(5)) == .matched)
    }

    /// The helper's failure message for one deliberately wrong expected value, word for word.
    @Test func oneWrongValueFailsWithAMessageThatSaysWhereAndHowToRegenerate() throws {
        let directory = try TemporaryDirectory()
        try directory.create("fade.csv", Fixtures.fadeCSV.replacing("0.75,0.75,0.75", with: "0.75,0.75,0.7"))
        let path = "\(directory.path)/fade.csv"
        let message = errorMessage(GoldenError.self) {
            try GoldenFile(path: path, updates: false).check(Fixtures.fadeTimeline(), grid: .count(5))
        }
        #expect(
            message == """
                the sampled table differs from the golden table \(path)
                1 cell differs beyond the tolerance (exact):
                  line 5 (row 3, t=0.75), box.opacity: expected 0.7, actual 0.75
                if the new table is right, run the tests with FXKIT_UPDATE_GOLDEN=1 to rewrite \(path)
                """)
        let tolerant = GoldenFile(path: path, tolerance: .absolute(0.06), updates: false)
        #expect(try tolerant.check(Fixtures.fadeTimeline(), grid: .count(5)) == .matched)
    }

    @Test func aMissingFileSaysHowToCreateIt() throws {
        let directory = try TemporaryDirectory()
        let path = "\(directory.path)/none.csv"
        let message = errorMessage(GoldenError.self) {
            try GoldenFile(path: path, updates: false).check(Fixtures.fadeTable())
        }
        #expect(
            message == """
                no golden table \(path)
                if the new table is right, run the tests with FXKIT_UPDATE_GOLDEN=1 to rewrite \(path)
                """)
        #expect(directory.entries().isEmpty)
    }

    @Test func aMalformedFileIsReportedWithItsLine() throws {
        let directory = try TemporaryDirectory()
        try directory.create("bad.csv", "t,x\n0,1\n0.5,oops\n")
        let path = "\(directory.path)/bad.csv"
        let message = errorMessage(GoldenError.self) {
            try GoldenFile(path: path, updates: false).check(Fixtures.fadeTable())
        }
        #expect(
            message.hasPrefix("the golden table \(path) is not a csv table: line 3, field 2: 'oops' is not"))
    }

    @Test func updatingWritesAMissingOrDifferentFileAtomicallyAndLeavesAMatchingOne() throws {
        let directory = try TemporaryDirectory()
        let path = "\(directory.path)/Golden/fade.csv"
        let golden = GoldenFile(path: path, updates: true)
        #expect(try golden.check(Fixtures.fadeTimeline(), grid: .count(5)) == .written)
        #expect(directory.entries("Golden") == ["fade.csv"])
        #expect(directory.read("Golden/fade.csv") == Fixtures.fadeCSV)
        #expect(directory.mode("Golden/fade.csv") == 0o644)
        #expect(try golden.check(Fixtures.fadeTimeline(), grid: .count(5)) == .matched)
        try directory.create("Golden/fade.csv", "t\n0\n")
        #expect(try golden.check(Fixtures.fadeTimeline(), grid: .count(5)) == .written)
        #expect(directory.read("Golden/fade.csv") == Fixtures.fadeCSV)
        #expect(directory.entries("Golden") == ["fade.csv"])
    }

    @Test func aFileNextToTheCallerIsFoundFromItsSourceFile() {
        let golden = GoldenFile("Golden/fade.csv", nextTo: "/work/Tests/FadeTests.swift", updates: false)
        #expect(golden.path == "/work/Tests/Golden/fade.csv")
        #expect(GoldenFile("x.csv").path.hasSuffix("Tests/EffectsTestingTests/x.csv"))
    }

    @Test func samplingErrorsAreReportedAsSuch() throws {
        let message = errorMessage(GoldenError.self) {
            try GoldenFile(path: "/nonexistent/x.csv", updates: false).check(
                Fixtures.fadeTimeline(), grid: .framesPerSecond(0))
        }
        #expect(
            message == "the timeline cannot be sampled: the frame rate must be a positive number, got 0")
    }
}
