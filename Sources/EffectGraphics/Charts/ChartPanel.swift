/// One plot area of a chart: a heading and the series drawn on its y axis.
struct ChartPanel: Equatable, Sendable {
    /// One line of the panel.
    struct Series: Equatable, Sendable {
        /// The index of the column in the table.
        let column: Int
        /// The style (colour and dash) index, shared by every line with the same legend entry.
        let style: Int
    }

    /// The text above the plot area: the property and its unit (`position.x (pt)`).
    let heading: String
    /// The lines, in legend order.
    let series: [Series]
}

/// One entry of a chart's legend.
struct LegendEntry: Equatable, Sendable {
    /// What the entry names: a layer (per-property panels) or a column (one panel).
    let label: String
    /// The style index of the lines it stands for.
    let style: Int
}
