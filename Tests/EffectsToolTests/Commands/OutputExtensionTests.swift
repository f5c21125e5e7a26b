import Testing

@testable import EffectsTool

/// An `-o` extension that names no format of the command is a usage mistake listing the formats,
/// and nothing is written; `--format` settles a table's format whatever the name.
@Suite struct OutputExtensionTests {
    @Test(arguments: [
        (
            ["sample", "wipe", "-o", "out.xlsx"],
            "'fxctl sample' writes csv, tsv, json, markdown or table, not '.xlsx': "
                + "name the file .csv, .tsv, .json, .md or .txt, or give --format"
        ),
        (["plot", "wipe", "-o", "plot.csv"], "'fxctl plot' writes SVG, not '.csv': name the file .svg"),
        // A .lottie file is a dotLottie archive, so only the web formats refuse the name.
        (
            ["export", "wipe", "-o", "anim.lottie", "--format", "css"],
            "'fxctl export' writes CSS, not '.lottie': name the file .css"
        ),
        (
            ["export", "wipe", "-o", "anim.svg"],
            "'fxctl export' writes json, css, html or lottie, not '.svg': name the file .json, .css, .html, "
                + ".htm or .lottie, or give --format (waapi, css, css-transitions, html, lottie, view-transition or scroll-driven)"
        ),
        (["render", "wipe", "-o", "strip.png"], "'fxctl render' writes SVG, not '.png': name the file .svg"),
    ])
    func anExtensionOfNoFormatIsRefused(_ arguments: [String], _ reason: String) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(
            result.error.hasPrefix("Error: invalid value '\(arguments[3])' for '--output': \(reason)\n"),
            "\(result)")
        #expect(fx.entries() == [], "nothing written")
    }

    @Test func formatSettlesTheFormatWhateverTheName() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["sample", "wipe", "--samples", "2", "--format", "tsv", "-o", "out.xlsx"])
        #expect(result.status == 0, "\(result)")
        #expect(fx.read("out.xlsx")?.hasPrefix("t\tprogress") == true)
    }

    @Test(arguments: [("out.CSV", "t,progress"), ("out", "t,progress"), ("out.md", "| ")])
    func aKnownExtensionOrNoneStillWorks(_ name: String, _ start: String) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["sample", "wipe", "--samples", "2", "-o", name])
        #expect(result.status == 0, "\(result)")
        #expect(fx.read(name)?.hasPrefix(start) == true, "\(fx.read(name) ?? "")")
    }

    @Test(arguments: ["plot", "render"])
    func anSVGCommandWritesANameEndingInSVGOrNone(_ command: String) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        for name in ["a.svg", "b.SVG", "c"] {
            let result = fx.run([command, "wipe", "-o", name])
            #expect(result.status == 0, "\(result)")
            #expect(fx.read(name)?.contains("<svg") == true)
        }
    }
}
