import Testing

@testable import EffectsTool

/// A file that defines no effect gets one verdict: `check` fails on it with the error `sample`
/// gives when named it.
@Suite struct EmptyFileVerdictTests {
    static let message = "'empty.fx' defines no effect; a .fx file holds at least one 'effect NAME { … }'"

    @Test(arguments: ["", "// only a comment\n", "\n\n"])
    func checkAndSampleBothRefuseAFileWithoutEffects(_ text: String) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(text, to: "empty.fx")
        let check = fx.run(["check", "empty.fx"])
        #expect(check.status == 1, "\(check)")
        #expect(check.error == "empty.fx:1:1: error: \(Self.message)\n1 error in 1 file\n", "\(check)")
        let sample = fx.run(["sample", "empty.fx"])
        #expect(sample.status == 1, "\(sample)")
        #expect(sample.error == "Error: \(Self.message)\n")
    }

    @Test func checkSaysItAsJSONToo() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("", to: "empty.fx")
        let check = fx.run(["check", "empty.fx", "--format", "json"])
        #expect(check.status == 1, "\(check)")
        #expect(check.output.contains("\"severity\": \"error\""), "\(check)")
        #expect(check.output.contains("defines no effect"), "\(check)")
    }

    @Test func standardInputWithoutEffectsFailsBoth() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let check = fx.run(["check", "-"], input: "\n")
        #expect(check.status == 1, "\(check)")
        #expect(check.error.contains("<stdin>:1:1: error: '<stdin>' defines no effect"), "\(check)")
        #expect(fx.run(["sample", "-"], input: "\n").status == 1)
    }

    @Test func aFileWithAnEffectStillPasses() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("one"), to: "one.fx")
        #expect(fx.run(["check", "one.fx"]).status == 0)
    }
}
