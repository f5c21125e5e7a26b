import EffectsRegistry

/// An SVG film strip: one scaled-down viewport per table row, each drawing every layer as the
/// quadrilateral its bounds project to (Core Animation's geometry, ``LayerGeometry``), labelled with
/// the row's time and progress.
///
/// The table must have each layer's geometry columns (``LayerGeometry/columnSuffixes``): sample the
/// effect with geometry at the frame times first, then:
///
/// ```swift
/// let table = try FilmStrip.table(of: timeline, grid: .count(6))
/// var spec = FilmStripSpec(title: "swap-card", timeline: timeline)
/// let svg = try FilmStrip(table: table, spec: spec).svg()
/// ```
///
/// Each frame draws the layers in zPosition order (see ``FilmStripSpec/layerNames``), leaves out a
/// layer whose `visible` column is 0 (hidden, or a single-sided layer seen from the back), draws the
/// back of a double-sided layer hatched with a dashed outline, and cuts a layer that reaches the eye
/// at the eye (``LayerOutline``).
public struct FilmStrip: Sendable {
    /// The table; one frame per row.
    public let table: SampleTable
    /// The options.
    public let spec: FilmStripSpec
    /// Each layer's columns, in layer order.
    let layers: [LayerColumns]
    /// The column of the time.
    let timeColumn: Int
    /// The column of the progress, if any.
    let progressColumn: Int?

    /// Checks the table and the sizes and finds each layer's columns.
    ///
    /// - Throws: ``GraphicsError/missingGeometry(layer:)`` for a layer the table has no projected
    ///   corners of (it was sampled without geometry).
    public init(table: SampleTable, spec: FilmStripSpec) throws(GraphicsError) {
        guard let timeColumn = table.columns.firstIndex(of: "t") else { throw .missingColumn("t") }
        guard table.rowCount > 0 else { throw .emptyTable }
        for (what, value) in [
            ("viewport width", spec.viewport.viewportWidth),
            ("viewport height", spec.viewport.viewportHeight),
            ("frame width", spec.frameWidth), ("number of frames per row", Double(spec.framesPerRow)),
        ] where !(value.isFinite && value > 0) {
            throw .invalidSize(what: what, value: value)
        }
        let names = spec.layerNames.isEmpty ? LayerColumns.layerNames(in: table.columns) : spec.layerNames
        self.table = table
        self.spec = spec
        let layers = names.map { LayerColumns(layer: $0, columns: table.columns) }
        if let flat = layers.first(where: { !$0.hasGeometry }) { throw .missingGeometry(layer: flat.layer) }
        self.layers = layers
        self.timeColumn = timeColumn
        self.progressColumn = table.columns.firstIndex(of: "progress")
    }

    /// The pixels per viewport point.
    var scale: Double { spec.frameWidth / spec.viewport.viewportWidth }

    /// The poses of every layer in row `row`, in layer order.
    func poses(row: Int) -> [LayerPose] {
        layers.map {
            $0.pose(row: row, in: table, viewport: spec.viewport, sublayerTransform: spec.sublayerTransform)
        }
    }

    /// The label under frame `row`: its time, and its progress as a percentage when known.
    func label(row: Int) -> String {
        let time = table.value(row: row, column: timeColumn) ?? 0
        var text = SVGNumber.string(time, decimals: 3) + " s"
        if let progressColumn, let progress = table.value(row: row, column: progressColumn), progress.isFinite
        {
            text += "  ·  " + SVGNumber.string(progress * 100, decimals: 1) + " %"
        }
        return text
    }
}
