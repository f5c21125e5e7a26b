import TestSupport
import Testing

/// The worked example of "How the transform composes" in `docs/DSL.md` is what `fxctl sample` and
/// `fxctl render` print, so its numbers cannot drift from the tools.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct TransformDocumentationTests {
    /// The example's source, the sample it shows, the render it shows and its corners.
    static let blocks = DocumentBlocks("docs/DSL.md").blocks(from: "effect transform-order", count: 4)

    @Test func theWorkedExampleIsWhatSampleAndRenderPrint() throws {
        let blocks = TransformDocumentationTests.blocks
        try #require(blocks.map(\.tag) == ["", "csv", "svg", "text"])
        let run = try EndToEnd()
        try run.write(blocks[0].text + "\n", to: "transform-order.fx")
        let sample = try run.run(["sample", "transform-order.fx", "--at", "0"])
        #expect(sample.status == 0, "\(sample)")
        #expect(sample.output == blocks[1].text + "\n")
        let render = try run.run(["render", "transform-order.fx", "--frames", "1"])
        #expect(render.status == 0, "\(render)")
        let drawn = render.output.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
        for line in blocks[2].text.split(separator: "\n") {
            // The page leaves out the colours with '…'; the geometry before it is compared.
            let shown = line.trimmingPrefix(while: \.isWhitespace).split(separator: "…")[0]
            #expect(drawn.contains { $0.hasPrefix(shown) }, "not drawn: \(shown)")
        }
    }
}
