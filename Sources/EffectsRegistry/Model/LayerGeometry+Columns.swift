extension LayerGeometry {
    /// The columns geometry adds for each layer, as what follows `layer.` in their names.
    ///
    /// A timeline compiled with geometry (``CompiledTimeline/init(_:geometry:)``) has them after
    /// each layer's own columns:
    ///
    /// - `matrix.m11` … `matrix.m44`: the composed transform (``composedTransform``) in
    ///   `CATransform3D` order, row by row. (`layer.transform.m11` … are the `transform` property's
    ///   own matrix, as every property's columns are its own value.)
    /// - `corners.topLeft.x`, `corners.topLeft.y`, then `topRight`, `bottomRight`, `bottomLeft`: the
    ///   bounds' corners projected into the viewport (``ProjectedLayer``).
    /// - `frontFacing`: 1 when the layer's front faces the viewer, else 0.
    /// - `visible`: 1 when the layer shows (not `hidden`, facing the viewer unless `doubleSided`,
    ///   and no corner at or behind the eye), else 0.
    public static let columnSuffixes: [String] =
        PropertyPath.matrixSuffixes.map { "matrix.\($0)" }
        + ["topLeft", "topRight", "bottomRight", "bottomLeft"].flatMap {
            ["corners.\($0).x", "corners.\($0).y"]
        }
        + ["frontFacing", "visible"]

    /// The geometry columns of `layer`, in the order of ``columnSuffixes``.
    public static func columnNames(layer: String) -> [String] {
        columnSuffixes.map { "\(layer).\($0)" }
    }
}
