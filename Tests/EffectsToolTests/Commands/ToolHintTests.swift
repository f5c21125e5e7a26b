import Testing

@testable import EffectsTool

/// The DSL's hints cannot name the tool; fxctl gives its own where it can say what to run.
@Suite struct ToolHintTests {
    @Test(arguments: [
        (
            "effect e { layer l { set opacity = 1 }; example \"x\" at 0s { l.opacty = 1 } }",
            "hint: a column is 'layer.keypath', with '.x', '.y', '.z' or '.w' for a vector; 'fxctl sample' lists them\n"
        ),
        (
            "effect e { param p = 1 in 0...2; layer l { set opacity = 1 }; example \"x\" at 0s { l.opacity = p } }",
            "hint: write the number the effect shows; 'fxctl sample' prints it\n"
        ),
    ])
    func checkNamesTheCommandThatShowsTheNumbers(source: String, hint: String) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(source, to: "a.fx")
        let result = fx.run(["check", "a.fx"])
        #expect(result.status == 1)
        #expect(result.output.contains(hint) || result.error.contains(hint), "\(result)")
        let json = fx.run(["check", "a.fx", "--format", "json"])
        #expect(json.output.contains("\"" + hint.dropFirst("hint: ".count).dropLast() + "\""), "\(json)")
    }
}
