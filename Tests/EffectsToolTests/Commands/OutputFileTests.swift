import EffectsRegistry
import TestSupport
import Testing

@testable import EffectsTool

/// `-o FILE`: written whole or not at all, in the format its extension names unless --format says.
@Suite struct OutputFileTests {
    @Test func writesTheFileAndNothingToStandardOutput() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["sample", "wipe", "--at", "0.5", "--columns", "*.position.x", "-o", "out.csv"])
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(fx.read("out.csv") == "t,progress,panel.position.x\n0.5,0.5,50\n")
        #expect(fx.entries() == ["out.csv"])
    }

    @Test(arguments: [
        ("out.json", "[\n"), ("out.tsv", "t\tprogress"), ("out.md", "| "), ("out.txt", "t  progress"),
        ("out", "t,progress"),
    ])
    func picksTheFormatFromTheExtension(_ name: String, _ start: String) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        #expect(fx.run(["sample", "wipe", "--samples", "2", "-o", name]).status == 0)
        #expect(fx.read(name)?.hasPrefix(start) == true)
    }

    @Test func leavesAnExistingFileUntouchedWhenTheCommandFails() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("old\n", to: "out.csv")
        let result = fx.run(["sample", "wipe", "-p", "distance=-1", "-o", "out.csv"])
        #expect(result.status == 1)
        #expect(fx.read("out.csv") == "old\n")
        #expect(fx.entries() == ["out.csv"])
    }

    @Test func writesPlotsAndFilmStripsAsWellFormedSVG() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        for arguments in [
            ["plot", "wipe", "-o", "plot.svg"],
            ["plot", "drag", "--progress", "--columns", "*.x", "-o", "plot.svg"],
            ["render", "wipe", "--frames", "4", "-o", "strip.svg"],
        ] {
            let result = fx.run(arguments)
            #expect(result.status == 0, "\(result)")
            let svg = try #require(fx.read(arguments.last ?? ""))
            #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
            #expect(XMLChecker.problem(in: svg) == nil)
        }
    }
}
