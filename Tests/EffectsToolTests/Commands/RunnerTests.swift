import EffectsRegistry
import TestSupport
import Testing

@testable import EffectsTool

/// The commands run in-process with in-memory streams: output, messages and exit codes.
@Suite struct RunnerTests {
    @Test func listsEveryEffectAsAnAlignedTable() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["list"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output == """
                NAME    ORIGIN    DURATION  SUMMARY
                broken  built-in  1 s       Never builds
                drag    built-in  1 s       A panel slides to the right
                wipe    built-in  1 s       A panel slides to the right

                """)
    }

    @Test func listsNamesOnePerLine() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["list", "--names"])
        #expect(result.status == 0)
        #expect(result.output == "broken\ndrag\nwipe\n")
    }

    @Test func samplesAsCSVWhenNotOnATerminal() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["sample", "wipe", "--fps", "4", "--columns", "*.position.x"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.output == """
                t,progress,panel.position.x
                0,0,0
                0.25,0.25,25
                0.5,0.5,50
                0.75,0.75,75
                1,1,0

                """)
    }

    @Test func printsTheVersionAndHelp() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        #expect(fx.run(["--version"]).output == "fxctl \(FxctlCommands.version)\n")
        let help = fx.run(["help", "sample"])
        #expect(help.status == 0)
        #expect(help.output == HelpFormatter(root: FxctlCommands.root).help(for: ["fxctl", "sample"]))
        #expect(fx.run(["sample", "--help"]).output == help.output)
    }
}

extension RunnerTests {
    @Test func keepsOnlyTheChosenColumnsWhenTheyComeFirst() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["sample", "wipe", "--at", "0.5", "--columns", "panel.opacity"])
        #expect(result.output == "t,progress,panel.opacity\n0.5,0.5,1\n")
    }
}
