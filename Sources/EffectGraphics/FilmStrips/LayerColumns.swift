import EffectsRegistry

/// Where one layer's drawing is in a sample table: the column of each ``LayerProperty`` it has and of
/// its composed matrix (`layer.matrix.m11` … `m44`).
///
/// Columns are named as the sampler names them; a property the layer never sets or animates has no
/// column and takes Core Animation's default, as the sampled geometry took it.
struct LayerColumns: Equatable, Sendable {
    /// The layer's name.
    let layer: String
    /// The column index of each property present.
    let indexes: [LayerProperty: Int]
    /// The column index of each box column present.
    let boxIndexes: [LayerBoxColumn: Int]
    /// The columns of the composed matrix, `m11` … `m44`, when the table has all sixteen.
    let matrix: [Int]?

    /// Finds `layer`'s columns among `columns`.
    init(layer: String, columns: [String]) {
        self.layer = layer
        var position: [String: Int] = [:]
        for (index, column) in columns.enumerated() where position[column] == nil {
            position[column] = index
        }
        var indexes: [LayerProperty: Int] = [:]
        for property in LayerProperty.allCases {
            if let index = position["\(layer).\(property.rawValue)"] { indexes[property] = index }
        }
        self.indexes = indexes
        var boxIndexes: [LayerBoxColumn: Int] = [:]
        for column in LayerBoxColumn.allCases {
            if let index = position["\(layer).\(column.rawValue)"] { boxIndexes[column] = index }
        }
        self.boxIndexes = boxIndexes
        let matrix = PropertyPath.matrixSuffixes.compactMap { position["\(layer).matrix.\($0)"] }
        self.matrix = matrix.count == 16 ? matrix : nil
    }

    /// Whether the table has the layer's projected corners: it was sampled with geometry.
    var hasGeometry: Bool { LayerProperty.corners.allSatisfy { indexes[$0] != nil } }

    /// The layers with at least one column, in the order their first column appears.
    static func layerNames(in columns: [String]) -> [String] {
        var names: [String] = []
        for column in columns {
            let layer = ColumnName(column).layer
            if !layer.isEmpty && !names.contains(layer) { names.append(layer) }
        }
        return names
    }

    /// The layer's pose in row `row`: its corners as the geometry columns give them, and again
    /// before the divide, from the placement (``LayerGeometry/placement(sublayerTransform:viewportSize:)``) of the sampled
    /// position, anchor, size and composed matrix under `sublayerTransform`.
    ///
    /// Defaults for missing columns are Core Animation's (``LayerGeometry``'s); opacity is clamped to
    /// 0…1 and a negative corner radius counts as 0. Non-finite values are treated as missing.
    func pose(row: Int, in table: SampleTable, viewport: EffectContext, sublayerTransform: Matrix3D)
        -> LayerPose
    {
        func value(_ property: LayerProperty, _ fallback: Double) -> Double {
            guard let column = indexes[property] else { return fallback }
            return number(column, fallback)
        }
        func value(_ column: LayerBoxColumn) -> Double {
            guard let index = boxIndexes[column] else { return column.coreAnimationDefault }
            return number(index, column.coreAnimationDefault)
        }
        func number(_ column: Int, _ fallback: Double) -> Double {
            guard let value = table.value(row: row, column: column), value.isFinite else { return fallback }
            return value
        }
        let size = (width: value(.width), height: value(.height))
        let corners = stride(from: 0, to: 8, by: 2).map { k in
            ViewportPoint(x: value(LayerProperty.corners[k], 0), y: value(LayerProperty.corners[k + 1], 0))
        }
        var composed = Matrix3D.identity
        if let matrix {
            let entries = zip(matrix, Matrix3D.identity.entries).map { number($0, $1) }
            composed = Matrix3D(entries: entries) ?? .identity
        }
        let geometry = LayerGeometry(
            position: (value(.positionX), value(.positionY)), zPosition: value(.zPosition),
            anchorPoint: (value(.anchorX), value(.anchorY)), anchorPointZ: value(.anchorZ),
            size: size, transform: composed)
        let placement = geometry.placement(
            sublayerTransform: sublayerTransform,
            viewportSize: (viewport.viewportWidth, viewport.viewportHeight))
        let homogeneous = [(0, 0), (size.width, 0), (size.width, size.height), (0, size.height)].map {
            let image = placement.project(x: $0.0, y: $0.1, z: 0)
            return LayerPose.Homogeneous(x: image.x, y: image.y, w: image.w)
        }
        var pose = LayerPose(
            corners: corners, homogeneous: homogeneous, width: size.width, height: size.height)
        pose.isFrontFacing = value(.frontFacing, 1) != 0
        pose.isVisible = value(.visible, 1) != 0
        pose.opacity = min(max(value(.opacity), 0), 1)
        pose.zPosition = value(.zPosition)
        pose.cornerRadius = max(value(.cornerRadius), 0)
        if indexes[.red] != nil || indexes[.alpha] != nil {
            pose.backgroundColor = RGBAColor(
                red: value(.red, 0), green: value(.green, 0), blue: value(.blue, 0), alpha: value(.alpha, 0))
        }
        return pose
    }
}
