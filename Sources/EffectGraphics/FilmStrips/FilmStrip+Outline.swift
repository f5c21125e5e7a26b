import EffectsRegistry

extension FilmStrip {
    /// Writes `outline` as a `rect`, `polygon` or `path` with the attributes `paint`.
    func drawOutline(_ outline: LayerOutline, _ paint: [SVGAttribute], into writer: inout SVGWriter) {
        switch outline {
        case .rectangle(let x, let y, let width, let height, let rx, let ry):
            var attributes = [
                SVGAttribute("x", x), SVGAttribute("y", y), SVGAttribute("width", width),
                SVGAttribute("height", height),
            ]
            if rx > 0 { attributes.append(SVGAttribute("rx", rx)) }
            // SVG takes ry = rx when ry is left out: the radii of a uniformly scaled layer.
            if ry > 0 && SVGNumber.string(ry) != SVGNumber.string(rx) {
                attributes.append(SVGAttribute("ry", ry))
            }
            writer.element("rect", attributes + paint)
        case .polygon(let points), .cut(let points):
            let list = points.map(FilmStrip.coordinates).joined(separator: " ")
            writer.element("polygon", [SVGAttribute("points", list)] + paint)
        case .roundedPath(_, let start, let segments):
            var d = "M" + FilmStrip.coordinates(start)
            for segment in segments {
                switch segment {
                case .line(let point):
                    d += " L" + FilmStrip.coordinates(point)
                case .curve(let first, let second, let point):
                    let controls = FilmStrip.coordinates(first) + " " + FilmStrip.coordinates(second)
                    d += " C" + controls + " " + FilmStrip.coordinates(point)
                }
            }
            writer.element("path", [SVGAttribute("d", d + " Z")] + paint)
        }
    }

    /// `x,y` with two decimals, as SVG's point lists take them.
    static func coordinates(_ point: ViewportPoint) -> String {
        SVGNumber.string(point.x) + "," + SVGNumber.string(point.y)
    }
}
