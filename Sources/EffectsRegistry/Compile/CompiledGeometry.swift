/// Where one layer's geometry reads its inputs in a sampled row and writes its columns
/// (``LayerGeometry/columnSuffixes``): a plain record of row indices, −1 for a property the layer
/// has no column for (its default then applies).
struct CompiledGeometry: Sendable {
    /// The row index of the layer's first geometry column, `matrix.m11`.
    var output: Int
    var position: Int
    var zPosition: Int
    var anchorPoint: Int
    var anchorPointZ: Int
    var size: Int
    var translation: Int
    var translationZ: Int
    var rotationX: Int
    var rotationY: Int
    var rotationZ: Int
    var scale: Int
    var scaleX: Int
    var scaleY: Int
    var scaleZ: Int
    var transform: Int
    var hidden: Int
    var doubleSided: Int
    /// The position of a layer without a `position` column: the viewport's centre.
    var centre: (x: Double, y: Double)
    /// The size of a layer without a `bounds.size` column: the viewport's.
    var fullSize: (width: Double, height: Double)

    /// The record of a layer whose properties start at the columns `columns` (by property name)
    /// and whose geometry columns start at `output`, in a viewport of `viewportSize`.
    ///
    /// A layer that never sets or animates its position sits at the viewport's centre, and one
    /// without a size is the viewport's size (``LayerBoxColumn/drawnDefault(in:)``): a full-screen
    /// page, as render and every export draw it.
    init(output: Int, columns: [String: Int], viewportSize: (width: Double, height: Double)) {
        func column(_ name: String) -> Int { columns[name] ?? -1 }
        self.output = output
        centre = (viewportSize.width / 2, viewportSize.height / 2)
        fullSize = viewportSize
        position = column("position")
        zPosition = column("zPosition")
        anchorPoint = column("anchorPoint")
        anchorPointZ = column("anchorPointZ")
        size = column("bounds.size")
        translation = column("transform.translation")
        translationZ = column("transform.translation.z")
        rotationX = column("transform.rotation.x")
        rotationY = column("transform.rotation.y")
        rotationZ = column("transform.rotation")
        scale = column("transform.scale")
        scaleX = column("transform.scale.x")
        scaleY = column("transform.scale.y")
        scaleZ = column("transform.scale.z")
        transform = column("transform")
        hidden = column("hidden")
        doubleSided = column("doubleSided")
    }

    /// Every row index the geometry reads: what a copy keeping only some columns must still compute
    /// when it keeps one of this layer's geometry columns.
    var inputColumns: [Int] {
        let starts: [(Int, Int)] = [
            (position, 2), (zPosition, 1), (anchorPoint, 2), (anchorPointZ, 1), (size, 2), (translation, 2),
            (translationZ, 1), (rotationX, 1), (rotationY, 1), (rotationZ, 1), (scale, 1), (scaleX, 1),
            (scaleY, 1), (scaleZ, 1), (transform, 16), (hidden, 1), (doubleSided, 1),
        ]
        return starts.filter { $0.0 >= 0 }.flatMap { $0.0..<($0.0 + $0.1) }
    }

    /// The output columns.
    var outputColumns: Range<Int> { output..<(output + LayerGeometry.columnSuffixes.count) }

    /// The layer's geometry as `row` holds it.
    @inline(__always)
    func geometry(in row: UnsafeMutableBufferPointer<Double>) -> LayerGeometry {
        @inline(__always) func read(_ index: Int, _ offset: Int = 0, _ fallback: Double) -> Double {
            index >= 0 ? row[index &+ offset] : fallback
        }
        return LayerGeometry(
            position: (read(position, 0, centre.x), read(position, 1, centre.y)),
            zPosition: read(zPosition, 0, 0),
            anchorPoint: (read(anchorPoint, 0, 0.5), read(anchorPoint, 1, 0.5)),
            anchorPointZ: read(anchorPointZ, 0, 0),
            size: (read(size, 0, fullSize.width), read(size, 1, fullSize.height)),
            translation: (read(translation, 0, 0), read(translation, 1, 0), read(translationZ, 0, 0)),
            rotation: (read(rotationX, 0, 0), read(rotationY, 0, 0), read(rotationZ, 0, 0)),
            scale: read(scale, 0, 1), axisScale: (read(scaleX, 0, 1), read(scaleY, 0, 1), read(scaleZ, 0, 1)),
            transform: transform >= 0
                ? CompiledGeometry.matrix(in: UnsafeBufferPointer(row), at: transform) : .identity,
            isHidden: read(hidden, 0, 0) != 0, isDoubleSided: read(doubleSided, 0, 1) != 0)
    }

    /// Computes the layer's geometry from `row` and writes its columns.
    @inline(__always)
    func write(
        into row: UnsafeMutableBufferPointer<Double>, sublayerTransform: Matrix3D,
        viewportSize: (width: Double, height: Double)
    ) {
        let geometry = geometry(in: row)
        CompiledGeometry.write(geometry.composedTransform, into: row, at: output)
        let projected = geometry.projected(sublayerTransform: sublayerTransform, viewportSize: viewportSize)
        let corners = output &+ 16
        row[corners] = projected.topLeft.x
        row[corners &+ 1] = projected.topLeft.y
        row[corners &+ 2] = projected.topRight.x
        row[corners &+ 3] = projected.topRight.y
        row[corners &+ 4] = projected.bottomRight.x
        row[corners &+ 5] = projected.bottomRight.y
        row[corners &+ 6] = projected.bottomLeft.x
        row[corners &+ 7] = projected.bottomLeft.y
        row[corners &+ 8] = projected.isFrontFacing ? 1 : 0
        row[corners &+ 9] = projected.isVisible ? 1 : 0
    }

    /// The matrix whose sixteen entries (`m11` … `m44`) start at `index` of `numbers`.
    @inline(__always)
    static func matrix(in numbers: UnsafeBufferPointer<Double>, at index: Int) -> Matrix3D {
        Matrix3D(
            m11: numbers[index], m12: numbers[index &+ 1], m13: numbers[index &+ 2], m14: numbers[index &+ 3],
            m21: numbers[index &+ 4], m22: numbers[index &+ 5], m23: numbers[index &+ 6],
            m24: numbers[index &+ 7], m31: numbers[index &+ 8], m32: numbers[index &+ 9],
            m33: numbers[index &+ 10], m34: numbers[index &+ 11], m41: numbers[index &+ 12],
            m42: numbers[index &+ 13], m43: numbers[index &+ 14], m44: numbers[index &+ 15])
    }

    /// Writes `matrix`'s sixteen entries (`m11` … `m44`) into `row` from `index`, without the array
    /// ``Matrix3D/entries`` would allocate.
    @inline(__always)
    static func write(_ matrix: Matrix3D, into row: UnsafeMutableBufferPointer<Double>, at index: Int) {
        row[index] = matrix.m11
        row[index &+ 1] = matrix.m12
        row[index &+ 2] = matrix.m13
        row[index &+ 3] = matrix.m14
        row[index &+ 4] = matrix.m21
        row[index &+ 5] = matrix.m22
        row[index &+ 6] = matrix.m23
        row[index &+ 7] = matrix.m24
        row[index &+ 8] = matrix.m31
        row[index &+ 9] = matrix.m32
        row[index &+ 10] = matrix.m33
        row[index &+ 11] = matrix.m34
        row[index &+ 12] = matrix.m41
        row[index &+ 13] = matrix.m42
        row[index &+ 14] = matrix.m43
        row[index &+ 15] = matrix.m44
    }
}
