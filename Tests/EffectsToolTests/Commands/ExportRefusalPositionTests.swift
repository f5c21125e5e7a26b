import Testing

@testable import EffectsTool

/// A refusal of `fxctl export` for an effect from a `.fx` file starts with the file and the line of
/// its `effect` statement, for Lottie as for the web formats; a built-in's has no position.
@Suite struct ExportRefusalPositionTests {
    /// An effect the web formats refuse (an animated anchorPoint) and Lottie refuses (a turn out of
    /// the viewport's plane in perspective), its `effect` statement on line 3.
    static let refused = """
        // Turned in perspective, with an animated anchor.

        effect turn {
            duration 1s
            perspective 400
            layer card {
                set bounds.size = (300, 100)
                set position = (187, 333)
                animate anchorPoint from (0.5, 0.5) to (0, 0)
                animate transform {
                    0%    rotateX(60deg)
                    100%  none
                }
            }
        }
        """

    @Test(arguments: [
        (
            ["export", "turn.fx", "--format", "lottie", "-o", "out.json"],
            "turn.fx:3: cannot export 'card.transform' as lottie: turns the layer out of the viewport's plane"
        ),
        (
            ["export", "turn.fx", "--format", "lottie", "--viewport", "375.5x667", "-o", "out.json"],
            "turn.fx:3: cannot export the effect as lottie: Lottie needs a viewport of whole points"
        ),
        (
            ["export", "turn.fx", "--format", "css", "-o", "out.css"],
            "turn.fx:3: cannot export 'card.anchorPoint' as css: an animated anchorPoint is not exported yet"
        ),
        (
            ["export", "wipe", "--format", "lottie", "--viewport", "375.5x667", "-o", "out.json"],
            "cannot export the effect as lottie: Lottie needs a viewport of whole points"
        ),
    ])
    func aRefusalStartsWithTheEffectsSource(_ arguments: [String], _ start: String) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.refused, to: "turn.fx")
        let result = fx.run(arguments)
        #expect(result.status == 1, "\(result)")
        #expect(result.error.hasPrefix("Error: " + start), "\(result)")
        #expect(fx.entries() == ["turn.fx"], "nothing written")
    }
}
