import EffectsRegistry
import Testing

@testable import fxctl

/// `check` (text and JSON, exit codes, colour) and `timing`, in-process with the line compiler.
@Suite struct CheckAndTimingTests {
    @Test func isSilentAndSucceedsForCleanFiles() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("effect a\n", to: "a.fx")
        let result = fx.run(["check", "a.fx"])
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.error == "")
    }

    @Test func reportsEveryProblemAndFailsOnErrors() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("effect a\nwarn unused parameter 'x'\n", to: "a.fx")
        try fx.write("error expected '}'\nerror unknown name 'y'\n", to: "b.fx")
        let result = fx.run(["check", "a.fx", "b.fx", "missing.fx"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(
            result.error == """
                a.fx:2:1: warning: unused parameter 'x'
                b.fx:1:1: error: expected '}'
                b.fx:2:1: error: unknown name 'y'
                Error: cannot read 'missing.fx': no such file or directory
                3 errors and 1 warning in 3 files

                """)
    }

    @Test func passesWithWarningsOnly() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("effect a\nwarn unused parameter 'x'\n", to: "a.fx")
        let result = fx.run(["check", "a.fx"])
        #expect(result.status == 0)
        #expect(result.error == "a.fx:2:1: warning: unused parameter 'x'\n1 warning in 1 file\n")
    }

    @Test func printsJSONForEditors() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["check", "--format", "json", "-"], input: "effect a\nerror bad \"thing\"\n")
        #expect(result.status == 1)
        #expect(result.error == "")
        #expect(
            result.output == """
                [
                  {
                    "file": "<stdin>",
                    "line": 2,
                    "column": 1,
                    "endLine": 2,
                    "endColumn": 18,
                    "severity": "error",
                    "message": "bad \\"thing\\"",
                    "hints": []
                  }
                ]

                """)
        let clean = fx.run(["check", "--format", "json", "-"], input: "effect a\n")
        #expect(clean.status == 0)
        #expect(clean.output == "[]\n")
    }

    @Test func checksFilesThatDeriveFromEachOther() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("derive child parent\n", to: "a.fx")
        try fx.write("effect parent\n", to: "b.fx")
        #expect(fx.run(["check", "a.fx", "b.fx"]).status == 0)
        #expect(fx.run(["check", "a.fx"]).status == 1)
    }

    @Test func reportsANameDefinedTwice() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("\neffect wipe\n", to: "a.fx")
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
        try fx.write("error bad\n", to: "a.fx")
        let result = fx.run(["check", "a.fx"] + (flag ? ["--no-color"] : []))
        #expect(result.error.contains("\u{1B}[") == coloured)
    }

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
        #expect(bad.error == "Error: unknown timing function 'lienar'\n")
    }
}
