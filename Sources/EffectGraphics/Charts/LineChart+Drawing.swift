import EffectsRegistry

extension LineChart {
    /// Pixel sizes of the chart's parts.
    enum Metrics {
        static let headingSize = 12.5
        static let tickSize = 11.0
        static let legendSize = 12.0
        static let rightMargin = 28.0
        static let panelGap = 22.0
        static let legendRowHeight = 20.0
    }

    /// The chart as a complete SVG document.
    public func svg() -> String {
        let geometry = LineChartGeometry(chart: self)
        var writer = SVGWriter(width: spec.width, height: geometry.height, title: documentTitle)
        writer.heading(title: spec.title, subtitle: spec.subtitle, x: LineChartGeometry.titleX)
        for (index, panel) in panels.enumerated() {
            drawPanel(panel, index: index, geometry: geometry, into: &writer)
        }
        drawXAxis(geometry: geometry, into: &writer)
        drawLegend(geometry: geometry, into: &writer)
        return writer.finish()
    }

    /// The `<title>` text: the heading and the parameters.
    var documentTitle: String { spec.subtitle.isEmpty ? spec.title : "\(spec.title) — \(spec.subtitle)" }

    private func drawPanel(
        _ panel: ChartPanel, index: Int, geometry: LineChartGeometry, into writer: inout SVGWriter
    ) {
        let frame = geometry.panelFrames[index]
        let yScale = geometry.yScales[index]
        writer.element(
            "text",
            [
                SVGAttribute("x", frame.left), SVGAttribute("y", frame.top - 8),
                SVGAttribute("font-size", Metrics.headingSize), SVGAttribute("font-weight", "bold"),
                SVGAttribute("fill", "#333333"),
            ], text: panel.heading)
        writer.element(
            "rect",
            [
                SVGAttribute("x", frame.left), SVGAttribute("y", frame.top),
                SVGAttribute("width", frame.width),
                SVGAttribute("height", frame.height), SVGAttribute("fill", "#fcfcfc"),
                SVGAttribute("stroke", "#b0b0b0"),
            ])
        writer.open("g", [SVGAttribute("stroke", "#e4e4e4"), SVGAttribute("stroke-width", 1)])
        for tick in geometry.xScale.ticks {
            let x = geometry.x(tick)
            writer.element(
                "line",
                [
                    SVGAttribute("x1", x), SVGAttribute("y1", frame.top), SVGAttribute("x2", x),
                    SVGAttribute("y2", frame.bottom),
                ])
        }
        for tick in yScale.ticks {
            let y = frame.y(yScale.fraction(of: tick))
            writer.element(
                "line",
                [
                    SVGAttribute("x1", frame.left), SVGAttribute("y1", y), SVGAttribute("x2", frame.right),
                    SVGAttribute("y2", y), SVGAttribute("stroke", tick == 0 ? "#b8b8b8" : "#e4e4e4"),
                ])
        }
        writer.close()
        drawYLabels(yScale, frame: frame, into: &writer)
        drawMarkers(geometry.markers, frame: frame, geometry: geometry, into: &writer)
        for (position, series) in panel.series.enumerated() {
            let hidesAnother = panel.series.prefix(position).contains { sameValues($0.column, series.column) }
            drawSeries(
                series, yScale: yScale, frame: frame, geometry: geometry, overlapping: hidesAnother,
                into: &writer)
        }
    }

    private func drawYLabels(_ scale: NiceScale, frame: PanelFrame, into writer: inout SVGWriter) {
        writer.open(
            "g",
            [
                SVGAttribute("font-size", Metrics.tickSize), SVGAttribute("fill", "#555555"),
                SVGAttribute("text-anchor", "end"),
            ])
        for (tick, label) in zip(scale.ticks, TickLabels.labels(for: scale)) {
            writer.element(
                "text",
                [
                    SVGAttribute("x", frame.left - 6),
                    SVGAttribute("y", frame.y(scale.fraction(of: tick)) + Metrics.tickSize * 0.35),
                ], text: label)
        }
        writer.close()
    }

    private func drawMarkers(
        _ markers: [Double], frame: PanelFrame, geometry: LineChartGeometry, into writer: inout SVGWriter
    ) {
        guard !markers.isEmpty else { return }
        writer.open(
            "g",
            [
                SVGAttribute("stroke", "#7a7a7a"), SVGAttribute("stroke-width", 1.2),
                SVGAttribute("stroke-dasharray", "5 4"),
            ])
        for marker in markers {
            let x = geometry.x(marker)
            writer.element(
                "line",
                [
                    SVGAttribute("x1", x), SVGAttribute("y1", frame.top), SVGAttribute("x2", x),
                    SVGAttribute("y2", frame.bottom),
                ])
        }
        writer.close()
    }

    /// Whether two columns hold the same values in every row.
    private func sameValues(_ first: Int, _ second: Int) -> Bool {
        (0..<table.rowCount).allSatisfy {
            table.value(row: $0, column: first) == table.value(row: $0, column: second)
        }
    }

    /// Draws one series; a series `overlapping` an identical earlier one is dashed so both colours show.
    private func drawSeries(
        _ series: ChartPanel.Series, yScale: NiceScale, frame: PanelFrame, geometry: LineChartGeometry,
        overlapping: Bool, into writer: inout SVGWriter
    ) {
        var style = Palette.line(series.style)
        if overlapping && style.dash.isEmpty { style.dash = "8 8" }
        var runs: [[(Double, Double)]] = [[]]
        for row in 0..<table.rowCount {
            guard let x = table.value(row: row, column: xColumn),
                let y = table.value(row: row, column: series.column),
                x.isFinite, y.isFinite
            else {
                // A gap in the data breaks the line rather than drawing through it.
                if runs.last?.isEmpty == false { runs.append([]) }
                continue
            }
            runs[runs.count - 1].append((geometry.x(x), frame.y(yScale.fraction(of: y))))
        }
        var attributes = [
            SVGAttribute("fill", "none"), SVGAttribute("stroke", style.color),
            SVGAttribute("stroke-width", 2.2),
            SVGAttribute("stroke-linejoin", "round"), SVGAttribute("stroke-linecap", "round"),
        ]
        if !style.dash.isEmpty { attributes.append(SVGAttribute("stroke-dasharray", style.dash)) }
        for run in runs where !run.isEmpty {
            if run.count == 1, let point = run.first {
                writer.element(
                    "circle",
                    [
                        SVGAttribute("cx", point.0), SVGAttribute("cy", point.1), SVGAttribute("r", 3.5),
                        SVGAttribute("fill", style.color),
                    ])
                continue
            }
            var points = ""
            points.reserveCapacity(run.count * 14)
            for (x, y) in run {
                if !points.isEmpty { points += " " }
                points += SVGNumber.string(x) + "," + SVGNumber.string(y)
            }
            writer.element("polyline", [SVGAttribute("points", points)] + attributes)
        }
    }

    private func drawXAxis(geometry: LineChartGeometry, into writer: inout SVGWriter) {
        guard let frame = geometry.panelFrames.last else { return }
        writer.open(
            "g",
            [
                SVGAttribute("font-size", Metrics.tickSize), SVGAttribute("fill", "#555555"),
                SVGAttribute("text-anchor", "middle"),
            ])
        for (tick, label) in zip(geometry.xScale.ticks, TickLabels.labels(for: geometry.xScale)) {
            writer.element(
                "text", [SVGAttribute("x", geometry.x(tick)), SVGAttribute("y", frame.bottom + 16)],
                text: label)
        }
        writer.close()
        writer.element(
            "text",
            [
                SVGAttribute("x", (frame.left + frame.right) / 2), SVGAttribute("y", frame.bottom + 36),
                SVGAttribute("font-size", Metrics.headingSize), SVGAttribute("fill", "#333333"),
                SVGAttribute("text-anchor", "middle"),
            ], text: spec.axis.title)
    }

    private func drawLegend(geometry: LineChartGeometry, into writer: inout SVGWriter) {
        writer.open("g", [SVGAttribute("font-size", Metrics.legendSize), SVGAttribute("fill", "#333333")])
        for item in geometry.legendItems {
            let middle = item.y - Metrics.legendSize * 0.35
            var line = [
                SVGAttribute("x1", item.x), SVGAttribute("y1", middle), SVGAttribute("x2", item.x + 24),
                SVGAttribute("y2", middle), SVGAttribute("stroke-width", item.style == nil ? 1.2 : 2.5),
            ]
            if let style = item.style.map(Palette.line) {
                line.append(SVGAttribute("stroke", style.color))
                if !style.dash.isEmpty { line.append(SVGAttribute("stroke-dasharray", style.dash)) }
            } else {
                line += [SVGAttribute("stroke", "#7a7a7a"), SVGAttribute("stroke-dasharray", "5 4")]
            }
            writer.element("line", line)
            writer.element(
                "text", [SVGAttribute("x", item.x + 30), SVGAttribute("y", item.y)], text: item.label)
        }
        writer.close()
    }
}
