import EffectsRegistry

/// Where one layer's geometry is in a sample table: the column of each ``LayerProperty`` it has.
///
/// Columns are `layer.keypath` for scalars and `layer.keypath.x|y|z|w` for vectors, as the sampler
/// names them; properties the layer never sets or animates have no column and take a default.
struct LayerColumns: Equatable, Sendable {
    /// The layer's name.
    let layer: String
    /// The column index of each property present.
    let indexes: [LayerProperty: Int]

    /// Finds `layer`'s columns among `columns`.
    init(layer: String, columns: [String]) {
        self.layer = layer
        var indexes: [LayerProperty: Int] = [:]
        for property in LayerProperty.allCases {
            if let index = columns.firstIndex(of: "\(layer).\(property.rawValue)") {
                indexes[property] = index
            }
        }
        self.indexes = indexes
    }

    /// The layers with at least one column, in the order their first column appears.
    static func layerNames(in columns: [String]) -> [String] {
        var names: [String] = []
        for column in columns {
            let layer = ColumnName(column).layer
            if !layer.isEmpty && !names.contains(layer) { names.append(layer) }
        }
        return names
    }

    /// The layer's pose in row `row`.
    ///
    /// Defaults for missing columns: a layer without `position` is centred in the viewport and one
    /// without `bounds.size` fills it (effects describe only what moves, so an unset layer is
    /// full-screen); anchor 0.5, no transform, opacity 1, zPosition 0, no background colour.
    /// Non-finite values are treated as missing.
    func pose(row: Int, in table: SampleTable, viewport: EffectContext) -> LayerPose {
        func value(_ property: LayerProperty, _ fallback: Double) -> Double {
            guard let column = indexes[property], let value = table.value(row: row, column: column),
                value.isFinite
            else { return fallback }
            return value
        }
        var pose = LayerPose(
            positionX: value(.positionX, viewport.viewportWidth / 2),
            positionY: value(.positionY, viewport.viewportHeight / 2),
            width: value(.width, viewport.viewportWidth), height: value(.height, viewport.viewportHeight))
        pose.anchorX = value(.anchorX, 0.5)
        pose.anchorY = value(.anchorY, 0.5)
        pose.rotation = value(.rotation, 0)
        pose.rotationX = value(.rotationX, 0)
        pose.rotationY = value(.rotationY, 0)
        let scale = value(.scale, 1)
        pose.scaleX = scale * value(.scaleX, 1)
        pose.scaleY = scale * value(.scaleY, 1)
        pose.translationX = value(.translationX, 0)
        pose.translationY = value(.translationY, 0)
        pose.opacity = min(max(value(.opacity, 1), 0), 1)
        pose.zPosition = value(.zPosition, 0)
        pose.cornerRadius = max(value(.cornerRadius, 0), 0)
        if indexes[.red] != nil || indexes[.alpha] != nil {
            pose.backgroundColor = RGBAColor(
                red: value(.red, 0), green: value(.green, 0), blue: value(.blue, 0), alpha: value(.alpha, 0))
        }
        return pose
    }
}
