import Foundation
import TestSupport
import Testing

/// `fxctl export --format lottie` through the built binary: the file, and every error with exit 1
/// (2 for usage) and no output file; the web formats are in EndToEndExportTests.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndLottieExportTests {
    @Test func writesALottieFileAtomically() throws {
        let run = try EndToEnd()
        defer { run.remove() }
        let result = try run.run([
            "export", "swap-card", "--format", "lottie", "--fps", "30", "-o", "card.json",
        ])
        #expect(result.status == 0, "\(result)")
        let text = try #require(run.read("card.json"))
        #expect(text.hasPrefix("{\n  \"v\": \"5.7.0\","))
        #expect(text.contains("\"fr\": 30,") && text.contains("\"op\": 36,"))
        #expect(run.entries() == ["card.json"])
    }

    @Test func reportsABrokenFileWithItsPositionAndWritesNothing() throws {
        let run = try EndToEnd()
        defer { run.remove() }
        try run.write("effect bad {\n    layer l { animate opacity from 0 to }\n}\n", to: "bad.fx")
        let result = try run.run(["export", "bad.fx", "--format", "lottie", "-o", "bad.json"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("bad.fx:2:"), "\(result)")
        #expect(run.entries() == ["bad.fx"])
    }

    @Test func refusesARoundedFlipInPerspectiveNamingTheLayerAndWritesNothing() throws {
        let run = try EndToEnd()
        defer { run.remove() }
        // flip-x itself exports (a plain box as the path of its projected corners); rounded, its
        // corners are no four vertices.
        let text = try String(contentsOfFile: Repository.path("effects/examples/flip-x.fx"), encoding: .utf8)
        try run.write(
            text.replacingOccurrences(
                of: "layer card {", with: "layer card {\n        set cornerRadius = 10"), to: "rounded.fx")
        let result = try run.run(["export", "rounded.fx", "--format", "lottie", "-o", "flip.json"])
        #expect(result.status == 1)
        #expect(
            result.error.contains("'card.transform'") && result.error.contains("--tolerance above"),
            "\(result)")
        #expect(run.entries() == ["rounded.fx"])
        let plain = try run.run([
            "export", Repository.path("effects/examples/flip-x.fx"), "--format", "lottie", "-o", "flip.json",
        ])
        #expect(plain.status == 0, "\(plain)")
    }

    @Test(arguments: [
        (
            ["export", "swap-card", "--format", "lottie", "--viewport", "375.5x667", "-o", "x.json"],
            Int32(1), "whole points"
        ),
        (
            ["export", "swap-card", "--format", "lottie", "--tolerance", "0", "-o", "x.json"], 2,
            "--tolerance"
        ),
        (["export", "swap-card", "--format", "lottie", "--fps", "0", "-o", "x.json"], 2, "--fps"),
        (
            ["export", "swap-card", "--format", "gif", "-o", "x.json"], 2,
            "expected one of waapi, css, css-transitions, html, lottie"
        ),
        (["export", "swap-card", "--format", "lottie", "-o", "x.svg"], 2, "Lottie JSON"),
    ])
    func refusesBadOptionsAndWritesNothing(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let run = try EndToEnd()
        defer { run.remove() }
        let result = try run.run(arguments)
        #expect(result.status == status, "\(result)")
        #expect(result.error.contains(message), "\(result)")
        #expect(run.entries().isEmpty)
    }
}
