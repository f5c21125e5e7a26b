import Foundation

extension BrowserComparisonTests {
    /// What a projected corner may differ by where the mapping is exact: the browser's strings of
    /// six significant digits for `translate`, `rotate` and `scale`, float32 lengths, and the
    /// solver, on coordinates of a few hundred points.
    static func cornerBound(_ value: Double) -> Double {
        abs(value) * 1e-5 + 2e-3
    }

    /// The distance between `layer`'s projected top-left and bottom-right corners in a geometry row.
    static func diagonal(of layer: String, names: [String], values: [Double]) -> Double {
        func value(_ suffix: String) -> Double {
            names.firstIndex(of: layer + ".corners." + suffix).map { values[$0] } ?? 0
        }
        let length = hypot(
            value("bottomRight.x") - value("topLeft.x"), value("bottomRight.y") - value("topLeft.y"))
        return length.isFinite ? length : 0
    }
}
