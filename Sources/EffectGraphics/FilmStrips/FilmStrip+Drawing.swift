import EffectsRegistry

extension FilmStrip {
    /// Pixel sizes of the strip's parts.
    enum Metrics {
        static let margin = 20.0
        static let gap = 22.0
        static let labelHeight = 34.0
        static let labelSize = 12.0
        /// The size of layer names on screen, in pixels.
        static let nameSize = 13.0
    }

    /// The strip as a complete SVG document.
    public func svg() -> String {
        let columns = min(spec.framesPerRow, table.rowCount)
        let rows = (table.rowCount + columns - 1) / columns
        let frameHeight = spec.viewport.viewportHeight * scale
        let titleWidth = max(
            TextMetrics.width(spec.title, fontSize: SVGWriter.titleSize),
            TextMetrics.width(spec.subtitle, fontSize: SVGWriter.subtitleSize))
        let width = max(
            2 * Metrics.margin + Double(columns) * spec.frameWidth + Double(columns - 1) * Metrics.gap,
            2 * Metrics.margin + titleWidth)
        let backFaces = showsBackFace
        let legend = legendItems(top: spec.subtitle.isEmpty ? 54 : 74, width: width, backFace: backFaces)
        let top = (legend.last?.y ?? 40) + 18
        let rowHeight = frameHeight + Metrics.labelHeight + Metrics.gap / 2
        let height = top + Double(rows - 1) * rowHeight + frameHeight + Metrics.labelHeight
        let title = spec.subtitle.isEmpty ? spec.title : "\(spec.title) — \(spec.subtitle)"
        var writer = SVGWriter(width: width, height: height, title: title)
        writer.heading(title: spec.title, subtitle: spec.subtitle, x: Metrics.margin)
        drawLegend(legend, into: &writer)
        writer.open("defs", [])
        writer.open("clipPath", [SVGAttribute("id", "viewport")])
        writer.element(
            "rect",
            [
                SVGAttribute("width", spec.viewport.viewportWidth),
                SVGAttribute("height", spec.viewport.viewportHeight),
            ])
        writer.close()
        if backFaces { drawBackFacePattern(into: &writer) }
        writer.close()
        for row in 0..<table.rowCount {
            let x = Metrics.margin + Double(row % columns) * (spec.frameWidth + Metrics.gap)
            let y = top + Double(row / columns) * rowHeight
            drawFrame(row: row, x: x, y: y, into: &writer)
        }
        return writer.finish()
    }

    /// The legend's name for the swatch of back faces.
    static let backFaceLegend = "back face"

    /// One swatch and name per layer, so a layer hidden behind another is still known to be there,
    /// then, with `backFace`, the hatched swatch of a back face (index `layers.count`).
    private func legendItems(top: Double, width: Double, backFace: Bool) -> [(
        x: Double, y: Double, index: Int
    )] {
        var items: [(x: Double, y: Double, index: Int)] = []
        var x = Metrics.margin
        var y = top
        let names = layers.map(\.layer) + (backFace ? [FilmStrip.backFaceLegend] : [])
        for (index, name) in names.enumerated() {
            let itemWidth = 20 + TextMetrics.width(name, fontSize: Metrics.labelSize) + 18
            if x > Metrics.margin && x + itemWidth > width - Metrics.margin {
                x = Metrics.margin
                y += 20
            }
            items.append((x, y, index))
            x += itemWidth
        }
        return items
    }

    private func drawLegend(_ items: [(x: Double, y: Double, index: Int)], into writer: inout SVGWriter) {
        writer.open("g", [SVGAttribute("font-size", Metrics.labelSize), SVGAttribute("fill", "#333333")])
        let first = poses(row: 0)
        for item in items {
            guard item.index < layers.count, item.index < first.count else {
                drawBackFaceSwatch(x: item.x, y: item.y, into: &writer)
                continue
            }
            // The swatch shows the first frame's colour (a background colour, or the layer's tint).
            let color = first[item.index].backgroundColor
            let colors = Palette.layer(item.index)
            writer.element(
                "rect",
                [
                    SVGAttribute("x", item.x), SVGAttribute("y", item.y - 11), SVGAttribute("width", 14),
                    SVGAttribute("height", 14), SVGAttribute("fill", color?.hex ?? colors.fill),
                    SVGAttribute("stroke", color.map { $0.darkened(0.6).hex } ?? colors.outline),
                ])
            writer.element(
                "text", [SVGAttribute("x", item.x + 20), SVGAttribute("y", item.y)],
                text: layers[item.index].layer)
        }
        writer.close()
    }

    private func drawFrame(row: Int, x: Double, y: Double, into writer: inout SVGWriter) {
        let pixel = 1 / scale
        writer.open(
            "g",
            [
                SVGAttribute(
                    "transform",
                    "translate(\(SVGNumber.string(x)) \(SVGNumber.string(y))) scale(\(SVGNumber.string(scale, decimals: 6)))"
                )
            ])
        writer.element(
            "rect",
            [
                SVGAttribute("width", spec.viewport.viewportWidth),
                SVGAttribute("height", spec.viewport.viewportHeight),
                SVGAttribute("fill", "#f1f3f5"),
            ])
        writer.open("g", [SVGAttribute("clip-path", "url(#viewport)")])
        let poses = poses(row: row)
        for index in LayerPose.drawingOrder(poses) {
            drawLayer(poses[index], name: layers[index].layer, index: index, into: &writer)
        }
        writer.close()
        writer.element(
            "rect",
            [
                SVGAttribute("width", spec.viewport.viewportWidth),
                SVGAttribute("height", spec.viewport.viewportHeight),
                SVGAttribute("fill", "none"), SVGAttribute("stroke", "#8a9099"),
                SVGAttribute("stroke-width", pixel * 1.2, decimals: 3),
            ])
        writer.close()
        writer.element(
            "text",
            [
                SVGAttribute("x", x + spec.frameWidth / 2),
                SVGAttribute("y", y + spec.viewport.viewportHeight * scale + 20),
                SVGAttribute("font-size", Metrics.labelSize),
                SVGAttribute("fill", "#333333"), SVGAttribute("text-anchor", "middle"),
            ], text: label(row: row))
    }

    /// The font size, in viewport points, that shows `name` at ``Metrics/nameSize`` pixels or smaller
    /// so it fits inside `outline` on screen; nil when it would be under 6 pixels.
    private func nameSize(_ name: String, outline: LayerOutline) -> Double? {
        var (across, down): (Double, Double)
        if case .cut(let points) = outline {
            // A layer cut at the eye: the extent of its part on screen.
            let corners = visiblePart(points)
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            (across, down) = (
                (xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0)
            )
        } else {
            // The shorter of each pair of opposite edges (the rounded path's first point is on the top edge).
            let quad = outline.quadrilateral ?? outline.points
            func length(_ a: Int, _ b: Int) -> Double {
                guard a < quad.count, b < quad.count else { return 0 }
                let (dx, dy) = (quad[b].x - quad[a].x, quad[b].y - quad[a].y)
                return (dx * dx + dy * dy).squareRoot()
            }
            (across, down) = (min(length(0, 1), length(3, 2)), min(length(0, 3), length(1, 2)))
        }
        // Bold text is about 10 % wider than the estimate for regular text.
        let widthPerPixel = max(TextMetrics.width(name, fontSize: 1) * 1.1, 0.1)
        let pixels = min(Metrics.nameSize, 0.85 * across * scale / widthPerPixel, 0.5 * down * scale)
        guard pixels >= 6 else { return nil }
        return pixels / scale
    }

    private func drawLayer(_ pose: LayerPose, name: String, index: Int, into writer: inout SVGWriter) {
        guard let (outline, isFrontFacing, isVisible) = pose.outline(), isVisible else { return }
        let colors = Palette.layer(index)
        let fill = pose.backgroundColor?.hex ?? colors.fill
        let outlineColor = pose.backgroundColor.map { $0.darkened(0.6).hex } ?? colors.outline
        let fillOpacity = pose.backgroundColor?.opacity ?? 1
        let textColor =
            (pose.backgroundColor?.luminance ?? 1) < 0.45 && fillOpacity > 0.5 ? "#ffffff" : "#1f2328"
        // Strokes and names keep their on-screen size whatever the frame's scale.
        let pixel = 1 / scale
        writer.open("g", [SVGAttribute("opacity", pose.opacity, decimals: 3)])
        var paint = [
            SVGAttribute("fill", fill), SVGAttribute("stroke", outlineColor),
            SVGAttribute("stroke-width", 1.5 * pixel, decimals: 3),
        ]
        if fillOpacity < 1 { paint.append(SVGAttribute("fill-opacity", fillOpacity, decimals: 3)) }
        if !isFrontFacing { paint.append(SVGAttribute("stroke-dasharray", FilmStrip.backFaceDash(pixel))) }
        drawOutline(outline, paint, into: &writer)
        if !isFrontFacing {
            drawOutline(outline, [SVGAttribute("fill", "url(#\(FilmStrip.backFacePattern))")], into: &writer)
        }
        if let fontSize = nameSize(name, outline: outline) {
            var centre = LayerPose.centroid(outline.quadrilateral ?? outline.points)
            if case .cut(let points) = outline { centre = LayerPose.centroid(visiblePart(points)) }
            writer.element(
                "text",
                [
                    SVGAttribute("x", centre.x), SVGAttribute("y", centre.y + fontSize * 0.35),
                    SVGAttribute("font-size", fontSize, decimals: 3), SVGAttribute("font-weight", "bold"),
                    SVGAttribute("fill", textColor), SVGAttribute("text-anchor", "middle"),
                ], text: name)
        }
        writer.close()
    }

    /// The part of `points` inside the viewport.
    private func visiblePart(_ points: [ViewportPoint]) -> [ViewportPoint] {
        LayerPose.clipped(points, width: spec.viewport.viewportWidth, height: spec.viewport.viewportHeight)
    }
}
