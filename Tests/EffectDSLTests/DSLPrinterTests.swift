import EffectsRegistry
import Testing

@testable import EffectDSL

/// The `.fx` printer: the generated source.
@Suite struct DSLPrinterTests {
    @Test func writesTheEffectAsSource() throws {
        let effect = PanelEffect()
        let source = try DSLPrinter().source(
            of: effect, origin: .builtIn, parameters: effect.descriptor.defaults())
        #expect(
            source == """
                // 'drag' (built-in) as .fx source, written by 'DSLPrinter' from
                // its timeline on a 375x667 viewport. Every value below is that timeline's number,
                // frozen: the copy has no parameters.
                // It was taken at distance=100, length=1, side=right.

                effect drag-copy {
                    summary "A panel slides to the right"
                    drive progress
                    duration 1s

                    layer panel {
                        set opacity = 1
                        set bounds.size.x = 375
                        animate position.x duration 1s from 0 to 100
                    }
                }

                """)
    }

    @Test func namesTheWriterTheParametersAndTheViewportItWasBuiltWith() throws {
        let effect = PanelEffect()
        let printer = DSLPrinter(writer: "a test", nameSuffix: "-2")
        let source = try printer.source(
            of: effect, origin: .file(path: "drag.swift", line: 3),
            parameters: effect.descriptor.bind(["side=left", "length=2"]),
            context: EffectContext(viewportWidth: 320, viewportHeight: 480.5))
        #expect(
            source.hasPrefix(
                """
                // 'drag' (drag.swift:3) as .fx source, written by 'a test' from
                // its timeline on a 320x480.5 viewport. Every value below is that timeline's number,
                // frozen: the copy has no parameters.
                // It was taken at distance=100, length=2, side=left.
                """))
        #expect(source.contains("effect drag-2 {\n"))
        #expect(source.contains("        set bounds.size.x = 320\n"))
        #expect(source.contains("        animate position.x duration 2s from 0 to -100\n"))
    }

    @Test func throwsWhatTheTimelineThrows() {
        let effect = ProbeEffect()
        #expect(throws: EffectError.failed("size must not be negative")) {
            try DSLPrinter().source(
                of: effect, origin: .builtIn, parameters: effect.descriptor.bind(["size=-1"]))
        }
    }

    @Test func writesKeyframeBlocksWithTimesTimingAndOptions() throws {
        let track = try Track(
            keyPath: "transform.rotation", values: [Value(0), Value(-0.15), Value(0)],
            keyTimes: [0, 1.0 / 3, 1],
            timingFunctions: [.linear, .linear], isAdditive: true,
            timing: MediaTiming(beginTime: 0.1, duration: 2, repeatCount: .infinity, fillMode: .forwards))
        let group = try AnimationGroup(timing: MediaTiming(duration: 1.2), animations: [.track(track)])
        #expect(
            DSLPrinter.lines(.group(group), indent: 0) == [
                "group duration 1.2s {",
                "    animate transform.rotation duration 2s delay 0.1s repeat forever fill forwards additive {",
                "        0%                  0      linear",
                "        33.33333333333333%  -0.15  linear",
                "        100%                0",
                "    }",
                "}",
            ])
    }
}
