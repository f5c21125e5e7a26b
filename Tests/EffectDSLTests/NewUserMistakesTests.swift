import Testing

@testable import EffectDSL

/// The mistakes a new user made trying fxkit from its README (issue 12): each is reported once, in
/// words that say what to write instead.
@Suite struct NewUserMistakesTests {
    // Item 9: options after the values read as the end of the statement.
    @Test func anOptionAfterTheValuesSaysOptionsComeFirst() {
        DiagnosticExpectations.check(
            "effect e { layer l { animate opacity from 0 to 1 1️⃣delay 0.2s } }",
            [
                "1️⃣ options come before 'from', 'to' or the keyframe block, but 'delay' follows them",
                "hint: write 'animate opacity delay 0.2s from 0 to 1'",
            ])
        DiagnosticExpectations.check(
            "effect e { layer l { animate opacity { 0% 0; 100% 1 } 1️⃣fill forwards } }",
            [
                "1️⃣ options come before 'from', 'to' or the keyframe block, but 'fill' follows them",
                "hint: write 'animate opacity fill forwards { 0% 0; 100% 1 }'",
            ])
    }

    // Item 10: CSS's commas between keyframes.
    @Test func commasBetweenKeyframesSayTheSeparatorIsASemicolon() {
        DiagnosticExpectations.check(
            "effect e { layer l { animate opacity { 0% 01️⃣, 50% 1, 100% 0 } } }",
            [
                "1️⃣ keyframes are separated by ';' or line breaks, not ','",
                "hint: write '{ 0% 0; 50% 1; 100% 0 }'",
            ])
    }

    // Item 11: a missing comma in a timing function was reported as too few keyframes, then as a
    // missing ')'.
    @Test func aMissingCommaInATimingFunctionIsReportedOnce() {
        DiagnosticExpectations.check(
            "effect e { layer l { animate opacity { 0% 0 cubic-bezier(0.2 1️⃣0, 0.2, 1); 100% 1 } } }",
            [
                "1️⃣ expected ',' or ')' after an argument of 'cubic-bezier', found '0'",
                "hint: separate the arguments of 'cubic-bezier' with ','",
            ])
        DiagnosticExpectations.check(
            "effect e { layer l { animate opacity timing spring(mass: 1 1️⃣stiffness: 5) from 0 to 1 } }",
            ["1️⃣ expected ',' or ')' after an argument of 'spring', found 'stiffness'"])
    }

    // Item 12: a value of the wrong size was reported by the checker, then by the timeline.
    @Test func aValueOfTheWrongSizeIsOneError() {
        DiagnosticExpectations.check(
            "effect e { layer l { set transform.scale = 1️⃣(1, 1) } }",
            ["1️⃣ a value of 'transform.scale' must be a number, not a vector of 2 components"])
        DiagnosticExpectations.check(
            "effect e { layer l { animate position { 0% (0, 0); 100% 1️⃣1 } } }",
            ["1️⃣ a value of 'position' must be a vector of 2 components, not a number"])
    }
}

extension NewUserMistakesTests {
    // Item 5: in a derived effect a misspelt base parameter silently declared a new one.
    @Test func aNewParameterOneEditFromABaseParameterIsAnError() {
        DiagnosticExpectations.check(
            "effect e: probe { param 1️⃣sise = 5 }",
            [
                "1️⃣ 'sise' is not a parameter of the base effect (did you mean 'size'?)",
                "hint: 'param' with a base parameter's name changes its default; a new parameter needs a name unlike theirs",
            ])
        // A name unlike the base's is a new parameter; the base's own name changes its default.
        DiagnosticExpectations.check(
            "effect e: probe { param size = 5; param 1️⃣gap = 4 }", ["1️⃣ parameter 'gap' is never used"])
    }

    // Item 5: a new string parameter without choices in a derived effect says that it is new.
    @Test func aNewStringParameterOfADerivedEffectNamesTheBaseParameters() {
        DiagnosticExpectations.check(
            "effect e: probe { param direction = 1️⃣\"left\" }",
            [
                "1️⃣ 'direction' is not a parameter of the base effect, and a new string parameter needs its choices",
                "hint: the base's parameters are size, duration; for a new one, write 'param direction = \"a\" in [\"a\", \"b\"]'",
            ])
    }

    @Test(arguments: [
        ("visibel", "visible", true), ("directon", "direction", true), ("sizes", "size", true),
        ("szie", "size", true), ("sise", "size", true), ("abc", "abd", true), ("width", "size", false),
        ("size-b", "size", false), ("size", "size", false), ("eisz", "size", false),
    ])
    func oneEditIsALetterAddedLeftOutChangedOrSwapped(name: String, base: String, close: Bool) {
        #expect(Checker.isOneEdit(Array(name.unicodeScalars), Array(base.unicodeScalars)) == close)
        #expect(Checker.isOneEdit(Array(base.unicodeScalars), Array(name.unicodeScalars)) == close)
    }
}

extension NewUserMistakesTests {
    // Item 15: a percentage on a length loaded silently as a fraction of a point; the transforms
    // issue makes it an error whose hint spells the relative length.
    @Test func aPercentageOnALengthIsRefused() {
        DiagnosticExpectations.check(
            "effect e { layer l { animate transform.translation.x fill forwards from 0 to 1️⃣-100% } }",
            [
                "1️⃣ 'transform.translation.x' is a length, but a percentage is a fraction of no size (100% would be 1 point)"
            ])
        // A percentage on a fraction is what it says.
        DiagnosticExpectations.check("effect e { layer l { set opacity = 50% } }", [])
    }

    // Item 15: moving the anchor point without a position moves the layer.
    @Test func anAnchorPointWithoutAPositionIsWarnedAboutOncePerLayer() {
        DiagnosticExpectations.check(
            """
            effect e {
                layer a { 1️⃣animate anchorPoint.x fill forwards from 0 to 1; set anchorPoint.y = 0 }
                layer b { set anchorPoint = (0, 0); set position.x = 10 }
            }
            """,
            ["1️⃣ 'anchorPoint' of layer 'a' changes, but its 'position' is never set: the layer moves"])
    }

    // Item 15: an unknown key path said nothing about the ones that exist.
    @Test func anUnknownKeyPathListsTheKeyPathsThatExist() throws {
        let found = DiagnosticExpectations.diagnostics("effect e { layer l { set transform.skew = 1 } }")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.message == "unknown key path 'transform.skew'")
        #expect(
            diagnostic.hint
                == "the key paths of 'transform' are transform.rotation, transform.rotation.x, transform.rotation.y, "
                + "transform.rotation.z, transform.scale, transform.scale.x, transform.scale.y, transform.scale.z, "
                + "transform.translation, transform.translation.x, transform.translation.y, transform.translation.z; "
                + "docs/DSL.md lists them all under 'set'")
        let other = DiagnosticExpectations.diagnostics("effect e { layer l { set skew = 1 } }")
        #expect(
            other.first?.hint?.hasPrefix("the key paths are position, position.x, position.y, zPosition")
                == true)
    }
}

extension NewUserMistakesTests {
    // Item 13: a binary file gave an error for nearly every byte (201 errors in 605 lines).
    @Test func aBinaryFileIsOneErrorSayingItIsNotText() {
        let bytes: [UInt8] =
            [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0, count: 500)
        let result = DSLLoader.load(SourceFile(name: "a.out", bytes: bytes))
        #expect(result.failedFiles == ["a.out"])
        #expect(
            result.diagnostics.map(\.message) == [
                "the file is not text: it holds the control byte 0x7F at 1:1 and 504 more"
            ])
        #expect(!result.rendered().unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // UTF-16 text is NUL every other byte.
        let utf16: [UInt8] = Array("effect e { }\n".utf8).flatMap { byte -> [UInt8] in [byte, 0] }
        let other = DSLLoader.load(SourceFile(name: "u.fx", bytes: utf16)).diagnostics
        #expect(other.map(\.id) == [.fileNotText])
        #expect(other.first?.range.start.column == 2)
    }

    // Item 13: past the cap the rest of a file's errors were dropped uncounted.
    @Test func errorsPastTheCapAreCounted() {
        let text = "effect e {\n" + (0..<30).map { "let a\($0) = x\($0)\n" }.joined() + "}\n"
        let found = DiagnosticExpectations.diagnostics(text)
        #expect(found.count == DSLLimits.standard.errors + 1)
        #expect(found.last?.message == "and 10 more errors in this file; only the first 20 are shown")
        #expect(found.last?.range.start.line == 22)
    }
}
