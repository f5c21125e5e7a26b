import EffectsRegistry
import Testing

@testable import EffectDSL

/// Files as other tools write them: a byte-order mark, bytes that are not UTF-8, invisible characters.
///
/// Messages name what they cannot show by code point or byte value.
@Suite struct SourceEncodingTests {
    private func diagnostics(_ bytes: [UInt8]) -> [String] {
        DSLLoader.load(SourceFile(name: "x.fx", bytes: bytes)).diagnostics.map { diagnostic in
            "\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.message)"
        }
    }

    @Test func aLeadingByteOrderMarkIsSkippedAndColumnsStartAfterIt() {
        let good = [0xEF, 0xBB, 0xBF] + Array("effect e { layer l { set opacity = 1 } }\n".utf8)
        let result = DSLLoader.load(SourceFile(name: "x.fx", bytes: good))
        #expect(result.diagnostics.isEmpty && result.effects.count == 1)
        let bad = [0xEF, 0xBB, 0xBF] + Array("efect e { }\n".utf8)
        #expect(diagnostics(bad) == ["1:1: expected 'effect' at the top level, found 'efect'"])
    }

    @Test(arguments: [
        ("\u{00A0}", "U+00A0"), ("\u{200B}", "U+200B"), ("\u{FEFF}", "U+FEFF"), ("\u{7}", "U+0007"),
        ("\u{0}", "U+0000"), ("\u{202E}", "U+202E"), ("\u{301}", "U+0301"),
    ])
    func anInvisibleCharacterIsNamedByCodePoint(character: String, shown: String) {
        let text = "effect e { let x = 1 \(character)+ 2 }\n"
        #expect(diagnostics(Array(text.utf8)) == ["1:22: unexpected character \(shown)"])
    }

    @Test func aVisibleCharacterIsQuoted() {
        #expect(diagnostics(Array("effect e { let x = 1 ✨ 2 }".utf8)) == ["1:22: unexpected character '✨'"])
    }

    @Test func bytesThatAreNotUTF8AreNamedOneByOne() {
        // 0xC3 would start a two-byte character, but '(' cannot continue one: the '(' is read as
        // itself, so the rest of the line is still lexed.
        let bytes = Array("effect e { let x = 1 ".utf8) + [0xC3, 0x28, 0xFF] + Array(" }".utf8)
        #expect(
            diagnostics(bytes) == [
                "1:22: unexpected byte 0xC3 (the file is not valid UTF-8)",
                "1:24: unexpected byte 0xFF (the file is not valid UTF-8)",
            ])
    }
}
