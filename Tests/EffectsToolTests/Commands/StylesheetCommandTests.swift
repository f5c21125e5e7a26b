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

    /// Every command that loads an imported effect says, once, on stderr, what the import left
    /// out; `--quiet` silences it (issue 31: only `check` said it, so numbers differed silently).
    @Test func everyCommandSaysWhatTheImportLeftOut() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(
            ".card { animation: pop 2s linear both; }\n.card { animation-delay: 0; color: red; }\n"
                + "@keyframes pop { to { opacity: 0.5; background-color: red; } }\n", to: "site.css")
        let dropped =
            "Warning: site.css:2:26: the declaration of 'animation-delay' is dropped, as a browser drops it"
        let commands: [[String]] = [
            ["sample", "site.css", "--at", "1"], ["inspect", "site.css"],
            ["export", "site.css", "--format", "css"], ["plot", "site.css"],
            ["render", "site.css", "--frames", "2"],
        ]
        for arguments in commands {
            let result = fx.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect(result.error.components(separatedBy: dropped).count == 2, "\(arguments): \(result.error)")
            #expect(
                result.error.contains("'background-color', which the import leaves out"),
                "\(arguments): \(result.error)")
            #expect(result.error.contains("'fxctl check site.css' shows them in the source"))
            // The check repeats how the command read the file.
            let onPage = fx.run(
                arguments + ["--markup", "<p class=\"card\"></p>", "--media", "reduced-motion"])
            #expect(
                onPage.error.contains(
                    "'fxctl check site.css --markup \"<p class=\\\"card\\\"></p>\" --media reduced-motion' shows them"
                ),
                "\(arguments): \(onPage.error)")
            let quiet = fx.run(arguments + ["--quiet"])
            #expect(quiet.error == "", "\(arguments): \(quiet.error)")
            #expect(quiet.output == result.output)
        }
    }

    /// A Lottie file's import warnings reach the commands too, carried by the effect itself.
    @Test func aLottieFilesOmissionsReachEveryCommand() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        let layer =
            #"{"ty":3,"nm":"N","ind":1,"ip":0,"op":30,"st":0,"ks":{},"masksProperties":[{"mode":"a"}]}"#
        try fx.write(
            #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":10,"h":10,"layers":["# + layer + "]}", to: "anim.json")
        let result = fx.run(["inspect", "anim.json"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.hasPrefix("Warning: anim.json:1:"), "\(result.error)")
        #expect(result.error.contains("masks left out"), "\(result.error)")
        #expect(fx.run(["inspect", "anim.json", "--quiet"]).error == "")
    }

    /// The CSS export's header carries what the import left out, so "exact" is said only of what
    /// was exported (issue 32: it said "Every track is exact" of a file whose import dropped
    /// properties).
    @Test func theExportsHeaderCarriesWhatTheImportLeftOut() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(
            ".card { animation: pop 2s linear both; }\n@keyframes pop { to { opacity: 0.5; color: red; } }\n",
            to: "site.css")
        let css = fx.run(["export", "site.css", "--format", "css", "--quiet"])
        #expect(css.status == 0)
        #expect(
            css.output.contains(
                """
                /* What the import of the effect's source left out or dropped, so this lacks it too:
                 *   site.css:1:20: the keyframes animate 'color', which the import leaves out: fxkit samples geometry and opacity
                 */
                /* Every track exported is exact. */
                """), "\(css.output)")
        #expect(!css.output.contains("Every track is exact."))
    }

    /// The header also carries what the import approximated: a Lottie file's curved motion path,
    /// fitted within the tolerance, is not "exact" in the CSS made of it.
    @Test func theExportsHeaderCarriesWhatTheImportApproximated() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(
            #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":200,"h":200,"nm":"Arc","layers":[{"ty":4,"nm":"Dot","ind":1,"ip":0,"op":30,"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[20,100],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]},"to":[40,-80],"ti":[-40,-80]},{"t":30,"s":[180,100]}]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}]}]}"#,
            to: "arc.json")
        let css = fx.run(["export", "arc.json", "--format", "css"])
        #expect(css.status == 0, "\(css.error)")
        let header = css.output.components(separatedBy: "\n.fx-arc {").first ?? ""
        #expect(
            header.contains(
                "/* What the import of the effect's source approximated (largest error, tolerance):\n"
                    + " *   dot.position.x: the curved motion path layers[0].ks.p travelled by arc length in "
            ),
            "\(header)")
        #expect(header.contains(" *   dot.position.y: the curved motion path layers[0].ks.p"), "\(header)")
        #expect(header.hasSuffix("/* Every track exported is exact. */\n"), "\(header)")
    }

    /// Moments after an endless animation's first pass still show it playing: `sample` does not
    /// call them outside the effect (it did for every spinner); a finite one's are.
    @Test func momentsAnEndlessAnimationCoversAreNotOutside() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(
            ".spin { animation: spin 1s linear infinite; }\n.once { animation: spin 1s linear; }\n"
                + "@keyframes spin { to { transform: rotate(360deg); } }\n", to: "site.css")
        let endless = fx.run(["sample", "site.css", "--element", ".spin", "--at", "5.25,-1"])
        #expect(
            endless.error
                == "Warning: --at -1 is outside the effect, 0 to 1 s: there each property shows its model value, or the value a fill holds\n"
        )
        let once = fx.run(["sample", "site.css", "--element", ".once", "--at", "5.25"])
        #expect(once.error.contains("--at 5.25 is outside the effect"))
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
                bad.css:2:24: error: the importer cannot sample 'margin-left', and the keyframes animate nothing it can
                @keyframes spin { to { margin-left: 10px; } }
                                       ^~~~~~~~~~~
                hint: keyframes may animate transform, translate, rotate, scale, opacity, visibility, \
                backface-visibility, width, height, left and top
                1 error in 1 file

                """)
    }

    @Test func refusesAnElementInAStateNoPageWithoutAUserHas() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "site.css")
        let result = fx.run(["sample", "site.css", "--element", ".card:hover"])
        #expect(result.status == 2)
        #expect(
            result.error.hasPrefix(
                "Error: invalid value '.card:hover' for 'element': asks for a state a page without a user never has"
            ))
        let unmatched = fx.run(["sample", "site.css", "--element", ".card:not(.card)"])
        #expect(unmatched.status == 2)
        #expect(unmatched.error.contains("selects no element of a page built as it says"))
    }
}
