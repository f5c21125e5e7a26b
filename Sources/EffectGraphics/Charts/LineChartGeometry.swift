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
        let (ranges, constant) = LineChartGeometry.panelRanges(of: chart)
        let plotLeft = max(48, LineChartGeometry.titleX + LineChartGeometry.labelWidth(for: ranges) + 10)
        let plotWidth = chart.spec.width - plotLeft - Metrics.rightMargin
        let xScale = NiceScale(
            minimum: xValues.min() ?? .nan, maximum: xValues.max() ?? .nan,
            targetTickCount: max(2, Int(plotWidth / 90)), extendsToTicks: false)
        let markers = LineChartGeometry.markers(for: chart, within: xScale)
        let legend =
            chart.legend.map { ($0.label, Optional($0.style)) }
            + (markers.isEmpty ? [] : [("keyframes", nil)])
        let (placed, row) = LineChartGeometry.placeLegend(legend, left: plotLeft, width: plotWidth)
        let firstTop = chart.spec.subtitle.isEmpty ? 66.0 : 86.0
        // Everything but the plot areas of the changing panels: title, headings, gaps, x axis, legend.
        let legendHeight = LineChartGeometry.legendOffset + Double(row) * Metrics.legendRowHeight + 16
        let frames = LineChartGeometry.panelFrames(
            for: chart, constant: constant, top: firstTop, left: plotLeft, width: plotWidth,
            reserved: legendHeight)
        let bottom = frames.last?.bottom ?? firstTop
        self.xScale = xScale
        // About one tick every 32 pixels, 2 to 6 of them.
        self.yScales = zip(ranges, frames).map { range, frame in
            NiceScale(
                minimum: range.minimum, maximum: range.maximum,
                targetTickCount: min(max(Int(frame.height / 32), 2), 6))
        }
        self.panelFrames = frames
        self.plotLeft = plotLeft
        self.plotWidth = plotWidth
        self.markers = markers
        self.legendItems = placed.map {
            LegendItem(
                label: $0.label, style: $0.style, x: $0.x,
                y: bottom + LineChartGeometry.legendOffset + Double($0.row) * Metrics.legendRowHeight)
        }
        self.height = bottom + legendHeight
    }

    /// The distance from the bottom of the last plot area to the first legend baseline.
    static let legendOffset = 64.0

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
