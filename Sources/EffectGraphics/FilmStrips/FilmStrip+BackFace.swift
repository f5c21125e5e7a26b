extension FilmStrip {
    /// The id of the hatching drawn over the back of a double-sided layer.
    static let backFacePattern = "back-face"

    /// The dash pattern of a back face's outline, for a frame of `pixel` points per pixel.
    static func backFaceDash(_ pixel: Double) -> String {
        "\(SVGNumber.string(4 * pixel, decimals: 3)) \(SVGNumber.string(3 * pixel, decimals: 3))"
    }

    /// Whether any frame shows the back of a layer: only then does the strip define the hatching
    /// and add "back face" to the legend, so strips of flat effects are unchanged.
    var showsBackFace: Bool {
        (0..<table.rowCount).contains { row in
            poses(row: row).contains { pose in
                guard let drawn = pose.outline() else { return false }
                return drawn.isVisible && !drawn.isFrontFacing
            }
        }
    }

    /// The hatching of back faces: diagonal stripes every 10 units (4 pixels in a frame of the default
    /// scale), over the layer's own fill.
    func drawBackFacePattern(into writer: inout SVGWriter) {
        writer.open(
            "pattern",
            [
                SVGAttribute("id", FilmStrip.backFacePattern), SVGAttribute("width", 10),
                SVGAttribute("height", 10), SVGAttribute("patternUnits", "userSpaceOnUse"),
                SVGAttribute("patternTransform", "rotate(45)"),
            ])
        writer.element(
            "rect",
            [
                SVGAttribute("width", 10), SVGAttribute("height", 10), SVGAttribute("fill", "#ffffff"),
                SVGAttribute("fill-opacity", 0.35),
            ])
        writer.element(
            "rect",
            [
                SVGAttribute("width", 4), SVGAttribute("height", 10), SVGAttribute("fill", "#1f2328"),
                SVGAttribute("fill-opacity", 0.45),
            ])
        writer.close()
    }

    /// The legend's swatch of a back face: a neutral square, hatched, with a dashed outline.
    func drawBackFaceSwatch(x: Double, y: Double, into writer: inout SVGWriter) {
        let square = [
            SVGAttribute("x", x), SVGAttribute("y", y - 11), SVGAttribute("width", 14),
            SVGAttribute("height", 14),
        ]
        writer.element(
            "rect",
            square + [
                SVGAttribute("fill", "#d0d4d9"), SVGAttribute("stroke", "#5f6670"),
                SVGAttribute("stroke-dasharray", FilmStrip.backFaceDash(1)),
            ])
        writer.element("rect", square + [SVGAttribute("fill", "url(#\(FilmStrip.backFacePattern))")])
        writer.element(
            "text", [SVGAttribute("x", x + 20), SVGAttribute("y", y)], text: FilmStrip.backFaceLegend)
    }
}
