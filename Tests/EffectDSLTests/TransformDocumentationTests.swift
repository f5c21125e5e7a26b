import EffectsRegistry
import TestSupport
import Testing

@testable import EffectDSL

/// The worked 3D example of docs/DSL.md, "How the transform composes": the corners the page shows
/// are those the sampled geometry projects.
@Suite struct TransformDocumentationTests {
    @Test func theWorked3DExampleProjectsTheCornersThePageShows() throws {
        let blocks = DocumentBlocks("docs/DSL.md").blocks(from: "effect tipped", count: 2)
        try #require(blocks.map(\.tag) == ["", "text"])
        let timeline = try Scripts.timeline(blocks[0].text)
        let compiled = CompiledTimeline(timeline, geometry: true)
        let row = compiled.values(at: 0)
        var shown: [String] = []
        for corner in ["topLeft", "topRight", "bottomRight", "bottomLeft"] {
            let x = try #require(compiled.columnNames.firstIndex(of: "card.corners.\(corner).x"))
            let y = try #require(compiled.columnNames.firstIndex(of: "card.corners.\(corner).y"))
            shown.append("(\(Self.decimals(row[x])), \(Self.decimals(row[y])))")
        }
        #expect(shown.joined(separator: " ") == blocks[1].text)
    }

    /// `value` with three decimals, as the page writes corners.
    static func decimals(_ value: Double) -> String {
        let thousandths = Int((abs(value) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
        return (value < 0 ? "-" : "") + "\(thousandths / 1000).\(padded)"
    }
}
