/// The steps of ``LineChartGeometry/init(chart:)``: each panel's value range, the room the tick
/// labels need, the legend's rows, and the plot areas stacked down the page.
extension LineChartGeometry {
    /// The range of each panel's finite values, and whether the panel is one of flat lines (a size
    /// that never changes) among several, which gets a short plot area.
    static func panelRanges(of chart: LineChart) -> (
        ranges: [(minimum: Double, maximum: Double)], constant: [Bool]
    ) {
        let table = chart.table
        var ranges: [(minimum: Double, maximum: Double)] = []
        var constant: [Bool] = []
        for panel in chart.panels {
            let columns = panel.series.map { series in
                (0..<table.rowCount).compactMap { table.value(row: $0, column: series.column) }.filter(
                    \.isFinite)
            }
            let values = columns.flatMap { $0 }
            let isConstant = columns.allSatisfy { column in column.allSatisfy { $0 == column.first } }
            constant.append(isConstant && chart.panels.count > 1)
            ranges.append((values.min() ?? .nan, values.max() ?? .nan))
        }
        return (ranges, constant)
    }

    /// The width of the widest tick label any of the panels could show.
    ///
    /// The tick count follows the panel's height, known only later; so this leaves room for the
    /// widest labels any count could give.
    static func labelWidth(for ranges: [(minimum: Double, maximum: Double)]) -> Double {
        ranges.flatMap { range in
            [2, 3, 4, 5, 6].flatMap { count in
                TickLabels.labels(
                    for: NiceScale(minimum: range.minimum, maximum: range.maximum, targetTickCount: count))
            }
        }.map { TextMetrics.width($0, fontSize: LineChart.Metrics.tickSize) }.max() ?? 0
    }

    /// The legend's entries placed left to right from `left`, wrapping at `width`, and the index of
    /// the last row.
    static func placeLegend(_ legend: [(String, Int?)], left: Double, width: Double) -> (
        placed: [(label: String, style: Int?, x: Double, row: Int)], lastRow: Int
    ) {
        var placed: [(label: String, style: Int?, x: Double, row: Int)] = []
        var x = left
        var row = 0
        for (label, style) in legend {
            let entry = 30 + TextMetrics.width(label, fontSize: LineChart.Metrics.legendSize) + 22
            if x > left && x + entry > left + width {
                x = left
                row += 1
            }
            placed.append((label, style, x, row))
            x += entry
        }
        return (placed, row)
    }

    /// The plot areas from `top` down, one per panel: a flat panel's short, the others sharing the
    /// height the spec leaves after everything `reserved` below them and the fixed parts above.
    static func panelFrames(
        for chart: LineChart, constant: [Bool], top firstTop: Double, left: Double, width: Double,
        reserved legendHeight: Double
    ) -> [PanelFrame] {
        typealias Metrics = LineChart.Metrics
        let constantHeight = 56.0
        let gaps = Double(max(constant.count - 1, 0)) * (Metrics.panelGap + Metrics.headingSize)
        let fixed = firstTop + gaps + Double(constant.filter { $0 }.count) * constantHeight + legendHeight
        let changing = Double(max(constant.filter { !$0 }.count, 1))
        let panelHeight =
            chart.spec.panelHeight ?? chart.spec.height.map { max(60, ($0 - fixed) / changing) }
            ?? (chart.panels.count == 1 ? 320 : 140)
        var top = firstTop
        var frames: [PanelFrame] = []
        for isConstant in constant {
            let height = isConstant ? min(panelHeight, constantHeight) : panelHeight
            frames.append(PanelFrame(left: left, top: top, width: width, height: height))
            top += height + Metrics.panelGap + Metrics.headingSize
        }
        return frames
    }
}
