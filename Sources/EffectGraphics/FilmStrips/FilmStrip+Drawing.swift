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
        let legend = legendItems(top: spec.subtitle.isEmpty ? 54 : 74, width: width)
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
        writer.close()
        for row in 0..<table.rowCount {
            let x = Metrics.margin + Double(row % columns) * (spec.frameWidth + Metrics.gap)
            let y = top + Double(row / columns) * rowHeight
            drawFrame(row: row, x: x, y: y, into: &writer)
        }
        return writer.finish()
    }

    /// One swatch and name per layer, so a layer hidden behind another is still known to be there.
    private func legendItems(top: Double, width: Double) -> [(x: Double, y: Double, index: Int)] {
        var items: [(x: Double, y: Double, index: Int)] = []
        var x = Metrics.margin
        var y = top
        for (index, layer) in layers.enumerated() {
            let itemWidth = 20 + TextMetrics.width(layer.layer, fontSize: Metrics.labelSize) + 18
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
        for item in items {
            // The swatch shows the first frame's colour (a background colour, or the layer's tint).
            let color = poses(row: 0)[item.index].backgroundColor
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

    /// The font size, in the layer's own units, that shows `name` at ``Metrics/nameSize`` pixels or
    /// smaller so it fits inside the layer on screen; nil when it would be under 6 pixels.
    private func nameSize(_ name: String, pose: LayerPose) -> Double? {
        let horizontal = pose.effectiveScaleX.magnitude * scale
        let vertical = pose.effectiveScaleY.magnitude * scale
        let onScreenWidth = max(pose.width, 0) * horizontal
        let onScreenHeight = max(pose.height, 0) * vertical
        // Bold text is about 10 % wider than the estimate for regular text.
        let widthPerPixel = max(TextMetrics.width(name, fontSize: 1) * 1.1, 0.1)
        let pixels = min(Metrics.nameSize, 0.85 * onScreenWidth / widthPerPixel, 0.5 * onScreenHeight)
        guard pixels >= 6, vertical > 0 else { return nil }
        return pixels / vertical
    }

    private func drawLayer(_ pose: LayerPose, name: String, index: Int, into writer: inout SVGWriter) {
        let colors = Palette.layer(index)
        let fill = pose.backgroundColor?.hex ?? colors.fill
        let outline = pose.backgroundColor.map { $0.darkened(0.6).hex } ?? colors.outline
        let fillOpacity = pose.backgroundColor?.opacity ?? 1
        let textColor =
            (pose.backgroundColor?.luminance ?? 1) < 0.45 && fillOpacity > 0.5 ? "#ffffff" : "#1f2328"
        // Strokes and names keep their on-screen size whatever the layer's scale.
        let shrink = max(min(pose.effectiveScaleX.magnitude, pose.effectiveScaleY.magnitude), 0.05) * scale
        let transform =
            "translate(\(SVGNumber.string(pose.positionX + pose.translationX)) "
            + "\(SVGNumber.string(pose.positionY + pose.translationY))) "
            + "rotate(\(SVGNumber.string(pose.rotation * 180 / Double.pi, decimals: 3))) "
            + "scale(\(SVGNumber.string(pose.effectiveScaleX, decimals: 4)) "
            + "\(SVGNumber.string(pose.effectiveScaleY, decimals: 4)))"
        writer.open(
            "g", [SVGAttribute("transform", transform), SVGAttribute("opacity", pose.opacity, decimals: 3)])
        var rectangle = [
            SVGAttribute("x", -pose.anchorX * pose.width), SVGAttribute("y", -pose.anchorY * pose.height),
            SVGAttribute("width", max(pose.width, 0)), SVGAttribute("height", max(pose.height, 0)),
            SVGAttribute("fill", fill), SVGAttribute("stroke", outline),
            SVGAttribute("stroke-width", 1.5 / shrink, decimals: 3),
        ]
        if fillOpacity < 1 { rectangle.append(SVGAttribute("fill-opacity", fillOpacity, decimals: 3)) }
        if pose.cornerRadius > 0 { rectangle.append(SVGAttribute("rx", pose.cornerRadius)) }
        writer.element("rect", rectangle)
        if let fontSize = nameSize(name, pose: pose) {
            writer.element(
                "text",
                [
                    SVGAttribute("x", (0.5 - pose.anchorX) * pose.width),
                    SVGAttribute("y", (0.5 - pose.anchorY) * pose.height + fontSize * 0.35),
                    SVGAttribute("font-size", fontSize, decimals: 3), SVGAttribute("font-weight", "bold"),
                    SVGAttribute("fill", textColor), SVGAttribute("text-anchor", "middle"),
                ], text: name)
        }
        writer.close()
    }
}
