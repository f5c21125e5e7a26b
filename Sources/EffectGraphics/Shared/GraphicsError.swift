import EffectsRegistry
import EffectsText

/// Why a chart or film strip could not be drawn from a table.
public enum GraphicsError: Error, Equatable, Sendable {
    /// A requested column is not in the table.
    case unknownColumn(String, candidates: [String])
    /// A column the drawing needs (`t`, `progress`) is missing.
    case missingColumn(String)
    /// The table has no projected corners for a layer: it was sampled without geometry.
    case missingGeometry(layer: String)
    /// The table has no rows.
    case emptyTable
    /// Nothing was left to plot.
    case noColumns
    /// A size or count is not usable.
    case invalidSize(what: String, value: Double)

    /// A one-line, lowercase message.
    public var message: String {
        switch self {
        case .unknownColumn(let name, let candidates):
            "unknown column '\(name)'" + Suggestions.didYouMean(name, in: candidates)
        case .missingColumn(let name): "the table has no '\(name)' column"
        case .missingGeometry(let layer):
            "the table has no geometry columns for layer '\(layer)' ('\(layer).corners.topLeft.x' …): sample it with geometry"
        case .emptyTable: "the table has no rows to draw"
        case .noColumns: "there are no value columns to plot"
        case .invalidSize(let what, let value):
            "the \(what) must be a positive finite number, got \(NumberText.shortest(value))"
        }
    }
}
