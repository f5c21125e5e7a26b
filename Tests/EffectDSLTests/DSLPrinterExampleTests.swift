import EffectsRegistry
import Testing

@testable import EffectDSL

/// The printer writes an effect's examples back as `example` items.
@Suite struct DSLPrinterExampleTests {
    static let descriptor = EffectDescriptor(
        name: "wipe", summary: "A panel slides",
        parameters: [
            .number("length", default: 1, in: 0.1...10, unit: "s", help: ""),
            .choice("side", ["left", "right"], default: "right", help: ""),
            .vector("offset", default: Value(0, 0), help: ""),
        ],
        duration: 1,
        examples: [
            EffectExample(
                at: .time(0.5), expect: ["panel.position.x": 50, "panel.opacity": -0.25], "half way"),
            EffectExample(
                ["side=right", "length=1"], at: .progress(0.25), expect: ["panel.position.x": 25],
                tolerance: 1e-6, "a quarter, the defaults spelt out"),
            EffectExample(
                ["length=1.5", "side=left", "offset=(1, -2)"], at: .time(0.75),
                expect: ["panel.position.x": -50], "elsewhere"),
        ])

    @Test func writesTheExamplesAtTheCopysParametersAsItemsAndTheOthersAsComments() {
        #expect(
            DSLPrinter.exampleLines(Self.descriptor, at: Self.descriptor.defaults()) == [
                "",
                "    example \"half way\" at 0.5s {",
                "        panel.position.x  = 50",
                "        panel.opacity     = -0.25",
                "    }",
                "",
                "    example \"a quarter, the defaults spelt out\" at 25% within 0.000001 {",
                "        panel.position.x  = 25",
                "    }",
                "",
                "    // Examples at other parameters, which this copy's numbers do not follow:",
                "    // example \"elsewhere\" at 0.75s where length = 1.5s, side = \"left\", offset = (1, -2) {",
                "    //     panel.position.x  = -50",
                "    // }",
            ])
    }

    @Test func writesNothingForAnEffectWithoutExamples() {
        var descriptor = Self.descriptor
        descriptor.examples = []
        #expect(DSLPrinter.exampleLines(descriptor, at: descriptor.defaults()).isEmpty)
    }
}
