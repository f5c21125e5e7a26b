import Foundation
import Testing

/// Springs run in seconds through the built binary: `timing` says so and `inspect` shows how long
/// each spring takes to settle (issue 12, item 3).
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndSpringTests {
    @Test func timingTakesASpringsInputInSecondsUpToItsSettlingDuration() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let at = try fx.run(["timing", "spring(mass: 1, stiffness: 100, damping: 15)", "--at", "0.1"])
        #expect(at.status == 0)
        #expect(at.output == "t,y\n0.1,0.29824929133080136\n")
        let samples = try fx.run(["timing", "spring(damping: 15)", "--samples", "2"])
        #expect(samples.output == "t,y\n0,0\n1.0058984155853972,0.9992896131921993\n")
        // Other functions keep their progress input.
        let bezier = try fx.run(["timing", "ease", "--samples", "2"])
        #expect(bezier.output == "x,y\n0,0\n1,1\n")
    }

    @Test func inspectShowsEachSpringsSettlingDuration() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(
            """
            effect e {
                duration 3s
                layer l {
                    set opacity = 1
                    animate opacity timing spring(mass: 1, stiffness: 100, damping: 15) from 0 to 1
                }
            }

            """, to: "e.fx")
        let result = try fx.run(["inspect", "e.fx"])
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "timing spring(mass: 1, stiffness: 100, damping: 15, velocity: 0) (settles in 1.0058984155853972 s)"
            ))
        // The spring settles at the model value: no warning that it jumps.
        #expect(!result.output.contains("WARNINGS"))
        let json = try fx.run(["inspect", "e.fx", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.output.contains("\"settlingDuration\": 1.0058984155853972"))
    }
}
