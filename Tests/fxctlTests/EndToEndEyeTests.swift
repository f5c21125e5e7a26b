import Foundation
import Testing

/// A layer with a corner at or behind the eye (w ≤ 0.001), or under an all-zero `matrix3d`, samples
/// to finite corners with `visible` 0, and `render` still writes its SVG.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndEyeTests {
    /// A 100 × 50 card at (200, 300) with `transform` = `value`, under `perspective` when given.
    static func source(_ transform: String, perspective: String? = nil) -> String {
        """
        effect eye {
            duration 1s
            \(perspective.map { "perspective \($0)" } ?? "")
            layer card {
                set bounds.size = (100, 50)
                set position = (200, 300)
                \(transform)
            }
        }

        """
    }

    /// Each case and the `card.visible` expected at t = 0, 0.5 s and 1 s.
    static let cases: [(name: String, source: String, visible: [Double])] = [
        ("at the eye", source("set transform = translateZ(400)", perspective: "400"), [0, 0, 0]),
        ("behind the eye", source("set transform = translateZ(500)", perspective: "400"), [0, 0, 0]),
        (
            "an all-zero matrix3d",
            source("animate transform from matrix3d(0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,0) to rotate(10deg)"),
            [0, 1, 1]
        ),
    ]

    // Regression: a corner at the eye divided by w = 0 stopped `sample --geometry` and `render` with
    // "not a finite number", and one behind it was a visible mirrored quadrilateral.
    @Test(arguments: 0..<3)
    func samplesFiniteCornersNotVisibleAndRenders(_ index: Int) throws {
        let (name, source, visible) = Self.cases[index]
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(source, to: "eye.fx")
        let sampled = try fx.run(["sample", "eye.fx", "--geometry", "--samples", "3", "--format", "csv"])
        #expect(sampled.status == 0, "\(name): \(sampled.error)")
        let lines = sampled.output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let header = try #require(lines.first, "\(name)")
        let column = try #require(header.firstIndex(of: "card.visible"), "\(name)")
        let rows = lines.dropFirst().map { $0.compactMap(Double.init) }
        #expect(rows.count == 3 && rows.allSatisfy { $0.count == header.count }, "\(name)")
        #expect(rows.allSatisfy { $0.allSatisfy(\.isFinite) }, "\(name)")
        #expect(rows.map { $0.indices.contains(column) ? $0[column] : -1 } == visible, "\(name)")
        let rendered = try fx.run(["render", "eye.fx", "--frames", "3", "-o", "eye.svg"])
        #expect(rendered.status == 0, "\(name): \(rendered.error)")
        let svg = try #require(fx.read("eye.svg"), "\(name)")
        #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"), "\(name)")
        #expect(!svg.contains("nan") && !svg.contains("inf"), "\(name)")
    }
}
