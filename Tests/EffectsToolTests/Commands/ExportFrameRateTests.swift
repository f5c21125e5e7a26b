import Testing

@testable import EffectsTool

/// `fxctl export --fps` only means something for Lottie: typed with a web format (given, or chosen
/// by the `-o` file's extension, or the default) it is a usage error saying so, and nothing is
/// written, even when the rate typed is the default one.
@Suite struct ExportFrameRateTests {
    @Test(arguments: [
        (["export", "wipe", "--format", "css", "--fps", "30"], "not to '--format css'"),
        (["export", "wipe", "--format", "html", "--fps", "60", "-o", "out.html"], "not to '--format html'"),
        (
            ["export", "wipe", "--fps", "60", "-o", "out.json"],
            "not to waapi (from the -o file's .json; give --format lottie for a Lottie file)"
        ),
        (["export", "wipe", "--fps", "24", "-o", "out.htm"], "not to html (from the -o file's .htm)"),
        (["export", "wipe", "--fps", "0"], "not to waapi (the default without --format)"),
    ])
    func aFrameRateForAWebFormatIsRefused(_ arguments: [String], _ chosen: String) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(
            result.error.hasPrefix("Error: '--fps' applies only to '--format lottie', \(chosen)\n"),
            "\(result)")
        #expect(fx.entries() == [], "nothing written")
    }

    @Test func aFrameRateForLottieIsTheFilesRate() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["export", "wipe", "--format", "lottie", "--fps", "30", "-o", "out.json"])
        #expect(result.status == 0, "\(result)")
        #expect(fx.read("out.json")?.contains("\"fr\": 30,") == true)
        let web = fx.run(["export", "wipe", "-o", "out.css"])
        #expect(web.status == 0, "\(web)")
    }
}
