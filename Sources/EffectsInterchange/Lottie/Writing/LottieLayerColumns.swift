import EffectsRegistry

/// Where one layer's geometry is in the sampler's row, with the drawn default
/// (``LayerBoxColumn/drawnDefault(in:)``) of a column the layer lacks.
///
/// A layer without `position` is centred in the viewport and one without `bounds.size` fills it;
/// anchor 0.5, no transform, opacity 1: the same defaults as the film strip, so the exported
/// rectangle is where the film strip draws it.
struct LottieLayerColumns: Sendable {
    /// The row index of each property the layer has; one it lacks takes its drawn default in
    /// `context`.
    private let indexes: [LayerBoxColumn: Int]
    private let context: EffectContext
    /// The row index of the `transform` property's `m11`, when the layer has one.
    private let transformIndex: Int?
    /// The row index of `backgroundColor`'s red, when the layer has the property.
    private let colorIndex: Int?
    /// The viewport's `sublayerTransform`, applied about the viewport's centre.
    let sublayerTransform: Matrix3D
    /// The viewport's size, points.
    let viewportSize: (width: Double, height: Double)

    /// No columns: every property at its default in the default viewport.
    static let empty = LottieLayerColumns(layer: "", columns: [], context: EffectContext())

    /// The columns of `layer` among the sampler's `columns`, in a viewport of `context` whose
    /// `sublayerTransform` is `sublayerTransform`.
    init(layer: String, columns: [String], context: EffectContext, sublayerTransform: Matrix3D = .identity) {
        var indexes: [LayerBoxColumn: Int] = [:]
        for column in LayerBoxColumn.allCases {
            indexes[column] = columns.firstIndex(of: "\(layer).\(column.rawValue)")
        }
        self.indexes = indexes
        self.context = context
        self.transformIndex = columns.firstIndex(of: "\(layer).transform.m11")
        self.colorIndex = columns.firstIndex(of: "\(layer).backgroundColor.x")
        self.sublayerTransform = sublayerTransform
        self.viewportSize = (context.viewportWidth, context.viewportHeight)
    }

    /// Whether the layer sets or animates `backgroundColor`: its rectangle is then filled with it
    /// rather than with its tint from `fxctl render`.
    var hasBackgroundColor: Bool { colorIndex != nil }

    /// The layer's background colour in `row` (red, green, blue, alpha in 0…1, clamped), or clear.
    func backgroundColor(_ row: [Double]) -> [Double] {
        guard let start = colorIndex, start >= 0, start + 4 <= row.count else { return [0, 0, 0, 0] }
        return row[start..<(start + 4)].map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    }

    /// Whether the layer has a `transform` property, whose list may hold its own perspective.
    var hasTransformList: Bool { transformIndex != nil }

    /// The layer's geometry in `row`, with render's defaults for what it lacks: what its
    /// ``LottieAffinePose`` is worked out from.
    func geometry(_ row: [Double]) -> LayerGeometry {
        var transform = Matrix3D.identity
        if let start = transformIndex, start >= 0, start + 16 <= row.count,
            let matrix = Matrix3D(entries: Array(row[start..<(start + 16)]))
        {
            transform = matrix
        }
        return LayerGeometry(
            position: (value(.positionX, row), value(.positionY, row)), zPosition: value(.zPosition, row),
            anchorPoint: (value(.anchorX, row), value(.anchorY, row)), anchorPointZ: value(.anchorZ, row),
            size: (value(.width, row), value(.height, row)),
            translation: (value(.translationX, row), value(.translationY, row), value(.translationZ, row)),
            rotation: (value(.rotationX, row), value(.rotationY, row), value(.rotation, row)),
            scale: value(.scale, row),
            axisScale: (value(.scaleX, row), value(.scaleY, row), value(.scaleZ, row)), transform: transform,
            isHidden: value(.hidden, row) != 0, isDoubleSided: value(.doubleSided, row) != 0)
    }

    /// The property's value in `row`, or its default when the layer lacks it.
    func value(_ property: LayerBoxColumn, _ row: [Double]) -> Double {
        // A dictionary, not a search of `allCases`: every sample of every fitted channel reads a
        // layer's whole box through here.
        if let index = indexes[property], row.indices.contains(index) { return row[index] }
        return property.drawnDefault(in: context)
    }
}
