import EffectsRegistry

/// An SVG line chart of sampled columns over time or progress: nice ticks with units, grid lines, a
/// legend, one colour per series and dashed lines at keyframe times.
///
/// Sample the effect densely first (`fxctl plot` takes 481 moments), then:
///
/// ```swift
/// let table = try Sampler(timeline: timeline).table(.count(481))
/// var spec = ChartSpec(title: "swap-card")
/// spec.subtitle = "angle=0.15 offset=(90, -20)"
/// let svg = try LineChart(table: table, spec: spec).svg()
/// ```
public struct LineChart: Sendable {
    /// The table drawn.
    public let table: SampleTable
    /// The options.
    public let spec: ChartSpec
    /// The index of the horizontal axis column.
    let xColumn: Int
    /// The plot areas, top to bottom.
    let panels: [ChartPanel]
    /// The legend, in order.
    let legend: [LegendEntry]

    /// Checks the table and the requested columns and groups the columns into panels.
    public init(table: SampleTable, spec: ChartSpec) throws(GraphicsError) {
        guard let xColumn = table.columns.firstIndex(of: spec.axis.column) else {
            throw .missingColumn(spec.axis.column)
        }
        guard table.rowCount > 0 else { throw .emptyTable }
        guard spec.width.isFinite, spec.width >= 200 else {
            throw .invalidSize(what: "chart width (at least 200)", value: spec.width)
        }
        if let height = spec.panelHeight, !(height.isFinite && height >= 40) {
            throw .invalidSize(what: "panel height (at least 40)", value: height)
        }
        if let height = spec.height, !(height.isFinite && height >= 100) {
            throw .invalidSize(what: "chart height (at least 100)", value: height)
        }
        let requested = spec.columns.isEmpty ? LineChart.defaultColumns(of: table) : spec.columns
        var indexes: [Int] = []
        for name in requested {
            guard let index = table.columns.firstIndex(of: name) else {
                throw .unknownColumn(name, candidates: table.columns)
            }
            if !indexes.contains(index) { indexes.append(index) }
        }
        guard !indexes.isEmpty else { throw .noColumns }
        self.table = table
        self.spec = spec
        self.xColumn = xColumn
        let layers = spec.layerNames.isEmpty ? LayerColumns.layerNames(in: table.columns) : spec.layerNames
        (self.panels, self.legend) = LineChart.group(
            indexes, of: table.columns, layers: layers, layout: spec.layout)
    }

    /// The columns drawn when none are chosen: every value column that changes (what the effect
    /// animates), or every value column when none changes.
    static func defaultColumns(of table: SampleTable) -> [String] {
        let values = table.columns.enumerated().filter { $0.element != "t" && $0.element != "progress" }
        let changing = values.filter { column in
            let first = table.value(row: 0, column: column.offset)
            return (0..<table.rowCount).contains { table.value(row: $0, column: column.offset) != first }
        }
        return (changing.isEmpty ? values : changing).map(\.element)
    }

    /// Splits the columns into panels by property, or keeps them in one.
    ///
    /// A layer's lines take the colour of its place in `layers`, as its rectangle does in a film
    /// strip; in one panel, a layer's second and later columns keep the colour and change the dash.
    /// Columns of no layer come after the layers.
    static func group(_ indexes: [Int], of columns: [String], layers: [String], layout: ChartLayout) -> (
        [ChartPanel], [LegendEntry]
    ) {
        let names = indexes.map { ColumnName(columns[$0]) }
        var others: [String] = []
        func colour(of name: ColumnName) -> Int {
            if let index = layers.firstIndex(of: name.layer) { return index }
            if let index = others.firstIndex(of: name.name) { return layers.count + index }
            others.append(name.name)
            return layers.count + others.count - 1
        }
        var keys: [String] = []
        for name in names where !keys.contains(name.propertyKey) { keys.append(name.propertyKey) }
        let perProperty = layout == .perProperty || (layout == .automatic && keys.count > 1)
        guard perProperty else {
            let units = Set(names.map(\.unit))
            var used: [Int: Int] = [:]
            let styles = names.map { name in
                let colour = colour(of: name)
                defer { used[colour, default: 0] += 1 }
                return colour + Palette.colors.count * used[colour, default: 0]
            }
            let series = zip(indexes, styles).map { ChartPanel.Series(column: $0, style: $1) }
            let legend = zip(names, styles).map { name, style in
                LegendEntry(
                    label: units.count > 1 && !name.unit.isEmpty ? "\(name.name) (\(name.unit))" : name.name,
                    style: style)
            }
            let heading =
                keys.count == 1
                ? withUnit(keys[0], names[0].unit) : withUnit("values", units.count == 1 ? names[0].unit : "")
            return ([ChartPanel(heading: heading, series: series)], legend)
        }
        // A style per layer, so a layer keeps its colour from panel to panel.
        var legend: [LegendEntry] = []
        func style(for name: ColumnName) -> Int {
            let label = name.layer.isEmpty ? name.name : name.layer
            if let entry = legend.first(where: { $0.label == label }) { return entry.style }
            legend.append(LegendEntry(label: label, style: colour(of: name)))
            return legend[legend.count - 1].style
        }
        let panels = keys.map { key in
            let members = zip(indexes, names).filter { $0.1.propertyKey == key }
            let unit = members.first?.1.unit ?? ""
            return ChartPanel(
                heading: withUnit(key, unit),
                series: members.map { ChartPanel.Series(column: $0.0, style: style(for: $0.1)) })
        }
        return (panels, legend)
    }

    private static func withUnit(_ text: String, _ unit: String) -> String {
        unit.isEmpty ? text : "\(text) (\(unit))"
    }
}
