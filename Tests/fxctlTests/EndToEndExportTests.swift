import Foundation
import Testing

/// `fxctl export` through the built binary: the three formats, the error for an effect the web
/// export cannot write (exit 1, the layer and key path named, no output file), and `-o`.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndExportTests {
    static let unexportable = """
        effect tilt3d {
            duration 1s
            layer card {
                set position = (100, 100)
                animate anchorPoint from (0.5, 0.5) to (0, 0)
            }
        }
        """

    @Test func refusesAnEffectItCannotWriteWithExitOneAndNoFile() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(Self.unexportable, to: "tilt.fx")
        let result = try fx.run(["export", "tilt.fx", "--format", "css", "-o", "out.css"])
        #expect(result.status == 1)
        #expect(
            result.error
                == "Error: tilt.fx:1: cannot export 'card.anchorPoint' as css: an animated anchorPoint is not "
                + "exported yet\n")
        #expect(fx.entries() == ["tilt.fx"], "no output or temporary file")
    }

    @Test func writesEachFormatAndTakesTheFormatFromTheFileName() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        for (name, start) in [
            ("card.json", "{\n  \"generator\": \"fxkit\""), ("card.css", "/* fxkit export (css)"),
            ("card.html", "<!doctype html>"),
        ] {
            let result = try fx.run(["export", "swap-card", "-o", name])
            #expect(result.status == 0, "\(result.error)")
            #expect(fx.read(name)?.hasPrefix(start) == true, "\(name)")
        }
        let piped = try fx.run(["export", "spring-pop", "--format", "waapi", "--tolerance", "0.01,0.001"])
        #expect(piped.status == 0)
        #expect(piped.output.contains("\"method\": \"spring as linear() with"))
        #expect(piped.output.contains("\"tolerance\": 0.001"))
    }

    @Test func refusesAToleranceThatIsNotPositive() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(["export", "swap-card", "--tolerance", "0", "-o", "out.json"])
        #expect(result.status == 2)
        #expect(result.error.contains("expected one or two numbers greater than 0"))
        #expect(fx.entries() == [])
    }
}
