import Testing

@testable import EffectsTool

/// `sample --geometry`: each layer's composed matrix, projected corners and faces, after its own
/// columns; without the flag the table is as before.
@Suite struct SampleGeometryTests {
    static let source = """
        effect tilt {
            duration 1s
            layer card {
                set bounds.size = (300, 100)
                set position = (200, 300)
                set transform.rotation.x = 60deg
            }
        }

        """

    @Test func geometryColumnsAreAddedOnRequest() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.source, to: "tilt.fx")
        let result = fx.run([
            "sample", "tilt.fx", "--at", "0", "--geometry", "--precision", "6", "--columns",
            "card.corners.*,card.frontFacing,card.visible",
        ])
        #expect(result.status == 0, "\(result)")
        // No perspective: turned 60° about x, the layer's height shows as 100 · cos 60° = 50.
        #expect(
            result.output
                == "t,progress,card.corners.topLeft.x,card.corners.topLeft.y,card.corners.topRight.x,"
                + "card.corners.topRight.y,card.corners.bottomRight.x,card.corners.bottomRight.y,"
                + "card.corners.bottomLeft.x,card.corners.bottomLeft.y,card.frontFacing,card.visible\n"
                + "0.000000,0.000000,50.000000,275.000000,350.000000,275.000000,350.000000,325.000000,"
                + "50.000000,325.000000,1.000000,1.000000\n")
    }

    @Test func withoutTheFlagTheTableIsAsBefore() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.source, to: "tilt.fx")
        let result = fx.run(["sample", "tilt.fx", "--at", "0"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.output
                == "t,progress,card.bounds.size.x,card.bounds.size.y,card.position.x,card.position.y,"
                + "card.transform.rotation.x\n0,0,300,100,200,300,1.0471975511965976\n")
    }
}
