import EffectsRegistry
import Testing

@testable import EffectsTool

/// Lottie files as effect sources: named, found in ./effects, refused with positioned errors, and
/// printed as `.fx` that samples identically, through every command that takes an effect.
@Suite struct LottieCommandTests {
    /// A ball that fades in while it moves right (eased), under a null parent that turns it.
    static let animation = #"""
        {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":400,"h":300,"nm":"Ball Roll","layers":[
        {"ty":4,"nm":"Ball","ind":1,"parent":2,"ip":0,"op":60,"st":0,"ks":{
         "p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0.3,"y":0},"i":{"x":0.7,"y":1}},{"t":30,"s":[100,0]}]},
         "o":{"a":1,"k":[{"t":0,"s":[0]},{"t":30,"s":[100]}]}},
         "shapes":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]}}]},
        {"ty":3,"nm":"Pivot","ind":2,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[200,150]},
         "r":{"a":1,"k":[{"t":0,"s":[0],"h":1},{"t":30,"s":[90]}]}}}]}
        """#

    @Test func samplesALottieFileNamedOnTheCommandLine() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.animation, to: "roll.json")
        let result = fx.run(["sample", "roll.json", "--at", "0,0.5,1.5", "--columns", "ball.opacity"])
        #expect(result.error == "")
        #expect(result.output == "t,progress,ball.opacity\n0,0,0\n0.5,0.25,0.5\n1.5,0.75,1\n")
        let corners = fx.run([
            "sample", "roll.json", "--at", "1.5", "--geometry", "--columns", "ball.corners.topLeft.*",
        ])
        // The null turned a quarter: the ball's box, 100 points right of the pivot, is below it.
        #expect(
            corners.output == "t,progress,ball.corners.topLeft.x,ball.corners.topLeft.y\n1.5,0.75,220,230\n")
    }

    @Test func findsLottieFilesInTheEffectsDirectoryAndWarnsAboutOtherJSON() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.animation, to: "effects/roll.json")
        try fx.write("[1, 2]", to: "effects/data.json")
        let result = fx.run(["list", "--names"])
        #expect(result.output.split(separator: "\n").contains("ball-roll"))
        #expect(
            result.error.contains(
                "skipped effects/data.json: 1 error: effects/data.json:1:1: the file is not a Lottie animation"
            ))
    }

    @Test func printsTheImportAsFxThatSamplesIdentically() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.animation, to: "roll.json")
        let printed = fx.run(["inspect", "roll.json", "--format", "fx"])
        #expect(printed.status == 0)
        try fx.write(printed.output, to: "copy.fx")
        #expect(fx.run(["check", "copy.fx"]).status == 0)
        let original = fx.run(["sample", "roll.json", "--fps", "30", "--geometry"])
        let copy = fx.run(["sample", "copy.fx", "--fps", "30", "--geometry"])
        #expect(original.output.split(separator: "\n").count == 62)
        #expect(copy.output == original.output)
    }

    @Test func rendersPlotsChecksAndExportsALottieFile() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.animation, to: "roll.json")
        #expect(fx.run(["check", "roll.json"]).status == 0)
        #expect(fx.run(["render", "roll.json", "-o", "strip.svg"]).status == 0)
        #expect(fx.run(["plot", "roll.json", "-o", "plot.svg"]).status == 0)
        let lottie = fx.run(["export", "roll.json", "--format", "lottie"])
        #expect(lottie.status == 0)
        #expect(lottie.output.contains("\"nm\": \"ball\""))
    }

    @Test func refusesAnExpressionOnATransformWithAPositionedError() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(
            #"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[0,0],"x":"wiggle(2,5)"}}}]}"#
                + "\n", to: "wiggle.json")
        let result = fx.run(["check", "wiggle.json"])
        #expect(result.status == 1)
        #expect(
            result.error == """
                wiggle.json:1:103: error: cannot import: an expression on a transform property is JavaScript a player \
                runs every frame; without it the layer would move differently (at layers[0].ks.p.x)
                {"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[0,0],"x":"wiggle(2,5)"}}}]}
                                                                                                                      ^
                hint: bake the expression into keyframes (After Effects: Keyframe Assistant › Convert Expression \
                to Keyframes)
                1 error in 1 file

                """)
    }
}
