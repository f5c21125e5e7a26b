import EffectDSL
import EffectsRegistry
import Foundation
import Testing

@testable import EffectsTool

/// Where effects come from: the built-ins, ./effects, --effects, FXCTL_PATH, a path, path:name and
/// standard input; broken files are reported once and the rest still work.
///
/// The `.fx` files load through the EffectDSL providers, as in the tool.
@Suite struct EffectLoadingTests {
    @Test func loadsTheEffectsDirectoryTheOptionsAndThePath() throws {
        var fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("local"), to: "effects/local.fx")
        try fx.write(Script.effect("extra"), to: "more/extra.fx")
        try fx.write(Script.effect("far"), to: "far/far.fx")
        try fx.write(Script.effect("ignored"), to: "effects/notes.txt")
        fx.environment["FXCTL_PATH"] = "::\(fx.directory)/far:/nonexistent"
        let result = fx.run(["list", "--names", "--effects", "more"])
        #expect(result.status == 0, "\(result)")
        #expect(result.error == "")
        #expect(result.output == "broken\ndrag\nextra\nfar\nlocal\nwipe\n")
    }

    @Test func showsTheFileAndLineAsTheOrigin() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("\n" + Script.effect("local"), to: "effects/local.fx")
        let result = fx.run(["list"])
        #expect(result.output.contains("local   effects/local.fx:2  1 s"), "\(result)")
    }

    @Test func reportsABrokenFileOnceAndKeepsTheOthers() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("good"), to: "effects/a.fx")
        try fx.write(Script.broken("bad", unknown: ["x", "y"]), to: "effects/b.fx")
        let list = fx.run(["list", "--names"])
        #expect(list.status == 0)
        #expect(list.output == "broken\ndrag\ngood\nwipe\n")
        #expect(
            list.error == "Warning: skipped effects/b.fx: 2 errors, the first at 2:35: unknown name 'x'\n")
        let sample = fx.run(["sample", "good", "--samples", "1"])
        #expect(sample.status == 0)
        #expect(sample.error == list.error)
        // An unknown name says that some files did not load; the broken effect's own name prints
        // its file's diagnostics (NamedEffectTests).
        let missing = fx.run(["sample", "missing"])
        #expect(missing.status == 1)
        #expect(missing.error.hasSuffix("(some effect files did not load; see the warnings above)\n"))
        let broken = fx.run(["sample", "bad"])
        #expect(broken.status == 1)
        #expect(broken.error.hasPrefix("effects/b.fx:2:35: error: unknown name 'x'\n"))
    }

    @Test func loadsAFileThatDerivesFromALaterOne() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("child", base: "parent"), to: "effects/a.fx")
        try fx.write(Script.effect("parent"), to: "effects/b.fx")
        let result = fx.run(["list", "--names"])
        #expect(result.error == "")
        #expect(result.output.contains("child\n"))
    }

    @Test func loadsAFileThatDerivesFromAnotherDirectory() throws {
        var fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("child", base: "parent"), to: "effects/a.fx")
        try fx.write(Script.effect("parent"), to: "far/b.fx")
        fx.environment["FXCTL_PATH"] = "\(fx.directory)/far"
        let result = fx.run(["list", "--names"])
        #expect(result.error == "")
        #expect(result.output.contains("child\n"))
    }

    @Test func reportsADuplicateNameWithBothOrigins() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("wipe") + Script.effect("kept"), to: "effects/a.fx")
        let result = fx.run(["list", "--names"])
        #expect(result.status == 0)
        #expect(
            result.error
                == "Warning: skipped effects/a.fx: effect 'wipe' is defined twice, first built-in, then at effects/a.fx:1\n"
        )
        // The file's other effects load.
        #expect(result.output.contains("kept\n"))
    }

    @Test func reportsANameDefinedInTwoFilesAtTheSecond() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("twice"), to: "effects/a.fx")
        try fx.write(Script.effect("twice"), to: "effects/b.fx")
        let result = fx.run(["list", "--names"])
        #expect(result.status == 0)
        #expect(
            result.error
                == "Warning: skipped effects/b.fx: 1 error, the first at 1:8: effect 'twice' is defined twice\n"
        )
        #expect(result.output.contains("twice\n"))
    }

    @Test func loadsADirectoryNamedTwiceOnce() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("local"), to: "effects/local.fx")
        let result = fx.run(["list", "--names", "--effects", "effects", "--effects", "./effects/"])
        #expect(result.error == "")
        #expect(result.status == 0)
    }

    @Test func namesAnEffectByPathByPathAndNameAndByStandardInput() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("one"), to: "solo.fx")
        try fx.write(Script.effect("first") + Script.effect("second"), to: "pair.fx")
        let byPath = fx.run(["sample", "solo.fx", "--at", "0.5", "--columns", "*.x"])
        #expect(byPath.status == 0, "\(byPath)")
        #expect(byPath.output == "t,progress,panel.position.x\n0.5,0.5,50\n")
        #expect(
            fx.run(["sample", "pair.fx:second", "--at", "0.5", "--columns", "*.x"]).output == byPath.output)
        let piped = fx.run(["sample", "-", "--at", "0.5", "--columns", "*.x"], input: Script.effect("piped"))
        #expect(piped.output == byPath.output)
        let named = fx.run(
            ["sample", "-:b", "--at", "0.5", "--columns", "*.x"],
            input: Script.effect("a") + Script.effect("b"))
        #expect(named.output == byPath.output)
    }

    @Test func aNamedFileMeansItsOwnEffectEvenWhenABuiltInHasTheName() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("wipe"), to: "mine.fx")
        let result = fx.run(["sample", "mine.fx", "--at", "0.5", "--columns", "*.x"])
        #expect(result.status == 0, "\(result)")
        #expect(result.error == "")
        #expect(result.output == "t,progress,panel.position.x\n0.5,0.5,50\n")
    }

    @Test func aNamedFileWinsOverADirectoryFileWithTheSameEffect() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("same"), to: "effects/same.fx")
        try fx.write(Script.effect("same").replacingOccurrences(of: "100", with: "300"), to: "edited.fx")
        let result = fx.run(["sample", "edited.fx", "--at", "0.5", "--columns", "*.x"])
        #expect(result.status == 0, "\(result)")
        #expect(result.output == "t,progress,panel.position.x\n0.5,0.5,150\n")
        #expect(
            result.error
                == "Warning: skipped effects/same.fx: 1 error, the first at 1:8: effect 'same' is defined twice\n"
        )
    }

    @Test func reportsANamedBrokenFileOnceInFull() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.broken("bad", unknown: ["oops"]), to: "effects/bad.fx")
        let result = fx.run(["sample", "effects/bad.fx"])
        #expect(result.status == 1)
        #expect(result.output == "")
        // The diagnostics in full, and no "skipped" warning about the same file.
        #expect(
            result.error == """
                effects/bad.fx:2:38: error: unknown name 'oops'
                    layer oops-layer { set opacity = oops }
                                                     ^~~~

                """)
    }

    @Test func loadsTheEffectsDerivedFromANamedFile() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("child", base: "parent"), to: "effects/a.fx")
        try fx.write(Script.effect("parent"), to: "effects/b.fx")
        let result = fx.run(["sample", "effects/b.fx", "--samples", "1"])
        #expect(result.status == 0)
        #expect(result.error == "")
        let spelledOtherwise = fx.run(["sample", "./effects//b.fx", "--samples", "1"])
        #expect(spelledOtherwise.status == 0)
        #expect(spelledOtherwise.error == "")
    }

    @Test func checksWithoutWarningsAboutOtherFiles() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.broken("other", unknown: ["x"]), to: "effects/other.fx")
        try fx.write(Script.effect("fine"), to: "fine.fx")
        let result = fx.run(["check", "fine.fx"])
        #expect(result.status == 0)
        #expect(result.error == "")
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var input = ""
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Failure(
            arguments: ["sample", "wpie"],
            message:
                "Error: unknown effect 'wpie' (did you mean 'wipe'?); run 'fxctl list' to see the available effects\n"
        ),
        Failure(
            arguments: ["sample", "nowhere.fx"],
            message: "Error: cannot read 'nowhere.fx': no such file or directory\n"),
        Failure(
            arguments: ["sample", "dir/x"], message: "Error: cannot read 'dir/x': no such file or directory\n"
        ),
        Failure(
            arguments: ["sample", "pair.fx"],
            message: "Error: 'pair.fx' defines 2 effects (first, second); name one as pair.fx:NAME\n"),
        Failure(
            arguments: ["sample", "pair.fx:frist"],
            message:
                "Error: no effect 'frist' in 'pair.fx' (did you mean 'first'?); it defines first, second\n"),
        Failure(
            arguments: ["sample", "empty.fx"],
            message: "Error: \(ScriptCompilation.noEffectMessage("empty.fx"))\n"),
        Failure(
            arguments: ["sample", "-"], input: "\n",
            message: "Error: \(ScriptCompilation.noEffectMessage("<stdin>"))\n"),
        Failure(
            arguments: ["sample", "-"], input: Script.effect("a") + Script.effect("b"),
            message: "Error: '<stdin>' defines 2 effects (a, b); name one as -:NAME\n"),
        Failure(
            arguments: ["sample", "-"], input: "effect bad { duration 2 }\n",
            message: """
                <stdin>:1:23: error: the effect's duration must be a time, not a number
                effect bad { duration 2 }
                                      ^
                hint: write the number with a unit, such as '2s' or '300ms'

                """),
        Failure(
            arguments: ["list", "--effects", "nodir"],
            message: "Error: cannot read the effects directory 'nodir': no such directory\n"),
        Failure(
            arguments: ["list", "--effects", "pair.fx"],
            message: "Error: cannot read the effects directory 'pair.fx': not a directory\n"),
    ])
    func reportsWhatIsWrongWithExitCode1(_ failure: Failure) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("first") + Script.effect("second"), to: "pair.fx")
        try fx.write("\n", to: "empty.fx")
        let result = fx.run(failure.arguments, input: failure.input)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == failure.message)
    }
}

extension EffectLoadingTests {
    @Test func loadsSubdirectoriesAfterTheirParentsFiles() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("deep"), to: "effects/seeds/deep.fx")
        try fx.write(Script.effect("top"), to: "effects/z.fx")
        try fx.write(Script.effect("hidden"), to: "effects/.hidden/h.fx")
        // The same name in both: the directory's own file comes first, so the nested one is skipped.
        try fx.write(Script.effect("both"), to: "effects/seeds/both.fx")
        try fx.write(Script.effect("both"), to: "effects/zz.fx")
        let result = fx.run(["list"])
        #expect(result.output.contains("deep    effects/seeds/deep.fx:1"), "\(result)")
        #expect(result.output.contains("top     effects/z.fx:1"))
        #expect(result.output.contains("both    effects/zz.fx:1"))
        #expect(!result.output.contains("hidden"))
        #expect(result.error.hasPrefix("Warning: skipped effects/seeds/both.fx: 1 error"))
    }
}
