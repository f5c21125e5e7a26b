import Testing

@testable import EffectsRegistry

@Suite struct TransformCompositionTests {
    @Test func theLastFunctionOfAListAppliesFirst() {
        // translate(100px) rotate(90deg): (10, 0) turns to (0, 10), then moves to (100, 10).
        let list = TransformList([.translate(x: 100, y: 0), .rotate(.pi / 2)])
        let point = list.matrix.project(x: 10, y: 0, z: 0)
        expectClose(point.x, 100)
        expectClose(point.y, 10)
        expectClose(point.z, 0)
        expectClose(point.w, 1)
        // The other order moves first and turns the moved point: (110, 0) turns to (0, 110).
        let reversed = TransformList([.rotate(.pi / 2), .translate(x: 100, y: 0)]).matrix
        let other = reversed.project(x: 10, y: 0, z: 0)
        expectClose(other.x, 0)
        expectClose(other.y, 110)
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        // CATransform3DConcat(a, b): a first. Scale by 2, then move by (5, 0): (1, 1) → (7, 2).
        let scaled = Matrix3D.scale(x: 2, y: 2, z: 1).concatenating(.translation(x: 5, y: 0, z: 0))
        let point = scaled.project(x: 1, y: 1, z: 0)
        expectClose(point.x, 7)
        expectClose(point.y, 2)
    }
}
