extension FilmStrip {
    /// Pixel sizes of the strip's parts.
    enum Metrics {
        static let margin = 20.0
        static let gap = 22.0
        static let labelHeight = 34.0
        static let titleSize = 18.0
        static let subtitleSize = 12.5
        static let labelSize = 12.0
        /// The size of layer names on screen, in pixels.
        static let nameSize = 13.0
    }

    /// The strip as a complete SVG document.
    func svg() -> String {
        let columns = min(spec.framesPerRow, table.rowCount)
        let rows = (table.rowCount + columns - 1) / columns
        let frameHeight = spec.viewport.height * scale
        let top = spec.subtitle.isEmpty ? 52.0 : 72.0
        let titleWidth = max(
            TextMetrics.width(spec.title, fontSize: Metrics.titleSize),
            TextMetrics.width(spec.subtitle, fontSize: Metrics.subtitleSize))
        let width = max(
            2 * Metrics.margin + Double(columns) * spec.frameWidth + Double(columns - 1) * Metrics.gap,
            2 * Metrics.margin + titleWidth)
        let rowHeight = frameHeight + Metrics.labelHeight + Metrics.gap / 2
        let height = top + Double(rows) * rowHeight + Metrics.margin / 2
        let title = spec.subtitle.isEmpty ? spec.title : "\(spec.title) — \(spec.subtitle)"
        var writer = SVGWriter(width: width, height: height, title: title)
        writer.element(
            "text",
            [
                SVGAttribute("x", Metrics.margin), SVGAttribute("y", 30),
                SVGAttribute("font-size", Metrics.titleSize),
                SVGAttribute("font-weight", "bold"), SVGAttribute("fill", "#222222"),
            ], text: spec.title)
        if !spec.subtitle.isEmpty {
            writer.element(
                "text",
                [
                    SVGAttribute("x", Metrics.margin), SVGAttribute("y", 50),
                    SVGAttribute("font-size", Metrics.subtitleSize), SVGAttribute("fill", "#555555"),
                ], text: spec.subtitle)
        }
        writer.open("defs", [])
        writer.open("clipPath", [SVGAttribute("id", "viewport")])
        writer.element(
            "rect",
            [SVGAttribute("width", spec.viewport.width), SVGAttribute("height", spec.viewport.height)])
        writer.close()
        writer.close()
        for row in 0..<table.rowCount {
            let x = Metrics.margin + Double(row % columns) * (spec.frameWidth + Metrics.gap)
            let y = top + Double(row / columns) * rowHeight
            drawFrame(row: row, x: x, y: y, into: &writer)
        }
        return writer.finish()
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
                SVGAttribute("width", spec.viewport.width), SVGAttribute("height", spec.viewport.height),
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
                SVGAttribute("width", spec.viewport.width), SVGAttribute("height", spec.viewport.height),
                SVGAttribute("fill", "none"), SVGAttribute("stroke", "#8a9099"),
                SVGAttribute("stroke-width", pixel * 1.2, decimals: 3),
            ])
        writer.close()
        writer.element(
            "text",
            [
                SVGAttribute("x", x + spec.frameWidth / 2),
                SVGAttribute("y", y + spec.viewport.height * scale + 20),
                SVGAttribute("font-size", Metrics.labelSize),
                SVGAttribute("fill", "#333333"), SVGAttribute("text-anchor", "middle"),
            ], text: label(row: row))
    }

    private func drawLayer(_ pose: LayerPose, name: String, index: Int, into writer: inout SVGWriter) {
        let pastel = Palette.pastel(index)
        let fill = pose.backgroundColor?.hex ?? pastel.fill
        let outline = pose.backgroundColor.map { $0.darkened(0.6).hex } ?? pastel.outline
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
        let fontSize = min(Metrics.nameSize / shrink, max(min(pose.width, pose.height), 0) * 0.3)
        if fontSize > 0 {
            writer.element(
                "text",
                [
                    SVGAttribute("x", (0.5 - pose.anchorX) * pose.width),
                    SVGAttribute("y", (0.5 - pose.anchorY) * pose.height + fontSize * 0.35),
                    SVGAttribute("font-size", fontSize), SVGAttribute("font-weight", "bold"),
                    SVGAttribute("fill", textColor), SVGAttribute("text-anchor", "middle"),
                ], text: name)
        }
        writer.close()
    }
}
