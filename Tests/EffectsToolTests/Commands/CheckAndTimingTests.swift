import EffectsRegistry
import Testing

@testable import EffectsTool

/// `check` (text and JSON, exit codes, colour) and `timing`, in-process with the `.fx` files loaded by
/// the EffectDSL providers, as in the tool.
@Suite struct CheckAndTimingTests {
    @Test func isSilentAndSucceedsForCleanFiles() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("a"), to: "a.fx")
        let result = fx.run(["check", "a.fx"])
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.error == "")
    }

    @Test func reportsEveryProblemAndFailsOnErrors() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(CheckAndTimingTests.unusedParameter, to: "a.fx")
        try fx.write(Script.broken("b", unknown: ["y", "z"]), to: "b.fx")
        let result = fx.run(["check", "a.fx", "b.fx", "missing.fx"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(
            result.error == """
                a.fx:2:11: warning: parameter 'x' is never used
                    param x = 1 "unused"
                          ^
                b.fx:2:35: error: unknown name 'y'
                    layer y-layer { set opacity = y }
                                                  ^
                b.fx:3:35: error: unknown name 'z'
                    layer z-layer { set opacity = z }
                                                  ^
                Error: cannot read 'missing.fx': no such file or directory
                3 errors and 1 warning in 3 files

                """)
    }

    @Test func passesWithWarningsOnly() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(CheckAndTimingTests.unusedParameter, to: "a.fx")
        let result = fx.run(["check", "a.fx"])
        #expect(result.status == 0)
        #expect(result.error.hasSuffix("    param x = 1 \"unused\"\n          ^\n1 warning in 1 file\n"))
    }

    @Test func printsJSONForEditors() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(
            ["check", "--format", "json", "-"], input: "effect a {\n    layer l { set opacity = y }\n}\n")
        #expect(result.status == 1)
        #expect(result.error == "")
        #expect(
            result.output == """
                [
                  {
                    "file": "<stdin>",
                    "line": 2,
                    "column": 29,
                    "endLine": 2,
                    "endColumn": 30,
                    "severity": "error",
                    "message": "unknown name 'y'",
                    "hints": []
                  }
                ]

                """)
        let clean = fx.run(["check", "--format", "json", "-"], input: Script.effect("a"))
        #expect(clean.status == 0)
        #expect(clean.output == "[]\n")
    }

    @Test func checksFilesThatDeriveFromEachOther() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("child", base: "parent"), to: "a.fx")
        try fx.write(Script.effect("parent"), to: "b.fx")
        #expect(fx.run(["check", "a.fx", "b.fx"]).status == 0)
        #expect(fx.run(["check", "a.fx"]).status == 1)
    }

    @Test func reportsANameDefinedTwice() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("\n" + Script.effect("wipe"), to: "a.fx")
        let result = fx.run(["check", "a.fx"])
        #expect(result.status == 1)
        #expect(
            result.error.hasPrefix(
                "a.fx:2:1: error: effect 'wipe' is defined twice, first built-in, then at a.fx:2\n"))
    }

    @Test(arguments: [
        ([String: String](), true, false, true),
        (["NO_COLOR": "1"], true, false, false),
        ([:], true, true, false),
        (["TERM": "dumb"], true, false, false),
        ([:], false, false, false),
    ])
    func coloursOnlyOnATerminalWithoutNoColor(
        _ environment: [String: String], _ terminal: Bool, _ flag: Bool, _ coloured: Bool
    ) throws {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.environment = environment
        fx.terminal = terminal
        try fx.write(Script.broken("a", unknown: ["bad"]), to: "a.fx")
        let result = fx.run(["check", "a.fx"] + (flag ? ["--no-color"] : []))
        #expect(result.error.contains("\u{1B}[") == coloured)
    }

    /// An effect with a parameter it never uses: one warning at 2:11.
    static let unusedParameter = """
        effect a {
            param x = 1 "unused"
            duration 1s
            layer panel {
                set position.x = 100
                animate position.x from 0 to 100
            }
        }

        """

    @Test func tabulatesATimingFunction() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["timing", "linear", "--samples", "3"])
        #expect(result.status == 0)
        #expect(result.output == "x,y\n0,0\n0.5,0.5\n1,1\n")
        #expect(
            fx.run(["timing", "linear", "--at", "0.25", "--format", "json"]).output
                == "[\n{\"x\":0.25,\"y\":0.25}\n]\n")
        let bad = fx.run(["timing", "lienar"])
        #expect(bad.status == 1)
        #expect(
            bad.error
                == "Error: invalid timing function 'lienar': unknown timing function 'lienar' (did you mean 'linear'?)\n"
        )
    }

    @Test func aTimingNameCloseToNoneListsTheNames() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let bad = fx.run(["timing", "bogus"])
        #expect(bad.status == 1)
        #expect(
            bad.error
                == "Error: invalid timing function 'bogus': unknown timing function 'bogus'; the names are linear, "
                + "ease, ease-in, ease-out, ease-in-out, default, step-start, step-end, hold, cubic-bezier, steps, "
                + "spring\n")
    }
}
