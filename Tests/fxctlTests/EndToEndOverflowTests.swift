import Foundation
import Testing

/// Numbers so large that their arithmetic overflows — a duration of 1e307 s, a translation of
/// 1e308 px — are refused where the file writes them, on every command: no export writes `inf`,
/// `nan` or `null`, no sample jumps to the wrong keyframe, and nothing is left in `-o`'s place.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndOverflowTests {
    /// A file, the effect it names, and the first line of the error it must give.
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var text: String
        var effect: String
        var message: String
        var testDescription: String { "\(file): \(message)" }
    }

    static let keyframes = "@keyframes fade { from { opacity: 0 } to { opacity: 1 } }\n"
    static let tooLarge = "is beyond ±10⁹, more than any real stylesheet's lengths, angles or times"
    static let lottieLayer = """
        {"ty":4,"nm":"box","ind":1,"ip":0,"op":1e7,"st":0,"ks":{"o":{"a":1,"k":[\
        {"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":1e7,"s":[100]}]}},\
        "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}]}
        """

    static let cases: [Case] = [
        Case(
            file: "duration.css", text: keyframes + ".a { animation: fade 1e307s linear; }\n", effect: "fade",
            message: "duration.css:2:22: error: 1e+307 \(tooLarge)"),
        Case(
            file: "delay.css", text: keyframes + ".a { animation: fade 1s linear -1e308s; }\n",
            effect: "fade",
            message: "delay.css:2:32: error: 1e+308 \(tooLarge)"),
        Case(
            file: "count.css", text: keyframes + ".a { animation: fade 1s linear 1e308; }\n", effect: "fade",
            message: "count.css:2:32: error: 1e+308 \(tooLarge)"),
        Case(
            file: "translate.css",
            text: "@keyframes b { to { transform: translateX(1.7e308px) } }\n.b { animation: b 1s; }\n",
            effect: "b", message: "translate.css:1:43: error: 1.7e+308 \(tooLarge)"),
        Case(
            file: "duration.fx", text: "effect d {\n  duration 1e307s\n  layer l { set opacity = 0 }\n}\n",
            effect: "d",
            message:
                "duration.fx:2:12: error: the effect's duration must lie within ±1000000000 s (about 31 years), got 1e+307 s"
        ),
        Case(
            file: "speed.fx",
            text: "effect s {\n  layer l { set opacity = 0; animate opacity speed 1e10 to 1 }\n}\n",
            effect: "s",
            message:
                "speed.fx:2:52: error: the speed must be 0 or between 1e-9 and 1000000000, got 10000000000"),
        Case(
            file: "repeat.fx",
            text: "effect r {\n  layer l { set opacity = 0; animate opacity repeat 2e9 to 1 }\n}\n",
            effect: "r",
            message:
                "repeat.fx:2:53: error: the repeat count must be at most 1000000000 or endless, got 2000000000"
        ),
        Case(
            file: "matrix.fx",
            text:
                "effect m {\n  layer l { set opacity = 0; animate transform from translate(-1.7e308, 0) to translate(1.7e308, 0) }\n}\n",
            effect: "m",
            message:
                "matrix.fx:2:63: error: the value -1.7e+308 is beyond ±10¹⁵, more than any length, angle or scale an effect needs"
        ),
        Case(
            file: "long.json",
            text: #"{"v":"5.7.0","fr":0.001,"ip":0,"op":1e7,"w":100,"h":100,"layers":["# + lottieLayer + "]}",
            effect: "long",
            message:
                "long.json:1:37: error: the animation's length must lie within ±1000000000 s (about 31 years), got 10000000000 s (at op)"
        ),
    ]

    /// Each command refuses the file with the message at its place, exit 1, and writes nothing.
    @Test(arguments: cases)
    func anOverflowingNumberIsRefusedWhereItIsWritten(_ overflow: Case) throws {
        let run = try EndToEnd()
        defer { run.remove() }
        try run.write(overflow.text, to: overflow.file)
        let reference = "\(overflow.file):\(overflow.effect)"
        for arguments in [
            ["check", overflow.file], ["sample", reference, "--at", "0"],
            ["export", reference, "--format", "css", "-o", "out.css"],
            ["export", reference, "--format", "waapi", "-o", "out.json"],
            ["export", reference, "--format", "lottie", "-o", "out.lottie.json"],
        ] {
            let result = try run.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.error.hasPrefix(overflow.message), "\(arguments): \(result.error)")
            #expect(result.output.isEmpty, "\(arguments): \(result.output)")
        }
        #expect(run.entries() == [overflow.file])
    }

    /// Just inside the limits, the same effects play: a billion seconds, a billion points.
    @Test func theLimitsThemselvesAreAccepted() throws {
        let run = try EndToEnd()
        defer { run.remove() }
        try run.write(
            Self.keyframes + ".a { animation: fade 1e9s linear -1e9s 1e9; }\n"
                + "@keyframes b { to { transform: translateX(1e9px) } }\n.b { animation: b 1s linear; }\n",
            to: "edge.css")
        let fade = try run.run(["sample", "edge.css:fade", "--at", "5e8"])
        #expect(fade.status == 0, "\(fade)")
        #expect(
            fade.output.hasSuffix(",0.5\n"),
            "1.5e9 s into 1e9 s iterations is halfway through the second: \(fade.output)")
        let slide = try run.run(["export", "edge.css:b", "--format", "css"])
        #expect(slide.status == 0, "\(slide)")
        #expect(slide.output.contains("translateX(1000000000px)"), "\(slide.output)")
    }
}
