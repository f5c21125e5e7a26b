import Effects
import EffectsRegistry
import Testing

@testable import EffectsTool

/// `inspect` in text and JSON: parameters, layers, tracks, keyframes and warnings.
@Suite struct InspectTests {
    @Test func describesTheEffectAsText() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["inspect", "wipe"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output == """
                wipe: A panel slides to the right

                  origin    built-in
                  drive     time
                  duration  1 s
                  layers    panel

                PARAMETERS:
                  NAME      DEFAULT  ALLOWED      UNIT  HELP
                  distance  100      0...1000     pt    how far the panel goes
                  length    1        0.1...10     s     how long it takes
                  side      right    left, right        where it goes

                TIMELINE (default parameters, viewport 375x667):
                  layer panel
                    set opacity = 1
                    set bounds.size.x = 375
                    animate position.x, duration 1 s
                      0%    0
                      100%  100

                EXPORT (fxctl export):
                  lottie  exact  panel.position.x
                  waapi   exact  panel.position.x
                  css     exact  panel.position.x

                WARNINGS:
                  - 'panel.position.x' jumps from 100 to 0 at 1 s when its animation ends
                    hint: with fill 'none' the model value shows again: set 'position.x' to the end value, or fill forwards

                """)
    }

    @Test func buildsTheTimelineAtTheGivenParametersAndViewport() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run([
            "inspect", "wipe", "-p", "distance=250", "-p", "side=right", "--viewport", "800x600",
        ])
        #expect(result.status == 0)
        // Only the parameter that differs from its default is named.
        #expect(result.output.contains("TIMELINE (distance=250, viewport 800x600):"))
        #expect(result.output.contains("    set bounds.size.x = 800\n"))
        #expect(result.output.contains("      100%  250\n"))
        let json = fx.run(["inspect", "wipe", "-p", "distance=250", "--format", "json"])
        #expect(json.output.contains("\"default\": 100,\n      \"value\": 250,"))
        let source = fx.run(["inspect", "wipe", "-p", "distance=250", "--format", "fx"])
        #expect(
            source.output.hasPrefix(
                "// 'wipe' (built-in) as .fx source, written by 'fxctl inspect --format fx' from\n"))
        #expect(source.output.contains("// its timeline on a 375x667 viewport."))
        #expect(source.output.contains("// It was taken at distance=250, "))
        #expect(!source.output.contains("param "), "a frozen copy declares no parameters")
    }

    @Test func refusesAnUnknownParameter() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["inspect", "wipe", "-p", "distanse=250"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.contains("unknown parameter 'distanse' (did you mean 'distance'?)"))
    }

    @Test func describesTheEffectAsJSON() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["inspect", "drag", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{\n  \"name\": \"drag\",\n"))
        #expect(result.output.contains("\"drive\": \"progress\""))
        #expect(result.output.contains("\"keyTimes\": [0, 1]"))
        #expect(result.output.contains("\"minimum\": 0.1,\n      \"maximum\": 10,"))
    }

    @Test func describesTheFindingsAsJSON() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["inspect", "wipe", "--format", "json"])
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                """
                  "warnings": [
                    {
                      "id": "property-snaps-back",
                      "severity": "warning",
                      "track": "panel.position.x",
                      "message": "'panel.position.x' jumps from 100 to 0 at 1 s when its animation ends",
                      "hint": "with fill 'none' the model value shows again: set 'position.x' to the end value, or fill forwards"
                    }
                  ]
                """))
    }

    @Test func theParametersFormatPrintsTheNamesForCompletion() throws {
        var fx = try InProcess()
        defer { fx.remove() }
        fx.builtIns = [BuiltInEffects.provider]
        let names = fx.run(["inspect", "swap-card", "--format", "parameters"])
        #expect(names.status == 0, "\(names)")
        #expect(names.output == "angle\noffset\nforward\nswing\ncard\n")
        try fx.write("effect plain {\n    layer l { animate opacity { 0% 0; 100% 1 } }\n}\n", to: "plain.fx")
        let none = fx.run(["inspect", "plain.fx", "--format", "parameters"])
        #expect(none.status == 0 && none.output == "", "\(none)")
    }
}
