import Testing

@testable import EffectsRegistry

/// The tolerance of every transform test: hand-worked numbers agree with the code to 1e-12.
let transformTolerance = 1e-12

/// Expects every entry of `actual` within `tolerance` of `expected`, naming the entries that are not.
func expectMatrix(
    _ actual: Matrix3D, _ expected: Matrix3D, tolerance: Double = transformTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let names = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
    let off = zip(names, zip(actual.entries, expected.entries)).filter { abs($1.0 - $1.1) > tolerance }
    #expect(
        off.isEmpty,
        "\(off.map { "\($0.0): \($0.1.0) ≠ \($0.1.1)" }.joined(separator: ", "))",
        sourceLocation: sourceLocation)
}

/// Expects `actual` within `tolerance` of `expected`.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = transformTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

/// A 2D matrix from CSS `matrix(a, b, c, d, e, f)`'s six numbers.
func matrix2D(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) -> Matrix3D {
    Matrix3D(
        m11: a, m12: b, m13: 0, m14: 0, m21: c, m22: d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: e, m42: f, m43: 0, m44: 1)
}
