import EffectsRegistry
import Testing

@testable import fxctl

/// `inspect --format fx`: the generated source, and the exact percentages of key times.
@Suite struct FXSourceTests {
    @Test(arguments: [
        ("0", "0"), ("1", "100"), ("0.5", "50"), ("0.3333333333333333", "33.33333333333333"),
        ("0.07", "7"), ("1e-05", "0.001"), ("-0.25", "-25"),
        ("2.5e-324", "0." + String(repeating: "0", count: 321) + "25"),
        ("12.5", "1250"),
    ])
    func shiftsDecimalTextByTwoPlaces(_ text: String, _ expected: String) {
        #expect(DecimalText.shifted(text, by: 2) == expected)
    }

    @Test(arguments: [0.0, 1, 0.5, 1.0 / 3, 2.0 / 3, 0.07, 0.1 + 0.2, 1e-7, 0.999999999999])
    func writesPercentagesThatReadBackExactly(_ fraction: Double) throws {
        let text = DecimalText.percent(fraction)
        let number = try #require(Double(String(text.dropLast()) + "e-2"))
        #expect(number == fraction)
    }

    @Test func writesTheEffectAsSource() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let result = fx.run(["inspect", "drag", "--format", "fx"])
        #expect(result.status == 0)
        #expect(
            result.output.hasSuffix(
                """
                effect drag-copy {
                    summary "A panel slides to the right"
                    param distance = 100 in 0...1000 "how far the panel goes"
                    param length = 1s in 0.1s...10s "how long it takes"
                    param side = "right" in ["left", "right"] "where it goes"
                    drive progress
                    duration 1s

                    layer panel {
                        set opacity = 1
                        set bounds.size.width = 375
                        animate position.x duration 1s from 0 to 100
                    }
                }

                """))
    }

    @Test func writesKeyframeBlocksWithTimesTimingAndOptions() throws {
        let track = try Track(
            keyPath: "transform.rotation", values: [Value(0), Value(-0.15), Value(0)],
            keyTimes: [0, 1.0 / 3, 1],
            timingFunctions: [.linear, .linear], isAdditive: true,
            timing: MediaTiming(beginTime: 0.1, duration: 2, repeatCount: .infinity, fillMode: .forwards))
        let group = try AnimationGroup(timing: MediaTiming(duration: 1.2), animations: [.track(track)])
        #expect(
            FXSource.lines(.group(group), indent: 0) == [
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
