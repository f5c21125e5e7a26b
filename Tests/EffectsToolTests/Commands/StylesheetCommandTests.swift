import EffectsRegistry
import Testing

@testable import EffectsTool

/// Stylesheets as effect sources: named, found in ./effects, imported for `--element` and `--media`,
/// refused with positioned errors, and printed as `.fx` that samples identically.
@Suite struct StylesheetCommandTests {
    static let stylesheet = """
        .card { animation: pop 2s linear both; }
        .card.late { animation-delay: 1s; }
        @keyframes pop { from { opacity: 0; transform: scale(0.5); } to { opacity: 1; transform: scale(1); } }
        @media (prefers-reduced-motion: reduce) { .card { animation-duration: 1s; } }
        """

    @Test func samplesAStylesheetNamedOnTheCommandLine() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "site.css")
        let result = fx.run(["sample", "site.css:pop", "--at", "0,1,2", "--columns", "element.opacity"])
        #expect(result.error == "")
        #expect(result.output == "t,progress,element.opacity\n0,0,0\n1,0.5,0.5\n2,1,1\n")
    }

    @Test func importsForTheElementAndTheMediaAsked() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "site.css")
        let late = fx.run([
            "sample", "site.css", "--element", ".card.late", "--at", "2", "--columns", "element.opacity",
        ])
        #expect(late.output == "t,progress,element.opacity\n2,0.6666666666666666,0.5\n")
        let reduced = fx.run([
            "sample", "site.css", "--media", "reduced-motion", "--at", "0.5", "--columns", "element.opacity",
        ])
        #expect(reduced.output == "t,progress,element.opacity\n0.5,0.5,0.5\n")
    }

    @Test func findsStylesheetsInTheEffectsDirectory() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "effects/site.css")
        let result = fx.run(["list", "--names"])
        #expect(result.output.split(separator: "\n").contains("pop"))
        let sampled = fx.run(["sample", "pop", "--at", "1", "--columns", "element.opacity"])
        #expect(sampled.output == "t,progress,element.opacity\n1,0.5,0.5\n")
    }

    @Test func printsTheImportAsFxThatSamplesIdentically() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "site.css")
        let printed = fx.run(["inspect", "site.css", "--format", "fx"])
        #expect(printed.status == 0)
        try fx.write(printed.output, to: "copy.fx")
        #expect(fx.run(["check", "copy.fx"]).status == 0)
        let original = fx.run(["sample", "site.css", "--fps", "30"])
        let copy = fx.run(["sample", "copy.fx", "--fps", "30"])
        #expect(!original.output.isEmpty)
        #expect(copy.output == original.output)
    }

    @Test func refusesWhatItCannotImportWithAPositionedError() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(
            ".a { animation: spin 1s; }\n@keyframes spin { to { margin-left: 10px; } }\n", to: "bad.css")
        let result = fx.run(["check", "bad.css"])
        #expect(result.status == 1)
        #expect(
            result.error == """
                bad.css:2:24: error: the importer cannot sample 'margin-left'
                @keyframes spin { to { margin-left: 10px; } }
                                       ^~~~~~~~~~~
                hint: keyframes may animate transform, translate, rotate, scale, opacity, visibility, \
                backface-visibility, width, height, left and top
                1 error in 1 file

                """)
    }

    @Test func refusesAnElementThatIsNotASelectorOfClasses() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "site.css")
        let result = fx.run(["sample", "site.css", "--element", ".card:hover"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("Error: invalid value '.card:hover' for 'element': names more than"))
    }
}
