import EffectsText
import Foundation
import Testing

/// Files whose names, keys and values hold escape sequences: every message and listing shows
/// them as visible stand-ins, so a hostile file in `./effects` cannot retitle, clear or rewrite
/// the terminal of whoever runs `fxctl list`.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndTerminalSafetyTests {
    /// An escape sequence that sets the terminal's title, and one that clears the screen.
    static let retitle = "\u{1B}]0;PWNED\u{07}"
    static let clear = "\u{1B}[2J"

    /// A project whose effects hold escape sequences: a Lottie file whose composition and layer
    /// names carry them, a stylesheet whose `@keyframes` name escapes one, and a `.fx` file whose
    /// name does and which has an error.
    static func project() throws -> EndToEnd {
        let run = try EndToEnd()
        let layer = """
            {"ty":4,"nm":"lay\(Self.json(Self.clear))er","ind":1,"ip":0,"op":30,"st":0,\
            "ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[50,50]}},\
            "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}]}
            """
        try run.write(
            #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"nm":"evil"#
                + Self.json(Self.retitle) + #"name","layers":["# + layer + "]}",
            to: "effects/evil.json")
        try run.write(
            ".a { animation: x\\1b]0;T\\7 1s; }\n@keyframes x\\1b]0;T\\7 { to { opacity: 0 } }\n",
            to: "bad.css")
        try run.write("effect broken { layer l { set opacity = } }\n", to: "effects/odd\(Self.clear).fx")
        try run.write(#"{"v":"5.7.0","\u001b[31mkey":[1,2,]}"#, to: "key.json")
        return run
    }

    /// `text` as a JSON string's contents, every control character escaped.
    static func json(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }
            .joined()
    }

    /// The characters of `text` a terminal would obey (line feeds aside).
    static func obeyed(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && TerminalText.shown($0) != $0 }.map {
            String($0.value, radix: 16)
        }
    }

    @Test(arguments: [
        ["list"], ["list", "--names"], ["inspect", "effects/evil.json"],
        ["inspect", "effects/evil.json", "--format", "fx"], ["check", "bad.css"], ["sample", "bad.css"],
        ["check", "key.json"], ["export", "effects/evil.json", "--format", "html"],
        ["check", "effects/odd\u{1B}[2J.fx"],
    ])
    func nothingFromAFileReachesTheTerminalRaw(_ arguments: [String]) throws {
        let run = try Self.project()
        defer { run.remove() }
        let result = try run.run(arguments)
        #expect(Self.obeyed(result.output).isEmpty, "stdout obeys \(Self.obeyed(result.output))")
        #expect(Self.obeyed(result.error).isEmpty, "stderr obeys \(Self.obeyed(result.error))")
        // The hostile characters are shown, not dropped: "␛" stands for ESC, "␇" for BEL.
        let pictures = (result.output + result.error).unicodeScalars.filter {
            (0x2400...0x2421).contains($0.value)
        }
        #expect(!pictures.isEmpty, "\(result)")
    }

    @Test func theFxCopyOfAHostileNameReadsBackAsTheSameString() throws {
        let run = try Self.project()
        defer { run.remove() }
        let copy = try run.run(["inspect", "effects/evil.json", "--format", "fx"])
        #expect(copy.output.contains(#"summary "Lottie animation 'evil\u{1B}]0;PWNED\u{7}name' at 30 fps""#))
        try run.write(copy.output, to: "copy.fx")
        let check = try run.run(["check", "copy.fx"])
        #expect(check.status == 0, "\(check)")
    }
}
