/// Where everything of a ``LineChart`` goes: scales, plot areas, keyframe markers and legend items,
/// computed before drawing because the document's height depends on them.
struct LineChartGeometry: Sendable {
    /// One legend entry placed on the page; `style` nil is the keyframe marker entry.
    struct LegendItem: Equatable, Sendable {
        let label: String
        let style: Int?
        let x: Double
        let y: Double
    }

    /// The x of the title and subtitle.
    static let titleX = 16.0

    /// The horizontal scale (ends at the data, ticks inside).
    let xScale: NiceScale
    /// One vertical scale per panel.
    let yScales: [NiceScale]
    /// One plot area per panel.
    let panelFrames: [PanelFrame]
    /// Keyframe positions in axis units, inside the axis.
    let markers: [Double]
    /// The legend, laid out in rows that wrap at the plot's width.
    let legendItems: [LegendItem]
    /// The document height.
    let height: Double
    private let plotLeft: Double
    private let plotWidth: Double

    init(chart: LineChart) {
        typealias Metrics = LineChart.Metrics
        let table = chart.table
        let xValues = (0..<table.rowCount).compactMap { table.value(row: $0, column: chart.xColumn) }
            .filter(\.isFinite)
        var yScales: [NiceScale] = []
        var constant: [Bool] = []
        for panel in chart.panels {
            let columns = panel.series.map { series in
                (0..<table.rowCount).compactMap { table.value(row: $0, column: series.column) }.filter(
                    \.isFinite)
            }
            let values = columns.flatMap { $0 }
            // A panel of flat lines (a size that never changes) gets a short plot area.
            let isConstant = columns.allSatisfy { column in column.allSatisfy { $0 == column.first } }
            constant.append(isConstant && chart.panels.count > 1)
            yScales.append(
                NiceScale(
                    minimum: values.min() ?? .nan, maximum: values.max() ?? .nan,
                    targetTickCount: constant.last == true ? 2 : chart.panels.count == 1 ? 6 : 4))
        }
        let labelWidth =
            yScales.flatMap { TickLabels.labels(for: $0) }.map {
                TextMetrics.width($0, fontSize: Metrics.tickSize)
            }
            .max() ?? 0
        let plotLeft = max(48, LineChartGeometry.titleX + labelWidth + 10)
        let plotWidth = chart.spec.width - plotLeft - Metrics.rightMargin
        let xScale = NiceScale(
            minimum: xValues.min() ?? .nan, maximum: xValues.max() ?? .nan,
            targetTickCount: max(2, Int(plotWidth / 90)), extendsToTicks: false)
        let panelHeight = chart.spec.panelHeight ?? (chart.panels.count == 1 ? 320 : 140)
        var top = chart.spec.subtitle.isEmpty ? 66.0 : 86.0
        var frames: [PanelFrame] = []
        for isConstant in constant {
            let height = isConstant ? min(panelHeight, 56) : panelHeight
            frames.append(PanelFrame(left: plotLeft, top: top, width: plotWidth, height: height))
            top += height + Metrics.panelGap + Metrics.headingSize
        }
        let bottom = frames.last?.bottom ?? top
        self.xScale = xScale
        self.yScales = yScales
        self.panelFrames = frames
        self.plotLeft = plotLeft
        self.plotWidth = plotWidth
        self.markers = LineChartGeometry.markers(for: chart, within: xScale)
        let legend =
            chart.legend.map { ($0.label, Optional($0.style)) }
            + (markers.isEmpty ? [] : [("keyframes", nil)])
        var items: [LegendItem] = []
        var x = plotLeft
        var baseline = bottom + 64
        for (label, style) in legend {
            let width = 30 + TextMetrics.width(label, fontSize: Metrics.legendSize) + 22
            if x > plotLeft && x + width > plotLeft + plotWidth {
                x = plotLeft
                baseline += Metrics.legendRowHeight
            }
            items.append(LegendItem(label: label, style: style, x: x, y: baseline))
            x += width
        }
        self.legendItems = items
        self.height = baseline + 16
    }

    /// The pixel column of an axis value.
    func x(_ value: Double) -> Double {
        plotLeft + xScale.fraction(of: value) * plotWidth
    }

    /// The keyframe times converted to the axis (progress = time / duration), inside it, without repeats.
    private static func markers(for chart: LineChart, within scale: NiceScale) -> [Double] {
        let times = chart.spec.keyframeTimes.filter(\.isFinite)
        guard !times.isEmpty else { return [] }
        var positions = times
        if chart.spec.axis == .progress {
            let lastTime = chart.table.column(named: "t")?.filter(\.isFinite).max()
            guard let duration = chart.spec.duration ?? lastTime, duration > 0, duration.isFinite else {
                return []
            }
            positions = times.map { $0 / duration }
        }
        let tolerance = (scale.upper - scale.lower) * 1e-9
        var result: [Double] = []
        for position in positions.sorted()
        where position >= scale.lower - tolerance && position <= scale.upper + tolerance
            && result.last.map({ position - $0 > tolerance }) ?? true
        {
            result.append(position)
        }
        return result
    }
}
